import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRequestHeaders } from '../lib/server/api-proxy';
import {
  EDGE_ENV_FLAG,
  FORWARDING_HEADERS,
  parseWebTrustProxy,
  stampClientAddress,
  type TrustCheck,
} from '../lib/server/client-address';

/** Forwarding headers a client makes up to pass for someone else. */
const SPOOFED = {
  'x-forwarded-for': '1.2.3.4',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: 'for=5.6.7.8;host=evil.example;proto=https',
  'x-real-ip': '9.9.9.9',
};

// The edge runs on a real socket: the address it stamps is the one the connection came from.
let trust: TrustCheck = parseWebTrustProxy(undefined);
let edge: Server;
let port = 0;
beforeAll(async () => {
  edge = createServer((req, res) => {
    const client = stampClientAddress(req, trust);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ client, headers: req.headers }));
  });
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  port = (edge.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => edge.close(() => resolve())));

function throughEdge(headers: Record<string, string>): Promise<{ client: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/v1/users', headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve(JSON.parse(body) as { client: string; headers: IncomingHttpHeaders }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the website edge (server.ts) stamps the client address', () => {
  afterEach(() => {
    trust = parseWebTrustProxy(undefined);
  });

  it('drops a client’s X-Forwarded-For 1.2.3.4 and every other forwarding header; X-Forwarded-For is the socket address', async () => {
    const seen = await throughEdge({ ...SPOOFED, 'user-agent': 'kept' });
    expect(seen.client).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    for (const name of FORWARDING_HEADERS.filter((n) => n !== 'x-forwarded-for')) {
      expect(seen.headers[name], name).toBeUndefined();
    }
    expect(seen.headers['user-agent']).toBe('kept');
  });

  it('behind a proxy WEB_TRUST_PROXY names, the address that proxy saw is the client, and its scheme and host count', async () => {
    trust = parseWebTrustProxy('127.0.0.1');
    // nginx appends the address it saw to whatever the client sent.
    const seen = await throughEdge({
      'x-forwarded-for': '1.2.3.4, 198.51.100.20',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'growday.example',
      'x-real-ip': '1.2.3.4',
    });
    expect(seen.client).toBe('198.51.100.20');
    expect(seen.headers['x-forwarded-for']).toBe('198.51.100.20');
    expect(seen.headers['x-forwarded-proto']).toBe('https');
    expect(seen.headers['x-forwarded-host']).toBe('growday.example');
    expect(seen.headers['x-real-ip']).toBeUndefined();
  });

  it('a proxy that is not named is a client like any other', async () => {
    trust = parseWebTrustProxy('10.0.0.0/8');
    const seen = await throughEdge({ 'x-forwarded-for': '198.51.100.20', 'x-forwarded-proto': 'https' });
    expect(seen.client).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBeUndefined();
  });

  it('refuses a WEB_TRUST_PROXY entry that is not an address or range, naming the variable', () => {
    expect(() => parseWebTrustProxy('proxy.internal')).toThrow(/^WEB_TRUST_PROXY: /);
    expect(() => parseWebTrustProxy('10.0.0.0/40')).toThrow(/^WEB_TRUST_PROXY: /);
  });
});

describe('the /api proxy’s headers to the API', () => {
  const previous = process.env[EDGE_ENV_FLAG];
  afterEach(() => {
    if (previous === undefined) delete process.env[EDGE_ENV_FLAG];
    else process.env[EDGE_ENV_FLAG] = previous;
  });
  const incoming = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/v2/comments', { headers: { host: 'localhost:3000', ...headers } });

  it('behind the edge: X-Forwarded-For is the edge’s address; Forwarded and X-Real-IP never pass', () => {
    process.env[EDGE_ENV_FLAG] = '1';
    const headers = apiRequestHeaders(
      incoming({ 'x-forwarded-for': '203.0.113.9', forwarded: 'for=1.2.3.4', 'x-real-ip': '1.2.3.4', cookie: 'a=b' }),
    );
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers.get('forwarded')).toBeNull();
    expect(headers.get('x-real-ip')).toBeNull();
    expect(headers.get('x-forwarded-proto')).toBe('http');
    expect(headers.get('x-forwarded-host')).toBe('localhost:3000');
    expect(headers.get('cookie')).toBe('a=b');
  });

  it('without the edge (a bare next start) no client-made forwarding header reaches the API', () => {
    delete process.env[EDGE_ENV_FLAG];
    const headers = apiRequestHeaders(incoming(SPOOFED));
    expect(headers.get('x-forwarded-for')).toBeNull();
    expect(headers.get('forwarded')).toBeNull();
    expect(headers.get('x-real-ip')).toBeNull();
    expect(headers.get('x-forwarded-port')).toBeNull();
    expect(headers.get('x-forwarded-host')).toBe('localhost:3000');
    expect(headers.get('x-forwarded-proto')).toBe('http');
  });
});
