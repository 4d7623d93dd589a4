import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToApi } from '../lib/server/api-proxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  sha256: string;
  bytes: number;
}

let upstream: Server;
let seen: Seen | null = null;
const previous = process.env.API_INTERNAL_ORIGIN;

// A real HTTP server stands in for the API: the proxy is tested on the wire, not with a fake fetch.
beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        sha256: createHash('sha256').update(body).digest('hex'),
        bytes: body.length,
      };
      if (req.url?.startsWith('/api/v2/auth/kakao/callback')) {
        res.writeHead(302, {
          location: 'http://localhost:3000/best',
          'set-cookie': ['gd_session=abc; Path=/; HttpOnly; SameSite=Lax', 'gd_oauth_state=; Path=/api; Max-Age=0'],
        });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { bytes: body.length } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.API_INTERNAL_ORIGIN = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (previous === undefined) delete process.env.API_INTERNAL_ORIGIN;
  else process.env.API_INTERNAL_ORIGIN = previous;
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('website /api proxy', () => {
  it('passes a redirect through unchanged: status, Location and every Set-Cookie', async () => {
    const res = await proxyToApi(
      new Request('http://localhost:3000/api/v2/auth/kakao/callback?code=c&state=s', {
        headers: { cookie: 'gd_oauth_state=s' },
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/best');
    expect(res.headers.getSetCookie()).toEqual([
      'gd_session=abc; Path=/; HttpOnly; SameSite=Lax',
      'gd_oauth_state=; Path=/api; Max-Age=0',
    ]);
    expect(seen?.url).toBe('/api/v2/auth/kakao/callback?code=c&state=s');
    expect(seen?.headers.cookie).toBe('gd_oauth_state=s');
  });

  it('passes a 5 MiB multipart body byte for byte with its boundary', async () => {
    const file = randomBytes(5 * 1024 * 1024);
    const form = new FormData();
    form.append('username', 'multipart_user');
    form.append('profile', new Blob([file], { type: 'image/png' }), 'me.png');
    const request = new Request('http://localhost:3000/api/v1/users', {
      method: 'PUT',
      body: form,
      headers: { origin: 'http://localhost:3000' },
    });
    const sent = Buffer.from(await request.clone().arrayBuffer());
    const res = await proxyToApi(request);
    expect(res.status).toBe(200);
    expect(seen?.method).toBe('PUT');
    expect(seen?.bytes).toBe(sent.length);
    expect(seen?.sha256).toBe(createHash('sha256').update(sent).digest('hex'));
    expect(seen?.headers['content-type']).toBe(request.headers.get('content-type'));
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.headers.origin).toBe('http://localhost:3000');
  });
});
