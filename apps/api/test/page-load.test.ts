import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGE_LOAD_RECENT_MS } from '@growday/contracts';
import { pageLoadPlugin } from '../src/plugins/page-load';

/**
 * The page-load count the analytics lane yields to, on a real socket: the plugin alone on a
 * Fastify instance with a page route whose answer the test releases.
 */
let app: FastifyInstance;
let port = 0;
let release: () => void = () => {};
let arrived = 0;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.decorate('database', { poolStats: () => undefined } as unknown as FastifyInstance['database']);
  await app.register(pageLoadPlugin);
  app.route({
    method: ['GET', 'POST'],
    url: '/page',
    handler: async () => {
      arrived += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ok: true };
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const connections = () =>
  new Promise<number>((resolve, reject) => app.server.getConnections((e, n) => (e ? reject(e) : resolve(n))));

/** A page request to the route: a GET, or a POST whose JSON body the server reads whole. */
function pageRequest(method: 'GET' | 'POST', onAnswer?: (res: http.IncomingMessage) => void): http.ClientRequest {
  const body = method === 'POST' ? JSON.stringify({ liked: true }) : '';
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method,
      path: '/page',
      headers: method === 'POST' ? { 'content-type': 'application/json', 'content-length': body.length } : {},
    },
    onAnswer,
  );
  request.end(body);
  return request;
}

it.each(['GET', 'POST'] as const)(
  'a page request (%s) whose client left before its answer stops counting as page load',
  async (method) => {
    let idle = 0;
    const off = app.pageLoad.onIdle(() => (idle += 1));
    const before = arrived;
    const request = pageRequest(method);
    request.on('error', () => {});
    await expect.poll(() => arrived, { timeout: 10_000 }).toBe(before + 1);
    expect(app.pageLoad.busy()).toBe(true);
    // The reader moves on before the answer: the socket closes with the request read whole.
    request.destroy();
    await expect.poll(() => connections(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => idle, { timeout: 1_000 }).toBe(1);
    // Busy a moment longer (PAGE_LOAD_RECENT_MS), then idle: nothing stays in flight.
    await expect.poll(() => app.pageLoad.busy(), { timeout: 10 * PAGE_LOAD_RECENT_MS }).toBe(false);
    // The handler's late answer goes nowhere and counts nothing twice.
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toBe(1);
    expect(app.pageLoad.busy()).toBe(false);
    off();
  },
);

it('an answered page request is counted once, from arrival to answer', async () => {
  let idle = 0;
  const off = app.pageLoad.onIdle(() => (idle += 1));
  const answered = new Promise<number>((resolve, reject) => {
    pageRequest('POST', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
  const before = arrived;
  await expect.poll(() => arrived, { timeout: 10_000 }).toBe(before + 1);
  expect(app.pageLoad.busy()).toBe(true);
  expect(idle).toBe(0);
  release();
  expect(await answered).toBe(200);
  await expect.poll(() => idle, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => app.pageLoad.busy(), { timeout: 10 * PAGE_LOAD_RECENT_MS }).toBe(false);
  expect(idle).toBe(1);
  off();
});
