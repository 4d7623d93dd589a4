import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ANALYTICS_BUSY_RETRY_AFTER_S,
  ANALYTICS_INGEST_WAITING_MAX,
  PAGE_LOAD_RECENT_MS,
  API_PATHS,
  ERROR_CODE,
  type AnalyticsEvent,
} from '@growday/contracts';
import { createPostgresEventSink, type AnalyticsRow, type EventSink } from '../src/modules/analytics/event-sink';
import { createEventWriter } from '../src/modules/analytics/event-writer';
import { createLowPriorityLane } from '../src/modules/analytics/low-priority-lane';
import { rowsOf } from '../src/modules/analytics/rows';
import type { PageLoad } from '../src/plugins/page-load';
import { createTestApp, WEB_ORIGIN, type TestApp } from './helpers/test-app';

/**
 * The analytics write buffer and its low-priority lane (docs/decisions.md, Analytics: ingestion
 * beside page requests), on the real sink and database (PGlite here, PostgreSQL under `npm run
 * test:pg`). Rows are told apart by client_event_us.
 */
let t: TestApp;
const SESSION = '3f1c7a52-9b1e-4c55-8d2a-6f0e8b7c1a90';

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

function row(us: number): AnalyticsRow {
  return {
    receivedAt: t.clock.now(),
    clientEventUs: us,
    name: 'supple_search',
    suppleUserId: 'browser-1',
    userId: null,
    webSessionId: SESSION,
    platform: 'web',
    pageLocation: 'http://localhost:3000/search?query=react',
    params: { query: 'react', result_count: 1 },
  };
}

function event(): AnalyticsEvent {
  return {
    name: 'supple_search',
    supple_user_id: 'browser-1',
    client_event_timestamp: t.clock.now().getTime() * 1000,
    web_session_id: SESSION,
    platform: 'web',
    page_location: 'http://localhost:3000/search?query=react',
    params: { query: 'react', result_count: 1 },
  };
}

const send = () =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.analyticsEvents,
    headers: { origin: WEB_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ events: [event()] }),
  });

/** The stored rows' client_event_us, ascending. */
async function stored(): Promise<number[]> {
  const result = await t.database.db.execute(sql`select client_event_us from analytics_events order by 1`);
  return rowsOf<{ client_event_us: string | number }>(result).map((r) => Number(r.client_event_us));
}

async function clear() {
  await t.app.analytics.writer.flush(); // what earlier tests sent through the app
  await t.database.db.execute(sql`delete from analytics_events`);
}

/** The real sink, also noting each write's rows (the order the writer sent them in). */
function notingSink(): EventSink & { writes: number[][] } {
  const sink = createPostgresEventSink(t.database.db);
  const writes: number[][] = [];
  return {
    writes,
    async write(rows) {
      writes.push(rows.map((r) => r.clientEventUs));
      await sink.write(rows);
    },
  };
}

/** Page load the lane tests set by hand: busy or not, and the "last page answered" signal. */
function pageLoad(): PageLoad & { set(busy: boolean): void } {
  let busy = false;
  const listeners = new Set<() => void>();
  return {
    busy: () => busy,
    onIdle(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      busy = next;
      if (!next) for (const listener of listeners) listener();
    },
  };
}

/** Open connections to the listening test app. */
const connections = () =>
  new Promise<number>((resolve, reject) => t.app.server.getConnections((e, n) => (e ? reject(e) : resolve(n))));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('analytics write buffer', () => {
  it('writes as soon as a full batch waits, and holds a smaller one', async () => {
    await clear();
    const writer = createEventWriter(notingSink(), { batchRows: 3, intervalMs: 60_000 });
    expect(writer.enqueue([row(1), row(2), row(3)])).toBe(true);
    await expect.poll(stored, { timeout: 5_000 }).toEqual([1, 2, 3]);
    writer.enqueue([row(4)]);
    await sleep(200);
    expect(writer.pending).toBe(1);
    expect(await stored()).toEqual([1, 2, 3]);
    await writer.close();
  });

  it('writes what waits every interval', async () => {
    await clear();
    const writer = createEventWriter(notingSink(), { batchRows: 100, intervalMs: 50 });
    writer.enqueue([row(1), row(2)]);
    await expect.poll(stored, { timeout: 5_000 }).toEqual([1, 2]);
    expect(writer.pending).toBe(0);
    await writer.close();
  });

  it('writes everything it holds on close, and takes nothing after', async () => {
    await clear();
    const writer = createEventWriter(notingSink(), { batchRows: 100, intervalMs: 60_000 });
    writer.enqueue([row(1), row(2), row(3)]);
    writer.enqueue([row(4), row(5)]);
    expect(await stored()).toEqual([]);
    await writer.close();
    expect(await stored()).toEqual([1, 2, 3, 4, 5]);
    expect(writer.enqueue([row(6)])).toBe(false);
    expect(writer.pending).toBe(0);
  });

  it('refuses a batch that would pass the buffer, keeping what it holds', async () => {
    await clear();
    const dropped: number[] = [];
    const writer = createEventWriter(notingSink(), {
      batchRows: 100,
      bufferMax: 4,
      intervalMs: 60_000,
      onDrop: (rows) => dropped.push(rows),
    });
    expect(writer.enqueue([row(1), row(2), row(3)])).toBe(true);
    expect(writer.enqueue([row(4), row(5)])).toBe(false);
    expect(writer.enqueue([row(4)])).toBe(true);
    expect(dropped).toEqual([2]);
    await writer.close();
    expect(await stored()).toEqual([1, 2, 3, 4]);
  });

  it('writes in the order rows came, a batch at a time, through the lane', async () => {
    await clear();
    const sink = notingSink();
    const load = pageLoad();
    const writer = createEventWriter(sink, { batchRows: 2, intervalMs: 60_000, lane: createLowPriorityLane(load) });
    for (const us of [7, 3, 5, 1, 6]) writer.enqueue([row(us)]);
    await writer.flush();
    expect(sink.writes).toEqual([[7, 3], [5, 1], [6]]);
    expect(await stored()).toEqual([1, 3, 5, 6, 7]);
    await writer.close();
  });
});

describe('analytics low-priority lane', () => {
  it('while pages are busy, waits after a turn for its share, and goes on once the last page is answered', async () => {
    const load = pageLoad();
    const lane = createLowPriorityLane(load, { share: 0.2, maxPauseMs: 5_000 });
    load.set(true);
    const first = await lane.turn();
    expect(first).not.toBeNull();
    await sleep(100);
    first?.(); // 100 ms of work at a 20 % share: the next turn waits about 400 ms while pages are busy
    let second = false;
    const next = lane.turn()?.then((end) => {
      second = true;
      return end;
    });
    await sleep(150);
    expect(second).toBe(false);
    load.set(false);
    await expect.poll(() => second, { timeout: 100 }).toBe(true);
    (await next)?.();

    // Busy throughout: the turn comes when the pause is over, never later than maxPauseMs.
    const capped = createLowPriorityLane(load, { share: 0.01, maxPauseMs: 100 });
    load.set(true);
    (await capped.turn())?.();
    const started = performance.now();
    (await capped.turn())?.();
    expect(performance.now() - started).toBeLessThan(1_000);
    load.set(false);
  });

  it('runs one turn at a time, at once when no page is in flight, and refuses past maxWaiting', async () => {
    const load = pageLoad();
    const lane = createLowPriorityLane(load, { maxWaiting: 2 });
    const end = await lane.turn();
    const order: string[] = [];
    const a = lane.turn()?.then((done) => (order.push('a'), done));
    const b = lane.turn()?.then((done) => (order.push('b'), done));
    expect(lane.turn()).toBeNull();
    const first = lane.turn({ first: true })?.then((done) => (order.push('writer'), done));
    expect(lane.waiting).toBe(3);
    end?.();
    (await first)?.();
    (await a)?.();
    (await b)?.();
    expect(order).toEqual(['writer', 'a', 'b']);
  });

  it('withdraws a turn not granted within maxWaitMs (the batch is shed), never the writer’s, and grants the next after', async () => {
    const load = pageLoad();
    const lane = createLowPriorityLane(load, { maxWaitMs: 50 });
    const held = await lane.turn();
    const late = lane.turn();
    const writer = lane.turn({ first: true });
    expect(lane.waiting).toBe(2);
    // The held turn outlasts the wait: the batch's turn resolves null and leaves the queue.
    expect(await late).toBeNull();
    expect(lane.waiting).toBe(1);
    held?.();
    const writerTurn = await writer;
    expect(writerTurn).not.toBeNull();
    writerTurn?.();
    // Nothing stuck behind the withdrawn turn: the next one is granted at once.
    const next = await lane.turn();
    expect(next).not.toBeNull();
    next?.();
  });
});

describe('ingestEvents under load', () => {
  it('page requests count as page load, ingestEvents does not', async () => {
    let idle = 0;
    const busyWhenIdle: boolean[] = [];
    const off = t.app.pageLoad.onIdle(() => {
      idle += 1;
      busyWhenIdle.push(t.app.pageLoad.busy());
    });
    expect((await t.app.inject({ method: 'GET', url: `${API_PATHS.latestPosts}?first=1` })).statusCode).toBe(200);
    expect(idle).toBe(1);
    // Just answered: still busy for PAGE_LOAD_RECENT_MS, the gap before a client's next page request.
    expect(busyWhenIdle).toEqual([true]);
    await expect.poll(() => t.app.pageLoad.busy(), { timeout: 10 * PAGE_LOAD_RECENT_MS }).toBe(false);
    expect((await send()).statusCode).toBe(202);
    expect(idle).toBe(1);
    // An ingested batch neither counts as a page request nor makes the pages busy.
    expect(t.app.pageLoad.busy()).toBe(false);
    off();
  });

  it('refuses a batch with 503 and Retry-After when ANALYTICS_INGEST_WAITING_MAX turns wait, and answers the waiting batch after', async () => {
    await clear();
    const hold = await t.app.analytics.lane.turn({ first: true });
    const waiting = send();
    await expect.poll(() => t.app.analytics.lane.waiting, { timeout: 10_000 }).toBe(1);
    // The other waiting turns, taken directly: as many requests would pass the per-address rate limit.
    const others = Array.from({ length: ANALYTICS_INGEST_WAITING_MAX - 1 }, () => t.app.analytics.lane.turn());
    expect(t.app.analytics.lane.waiting).toBe(ANALYTICS_INGEST_WAITING_MAX);
    const refused = await send();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(ANALYTICS_BUSY_RETRY_AFTER_S));
    expect(refused.json().error.code).toBe(ERROR_CODE.unavailable);
    hold?.();
    expect((await waiting).statusCode).toBe(202);
    for (const turn of others) (await turn)?.();
    await t.app.analytics.writer.flush();
    expect(await stored()).toHaveLength(1);
  });

  it('a batch whose browser left while it waited ends its turn and is stored; the lane goes on', async () => {
    await clear();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const hold = await t.app.analytics.lane.turn({ first: true });
    const body = JSON.stringify({ events: [event()] });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: API_PATHS.analyticsEvents,
      headers: { origin: WEB_ORIGIN, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('error', () => {});
    request.end(body);
    // Received whole and waiting for its turn, when the tab closes.
    await expect.poll(() => t.app.analytics.lane.waiting, { timeout: 10_000 }).toBe(1);
    request.destroy();
    await expect.poll(() => connections(), { timeout: 10_000 }).toBe(0);
    hold?.();
    // Its turn came and ended with no answer to send: the next one is granted, not withdrawn.
    const next = await t.app.analytics.lane.turn();
    expect(next).toBeTypeOf('function');
    next?.();
    await t.app.analytics.writer.flush();
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a batch with 503 and Retry-After when the writer cannot take it, storing none of it', async () => {
    await clear();
    await t.app.analytics.writer.close();
    const res = await send();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(ANALYTICS_BUSY_RETRY_AFTER_S));
    expect(await stored()).toEqual([]);
  });
});
