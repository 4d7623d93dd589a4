import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as COPY from '@growday/contracts/copy';
import { API_PATHS, SERVICE_DOWN_RETRY_SECONDS, SERVICE_PROBE_TTL_MS } from '@growday/contracts';
import { createServiceGate } from '../lib/server/service-gate';

/**
 * The readiness gate on the wire: a real HTTP server stands in for the API's /readyz, and a real
 * web server runs the gate in front of a handler standing in for Next. The whole stack with a
 * stopped PostgreSQL is scale/faults.test.ts.
 */
let readyStatus = 200;
let probes = 0;
let api: Server;
let apiOrigin = '';
let clock = 0;
let web: Server;
let webPort = 0;

beforeAll(async () => {
  api = createServer((req, res) => {
    if (req.url === API_PATHS.readyz) probes += 1;
    res.writeHead(readyStatus, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const gate = createServiceGate(
    () => apiOrigin,
    () => clock,
  );
  web = createServer((req, res) => {
    void gate.handle(req, res).then((answered) => {
      if (!answered) res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>next</h1>');
    });
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  webPort = (web.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => web.close(r));
  await new Promise((r) => api.close(r));
});

const get = (path: string, headers: Record<string, string> = { accept: 'text/html,*/*' }, method = 'GET') =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: webPort, path, method, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

/** Moves past the probe's time-to-live so the next page request asks /readyz again. */
const nextWindow = () => {
  clock += SERVICE_PROBE_TTL_MS + 1;
};

describe('the web server while the API cannot reach its database', () => {
  it('hands pages to Next while /readyz says ready, asking it once per window', async () => {
    readyStatus = 200;
    nextWindow();
    const before = probes;
    for (let i = 0; i < 3; i += 1) expect((await get(`/?n=${i}`)).body).toBe('<h1>next</h1>');
    expect(probes - before).toBe(1);
  });

  it('answers a page with the friendly Korean page (503, Retry-After, reloading itself) while /readyz says 503', async () => {
    readyStatus = 503;
    nextWindow();
    const res = await get('/feed/12');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(SERVICE_DOWN_RETRY_SECONDS));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<html lang="ko">');
    expect(res.body).toContain(COPY.serviceDown.heading);
    expect(res.body).toContain(COPY.serviceDown.body);
    expect(res.body).toContain(`<meta http-equiv="refresh" content="${SERVICE_DOWN_RETRY_SECONDS}">`);
    expect(res.body).not.toContain('<script');
    // HEAD gets the status without the body.
    const head = await get('/', { accept: 'text/html' }, 'HEAD');
    expect(head.status).toBe(503);
    expect(head.body).toBe('');
  });

  it('never gates assets, the /api proxy, client-side navigations or non-HTML requests', async () => {
    readyStatus = 503;
    nextWindow();
    for (const [path, headers] of [
      ['/_next/static/chunks/app.js', { accept: 'text/html' }],
      ['/icon.svg', { accept: 'text/html' }],
      [`${API_PATHS.latestPosts}`, { accept: 'text/html' }],
      ['/best', { accept: 'text/x-component', rsc: '1' }],
      ['/best', { accept: 'application/json' }],
    ] as const) {
      expect((await get(path, headers)).status, path).toBe(200);
    }
  });

  it('shows the real page again in the first window after /readyz says ready', async () => {
    readyStatus = 503;
    nextWindow();
    expect((await get('/')).status).toBe(503);
    readyStatus = 200;
    // Within the same window the answer is the one already known...
    expect((await get('/')).status).toBe(503);
    nextWindow();
    expect((await get('/')).body).toBe('<h1>next</h1>');
  });

  it('counts nothing listening on the API port as down, and an API answering oddly as up', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((r) => closed.close(r));
    const real = apiOrigin;
    try {
      apiOrigin = closedOrigin;
      nextWindow();
      expect((await get('/')).status).toBe(503);
    } finally {
      apiOrigin = real;
    }
    readyStatus = 500;
    nextWindow();
    expect((await get('/')).status).toBe(200);
  });
});
