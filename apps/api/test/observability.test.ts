import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  METRICS_PATH,
  REQUEST_ID_HEADER,
  SLOW_QUERY_DEFAULT_MS,
  SLOW_QUERY_STATEMENT_CHARS,
  adminRefetchResultSchema,
  apiPath,
  errorEnvelopeSchema,
} from '@growday/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { runOpsCommand } from '../src/modules/ops/commands';
import { rowsOf } from '../src/modules/analytics/rows';
import { dataOf } from './helpers/comment-calls';
import { startFeedServer, type FeedServer } from './helpers/feed-server';
import { createLoggedApp, type LoggedApp } from './helpers/logged-app';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

/** docs/decisions.md, Observability: request ids, /metrics and the slow-query log. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
/** The other settings at once (apps are slow to build on a busy machine): its log is kept. */
let logged: LoggedApp;
beforeAll(async () => {
  t = await createTestApp({ env: { INGEST_ALLOW_PRIVATE: 'true' } });
  logged = await createLoggedApp({
    SLOW_QUERY_MS: '0',
    TRUST_REQUEST_ID: 'true',
    TRUST_PROXY: '10.0.0.0/8',
    METRICS_ALLOW: '10.20.0.0/16, 192.0.2.7',
  });
  // Two apps: on a busy machine building them takes longer than one hook's default.
}, 240_000);
afterAll(async () => {
  await t?.close();
  await logged?.close();
});

const scrape = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress, headers });

/** The value of one sample line of the exposition text (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('request ids', () => {
  it('every answer carries a generated id, and an error envelope names the same id', async () => {
    const ok = await t.app.inject({ method: 'GET', url: API_PATHS.healthz });
    expect(ok.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v2/no-such-route' });
    expect(missing.statusCode).toBe(404);
    const id = missing.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(UUID);
    expect(id).not.toBe(ok.headers[REQUEST_ID_HEADER]);
    expect(errorEnvelopeSchema.parse(missing.json()).error.requestId).toBe(id);
    // A 400 from validation carries it too.
    const bad = await t.app.inject({ method: 'GET', url: `${API_PATHS.latestPosts}?first=abc` });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).error.requestId).toBe(bad.headers[REQUEST_ID_HEADER]);
  });

  it('an incoming X-Request-Id is ignored unless TRUST_REQUEST_ID is on, even from a trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.healthz,
      remoteAddress: '127.0.0.1',
      headers: { [REQUEST_ID_HEADER]: 'chosen-by-client' },
    });
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });

  it('with TRUST_REQUEST_ID, a sane id from a TRUST_PROXY peer is kept; a direct client or an odd id gets a new one', async () => {
    const idFrom = async (remoteAddress: string, id: string) =>
      (
        await logged.app.inject({
          method: 'GET',
          url: '/api/v2/no-such-route',
          remoteAddress,
          headers: { [REQUEST_ID_HEADER]: id },
        })
      ).headers[REQUEST_ID_HEADER];
    expect(await idFrom('10.1.2.3', 'edge-7f3a:01')).toBe('edge-7f3a:01');
    expect(await idFrom('203.0.113.5', 'edge-7f3a:02')).toMatch(UUID);
    expect(await idFrom('127.0.0.1', 'edge-7f3a:03')).toMatch(UUID);
    expect(await idFrom('10.1.2.3', 'two words')).toMatch(UUID);
    expect(await idFrom('10.1.2.3', 'x'.repeat(129))).toMatch(UUID);
    expect(await idFrom('10.1.2.3', '<script>')).toMatch(UUID);
  });

  it("every log line of a request carries its id, the route's own lines too", async () => {
    const res = await logged.app.inject({ method: 'GET', url: `${API_PATHS.latestPosts}?first=2` });
    expect(res.statusCode).toBe(200);
    const id = res.headers[REQUEST_ID_HEADER] as string;
    const mine = logged.logs.filter((l) => l.reqId === id).map((l) => l.msg);
    // Fastify's own two lines, and the slow-query lines of the queries this request made (SLOW_QUERY_MS=0).
    expect(mine[0]).toBe('incoming request');
    expect(mine.at(-1)).toBe('request completed');
    expect(mine.filter((m) => m === 'slow query').length).toBeGreaterThan(0);
    expect(logged.logs.filter((l) => l.req !== undefined && l.reqId === undefined)).toEqual([]);
  });
});

describe('/metrics', () => {
  it('counts requests per route pattern (never the raw URL) with their latency, for a loopback scraper', async () => {
    await scrape();
    for (const id of [1, 2, 3]) {
      expect((await t.app.inject({ method: 'GET', url: apiPath('postById', { postId: id }) })).statusCode).toBe(200);
    }
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const labels = { method: 'GET', route: API_PATHS.postById, status_code: '200' };
    expect(sample(res.body, 'http_request_duration_seconds_count', labels)).toBe(3);
    expect(sample(res.body, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(sample(res.body, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(3);
    expect(res.body).not.toContain('byPostId/1"');
    // Unknown paths share one label, so a scanner cannot grow the series without bound.
    const unmatched = (text: string) =>
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' });
    const before = unmatched(res.body);
    await t.app.inject({ method: 'GET', url: '/wp-admin/x1' });
    await t.app.inject({ method: 'GET', url: '/wp-admin/x2' });
    const after = (await scrape()).body;
    expect(unmatched(after)).toBe(before + 2);
    expect(after).not.toContain('wp-admin');
  });

  it('reports query times, the pool, event-loop lag, queue depths and the API process count', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'db_query_duration_seconds_count', { operation: 'select' })).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^growday_queue_depth\{queue="analytics_buffer"\} 0$/m);
    expect(text).toMatch(/^growday_queue_depth\{queue="db_pool_waiting"\} 0$/m);
    expect(text).toMatch(/^growday_ingest_sources_due \d+$/m);
    expect(sample(text, 'growday_api_processes')).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(text).not.toMatch(/^db_pool_connections\{/m);
    }
  });

  it('counts ingestion outcomes per source: ok with its items, and failed', async () => {
    const feeds: FeedServer = await startFeedServer();
    try {
      const admin = await signIn(t.app, 'metrics_admin');
      expect(
        (await runOpsCommand(['users', 'grant-admin', 'metrics_admin'], { db: t.database.db, clock: t.clock })).ok,
      ).toBe(true);
      const add = async (name: string, feedPath: string) =>
        dataOf<{ id: number }>(
          await t.app.inject({
            method: 'POST',
            url: API_PATHS.adminSources,
            headers: { origin: t.config.webOrigin, cookie: admin },
            payload: { name, feedUrl: feeds.url(feedPath), type: 'post' },
          }),
        ).id;
      const refetch = async (id: number) =>
        adminRefetchResultSchema.parse(
          dataOf(
            await t.app.inject({
              method: 'POST',
              url: apiPath('adminSourceRefetch', { sourceId: id }),
              headers: { origin: t.config.webOrigin, cookie: admin },
            }),
          ),
        );
      const good = await add('Metrics RSS', '/rss2.xml');
      const bad = await add('Metrics Gone', '/status/404');
      const fetched = await refetch(good);
      expect(fetched.ok).toBe(true);
      expect((await refetch(bad)).ok).toBe(false);
      const text = (await scrape()).body;
      expect(sample(text, 'growday_ingest_fetches_total', { source_id: String(good), outcome: 'ok' })).toBe(1);
      expect(sample(text, 'growday_ingest_items_total', { source: 'Metrics RSS', kind: 'added' })).toBe(fetched.added);
      expect(sample(text, 'growday_ingest_fetches_total', { source_id: String(bad), outcome: 'failed' })).toBe(1);
      expect(sample(text, 'growday_ingest_fetches_total', { source_id: String(bad), outcome: 'ok' })).toBe(0);
    } finally {
      await feeds.close();
    }
  });

  it('answers a plain 404 to a client outside METRICS_ALLOW, also one a loopback proxy forwards', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-metrics' });
    for (const res of [
      await scrape('203.0.113.9'),
      await scrape('10.0.0.8'),
      // The TLS proxy on this machine passing a public client's request on: request.ip is that client.
      await scrape('127.0.0.1', { 'x-forwarded-for': '198.51.100.23' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe(
        errorEnvelopeSchema.parse(unknown.json()).error.code,
      );
    }
  });

  it('METRICS_ALLOW names the scrapers: a range lets its addresses in and keeps loopback out', async () => {
    const from = async (remoteAddress: string) =>
      (await logged.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress })).statusCode;
    expect(await from('10.20.3.4')).toBe(200);
    expect(await from('192.0.2.7')).toBe(200);
    expect(await from('::ffff:10.20.3.4')).toBe(200);
    expect(await from('10.21.0.1')).toBe(404);
    expect(await from('127.0.0.1')).toBe(404);
    // `none` closes the endpoint to everyone.
    const closed = loadConfig({ NODE_ENV: 'test', METRICS_ALLOW: 'none' });
    expect(closed.metricsAllow('127.0.0.1')).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).metricsAllow('::1')).toBe(true);
  });

  it('refuses a bad METRICS_ALLOW or SLOW_QUERY_MS at start, naming the setting', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'test', ...env });
        return [];
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
    };
    expect(problems({ METRICS_ALLOW: '10.0.0.0/33' }).join('\n')).toContain('METRICS_ALLOW');
    expect(problems({ METRICS_ALLOW: 'everyone' }).join('\n')).toContain('METRICS_ALLOW');
    expect(problems({ SLOW_QUERY_MS: '-1' }).join('\n')).toContain('SLOW_QUERY_MS');
    expect(problems({ TRUST_REQUEST_ID: 'maybe' }).join('\n')).toContain('TRUST_REQUEST_ID');
    expect(problems({ METRICS_ALLOW: 'loopback,10.0.0.0/8', SLOW_QUERY_MS: '0' })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).slowQueryMs).toBe(SLOW_QUERY_DEFAULT_MS);
  });
});

describe('slow-query log', () => {
  it('with SLOW_QUERY_MS=0 logs every query with its duration and a shortened statement, never its parameters', async () => {
    const secret = 'zqxjv-private-words';
    const res = await logged.app.inject({
      method: 'GET',
      url: `${API_PATHS.searchPosts}?query=${encodeURIComponent(secret)}`,
    });
    expect(res.statusCode).toBeLessThan(500);
    const slow = logged.logs.filter((l) => l.msg === 'slow query' && l.reqId === res.headers[REQUEST_ID_HEADER]);
    expect(slow.length).toBeGreaterThan(0);
    for (const line of slow) {
      expect(line.level).toBe(40);
      expect(typeof line.durationMs).toBe('number');
      expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
      expect(typeof line.statement).toBe('string');
      expect((line.statement as string).length).toBeLessThanOrEqual(SLOW_QUERY_STATEMENT_CHARS);
      expect(line.statement as string).not.toMatch(/\s{2,}|\n/);
    }
    expect(slow.some((l) => /^select /i.test(l.statement as string))).toBe(true);
    // The search words went to the database as a parameter, and no log line holds them.
    expect(JSON.stringify(logged.logs.filter((l) => l.msg === 'slow query'))).not.toContain('zqxjv');
  });

  it('under more concurrent requests than pool connections, each query is logged with the request that made it', async () => {
    // A post's page runs one statement (when the post is not kept yet: each id once): with every
    // connection busy, a request's query runs when another request frees one, and must still be
    // counted to its own request (db/query-timing.ts).
    const ids = rowsOf<{ id: number }>(
      await logged.database.db.execute(sql`select id from posts order by id limit 40`),
    ).map((r) => Number(r.id));
    expect(ids.length).toBeGreaterThanOrEqual(20);
    const answers = await Promise.all(
      ids.map((postId) => logged.app.inject({ method: 'GET', url: apiPath('postById', { postId }) })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const mine = logged.logs.filter((l) => l.msg === 'slow query' && l.reqId === res.headers[REQUEST_ID_HEADER]);
      expect(mine).toHaveLength(1);
    }
  });

  it('work outside a request (a pass, a sweep) is logged without a request id; /readyz on a stopped database names its id', async () => {
    await logged.database.db.execute(sql`select 1 as outside_any_request`);
    const outside = logged.logs.filter(
      (l) => l.msg === 'slow query' && /outside_any_request/.test(String(l.statement)),
    );
    expect(outside).toHaveLength(1);
    expect(outside[0]!.reqId).toBeUndefined();
    // Last: the database stops; the readiness probe's warning is the request's line.
    await logged.database.close();
    const res = await logged.app.inject({ method: 'GET', url: API_PATHS.readyz });
    expect(res.statusCode).toBe(503);
    const id = res.headers[REQUEST_ID_HEADER] as string;
    expect(errorEnvelopeSchema.parse(res.json()).error.requestId).toBe(id);
    expect(logged.logs.filter((l) => l.reqId === id).map((l) => l.msg)).toContain('database not reachable');
  });
});
