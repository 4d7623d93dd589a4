import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import {
  ANALYTICS_MAX_CLOCK_AHEAD_MS,
  ANALYTICS_MAX_CLOCK_BEHIND_MS,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  API_PATHS,
  ERROR_CODE,
  RECORDING_MAX_BYTES,
  analyticsReportSchema,
  apiPath,
  recordingEventsSchema,
  recordingListSchema,
  type AnalyticsEvent,
} from '@growday/contracts';
import { analyticsEvents, posts, sessionRecordingChunks, sessionRecordings } from '../src/db/schema';
import { listDayPartitions } from '../src/modules/analytics/partitions';
import { runOpsCommand } from '../src/modules/ops/commands';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let member: string;
const SESSION = '3f1c7a52-9b1e-4c55-8d2a-6f0e8b7c1a90';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ env: { ANALYTICS_RETENTION_DAYS: '3', SESSION_RECORDING_RETENTION_DAYS: '2' } });
  admin = await signIn(t.app, 'stats_admin');
  expect((await runOpsCommand(['users', 'grant-admin', 'stats_admin'], { db: t.database.db, clock: t.clock })).ok).toBe(
    true,
  );
  member = await signIn(t.app, 'stats_member');
});
afterAll(() => t.close());

function event(over: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    name: 'supple_search',
    supple_user_id: 'browser-1',
    client_event_timestamp: t.clock.now().getTime() * 1000 + 123,
    web_session_id: SESSION,
    platform: 'web',
    page_location: 'http://localhost:3000/search?query=react',
    params: { query: 'react', result_count: 3 },
    ...over,
  };
}

function send(body: unknown, opts: { cookie?: string; headers?: Record<string, string>; raw?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.analyticsEvents,
    headers: {
      origin: WEB_ORIGIN,
      'content-type': opts.raw === undefined ? 'application/json' : 'text/plain;charset=UTF-8',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    payload: opts.raw ?? JSON.stringify(body),
  });
}

async function storedEvents() {
  await t.app.analytics.writer.flush();
  return t.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.clientEventUs));
}

async function clearEvents() {
  await t.database.db.execute(sql`delete from analytics_events`);
}

describe('ingestEvents', () => {
  it('stores a batch with the receive time beside the client time, and the signed-in user', async () => {
    await clearEvents();
    const res = await send(
      {
        events: [event(), event({ name: 'page_view', params: { first_open: true, page_name: 'homescreen', id: '' } })],
      },
      { cookie: member },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    const rows = await storedEvents();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.receivedAt.toISOString()).toBe(t.clock.now().toISOString());
    expect(rows[0]?.clientEventUs).toBe(t.clock.now().getTime() * 1000 + 123);
    expect(rows[0]?.userId).toEqual(expect.any(Number));
    expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'supple_search']);
    expect(rows.find((r) => r.name === 'page_view')?.params).toEqual({
      first_open: true,
      page_name: 'homescreen',
      id: '',
    });
  });

  it('takes sendBeacon’s text/plain body', async () => {
    await clearEvents();
    const res = await send(undefined, { raw: JSON.stringify({ events: [event()] }) });
    expect(res.statusCode).toBe(202);
    expect(await storedEvents()).toHaveLength(1);
    const bad = await send(undefined, { raw: '{"events": [' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a batch with an unknown event, a missing field or too many events with 400, storing none of it', async () => {
    await clearEvents();
    const unknown = await send({ events: [event(), { ...event(), name: 'supple_made_up' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe(ERROR_CODE.badRequest);
    expect(unknown.json().error.field).toBe('events.1.name');
    const { web_session_id: _dropped, ...missing } = event();
    expect((await send({ events: [missing] })).json().error.field).toBe('events.0.web_session_id');
    const pageView = await send({ events: [event({ name: 'page_view', params: { page_name: 'settings', id: '' } })] });
    expect(pageView.statusCode).toBe(400);
    const tooMany = await send({ events: Array.from({ length: ANALYTICS_MAX_EVENTS_PER_BATCH + 1 }, () => event()) });
    expect(tooMany.statusCode).toBe(400);
    const longLocation = await send({ events: [event({ page_location: 'x'.repeat(101) })] });
    expect(longLocation.statusCode).toBe(400);
    expect(await storedEvents()).toHaveLength(0);
    expect(unknown.body).not.toMatch(/at .*\.ts/);
  });

  it('refuses a body over the byte limit with 413 before reading it', async () => {
    const res = await send({ events: [event({ params: { query: 'q' } })], pad: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('clamps client timestamps far in the past or the future (the written rule)', async () => {
    await clearEvents();
    const nowUs = t.clock.now().getTime() * 1000;
    await send({
      events: [
        event({ client_event_timestamp: nowUs - 3 * DAY_MS * 1000, params: { query: 'old' } }),
        event({ client_event_timestamp: nowUs + DAY_MS * 1000, params: { query: 'future' } }),
      ],
    });
    const rows = await storedEvents();
    const byQuery = new Map(rows.map((r) => [r.params.query, r.clientEventUs]));
    expect(byQuery.get('old')).toBe(nowUs - ANALYTICS_MAX_CLOCK_BEHIND_MS * 1000);
    expect(byQuery.get('future')).toBe(nowUs + ANALYTICS_MAX_CLOCK_AHEAD_MS * 1000);
  });

  it('stores nothing from a browser that sends Do Not Track or Global Privacy Control', async () => {
    await clearEvents();
    expect((await send({ events: [event()] }, { headers: { dnt: '1' } })).json()).toEqual({ accepted: 0 });
    expect((await send({ events: [event()] }, { headers: { 'sec-gpc': '1' } })).json()).toEqual({ accepted: 0 });
    expect(await storedEvents()).toHaveLength(0);
  });

  it('refuses another site’s Origin', async () => {
    const res = await send({ events: [event()] }, { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });

  it('writes day partitions as days arrive and drops those past ANALYTICS_RETENTION_DAYS', async () => {
    await send({ events: [event()] });
    await storedEvents();
    const start = t.clock.now();
    const firstDay = start.toISOString().slice(0, 10);
    expect(await listDayPartitions(t.database.db)).toContain(firstDay);
    t.clock.advance(5 * DAY_MS);
    await send({ events: [event({ client_event_timestamp: t.clock.now().getTime() * 1000 })] });
    await storedEvents();
    const result = await t.app.analytics.runMaintenance();
    expect(result.droppedDays).toContain(firstDay);
    const days = await listDayPartitions(t.database.db);
    expect(days).not.toContain(firstDay);
    expect(days).toContain(t.clock.now().toISOString().slice(0, 10));
    const rows = await storedEvents();
    expect(rows.every((r) => r.receivedAt.getTime() >= t.clock.now().getTime() - 3 * DAY_MS)).toBe(true);
    t.clock.set(start);
  });
});

const chunk = (recordingId: string, seq: number, events: unknown[], session = SESSION) => ({
  recording_id: recordingId,
  web_session_id: session,
  seq,
  events,
});

function sendChunk(body: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.analyticsRecordings,
    headers: { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body as object,
  });
}

describe('ingestRecording and /admin/recordings', () => {
  const id = '0b8f3c1e-1d2a-4e5f-8a9b-0c1d2e3f4a5b';
  const snapshot = { type: 2, timestamp: 1, data: { node: { type: 0, childNodes: [], id: 1 } } };
  const moves = Array.from({ length: 100 }, (_, i) => ({
    type: 3,
    timestamp: 2 + i,
    data: { source: 1, positions: [{ x: i, y: i, id: 1, timeOffset: 0 }] },
  }));

  it('stores chunks compressed and replays them in order to admins only', async () => {
    expect((await sendChunk(chunk(id, 1, moves.slice(50)), member)).json()).toEqual({ stored: true, cut: false });
    expect((await sendChunk(chunk(id, 0, [snapshot, ...moves.slice(0, 50)]), member)).json()).toEqual({
      stored: true,
      cut: false,
    });
    // A resent chunk is not stored twice; another session cannot write into this recording.
    expect((await sendChunk(chunk(id, 0, [snapshot]))).json()).toEqual({ stored: false, cut: false });
    expect((await sendChunk(chunk(id, 2, [snapshot], '9b8f3c1e-1d2a-4e5f-8a9b-0c1d2e3f4a5b'))).json()).toEqual({
      stored: false,
      cut: false,
    });

    const rows = await t.database.db
      .select()
      .from(sessionRecordingChunks)
      .where(eq(sessionRecordingChunks.recordingId, id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const json = gunzipSync(row.data).toString('utf8');
      expect(row.data.length).toBeLessThan(Buffer.byteLength(json));
      expect(Array.isArray(JSON.parse(json))).toBe(true);
    }

    const url = apiPath('adminRecording', { recordingId: id });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: member } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.adminRecordings, headers: { cookie: member } })).statusCode,
    ).toBe(403);
    const list = recordingListSchema.parse(
      (await t.app.inject({ method: 'GET', url: API_PATHS.adminRecordings, headers: { cookie: admin } })).json().data,
    );
    expect(list.items.find((r) => r.id === id)).toMatchObject({ chunks: 2, cut: false, userId: expect.any(Number) });
    const replay = recordingEventsSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })).json().data,
    );
    expect(replay.events).toHaveLength(101);
    expect((replay.events as { timestamp: number }[]).map((e) => e.timestamp)).toEqual([
      1,
      ...moves.map((m) => m.timestamp),
    ]);
    const missing = apiPath('adminRecording', { recordingId: '1b8f3c1e-1d2a-4e5f-8a9b-0c1d2e3f4a5b' });
    expect((await t.app.inject({ method: 'GET', url: missing, headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it('cuts a recording at RECORDING_MAX_BYTES and refuses bad chunks with 400 or 413', async () => {
    const big = '2b8f3c1e-1d2a-4e5f-8a9b-0c1d2e3f4a5b';
    const text = 'x'.repeat(480 * 1024);
    const heavy = [{ type: 5, timestamp: 1, data: { tag: 'pad', payload: text } }];
    let seq = 0;
    let answer = { stored: true, cut: false };
    while (answer.stored) {
      answer = (await sendChunk(chunk(big, seq, heavy))).json();
      seq += 1;
      expect(seq).toBeLessThan(40);
    }
    expect(answer).toEqual({ stored: false, cut: true });
    const [row] = await t.database.db.select().from(sessionRecordings).where(eq(sessionRecordings.id, big));
    expect(row?.cut).toBe(true);
    expect(row?.bytes).toBeLessThanOrEqual(RECORDING_MAX_BYTES);
    expect((await sendChunk(chunk(big, seq, [snapshot]))).json()).toEqual({ stored: false, cut: true });

    expect((await sendChunk(chunk('not-a-uuid', 0, [snapshot]))).statusCode).toBe(400);
    expect((await sendChunk(chunk(big, 0, []))).statusCode).toBe(400);
    expect((await sendChunk(chunk(big, 0, [{ timestamp: 1 }]))).statusCode).toBe(400);
    expect((await sendChunk(chunk(big, 0, [{ type: 5, timestamp: 1, data: 'y'.repeat(600 * 1024) }]))).statusCode).toBe(
      413,
    );
  });

  it('deletes recordings past SESSION_RECORDING_RETENTION_DAYS', async () => {
    const start = t.clock.now();
    const old = '3b8f3c1e-1d2a-4e5f-8a9b-0c1d2e3f4a5b';
    await sendChunk(chunk(old, 0, [snapshot]));
    t.clock.advance(3 * DAY_MS);
    const result = await t.app.analytics.runMaintenance();
    expect(result.recordingsDeleted).toBeGreaterThan(0);
    expect(await t.database.db.select().from(sessionRecordings).where(eq(sessionRecordings.id, old))).toEqual([]);
    t.clock.set(start);
  });
});

describe('/admin/analytics', () => {
  it('reports daily active users, page views, top posts, search terms with zero results, best tabs, ads (server counts, and the browsers’ ad events beside them) and cash from the rollups', async () => {
    await clearEvents();
    const [post] = await t.database.db.select({ id: posts.id, title: posts.title }).from(posts).limit(1);
    const pv = (user: string, page: 'news' | 'homescreen' | 'search', id = '') =>
      event({ supple_user_id: user, name: 'page_view', params: { first_open: false, page_name: page, id } });
    await send({
      events: [
        pv('a', 'homescreen'),
        pv('a', 'news', String(post?.id)),
        pv('b', 'homescreen'),
        pv('c', 'search', 'react'),
        event({ supple_user_id: 'a', name: 'supple_news_best_click', params: { post_id: post?.id ?? 0 } }),
        event({
          supple_user_id: 'b',
          name: 'supple_popular_item_click',
          params: { post_id: post?.id ?? 0, similar_type: 'SIMILAR' },
        }),
        event({ supple_user_id: 'c', params: { query: 'React', result_count: 0 } }),
        event({ supple_user_id: 'a', params: { query: 'react ', result_count: 4 } }),
        event({ supple_user_id: 'a', name: 'supple_community_best_tab', params: { filter: 'weekly' } }),
        event({ supple_user_id: 'b', name: 'supple_news_best_tab', params: { filter: 'weekly' } }),
        // Ad events as browsers send them; no served ad stands behind them, so the server counts none.
        ...['a', 'b'].map((user) =>
          event({
            supple_user_id: user,
            name: 'supple_ad_impression',
            params: { creative_id: 1, inventory_id: 'post-modal-bottom', group_id: 'house' },
          }),
        ),
        event({
          supple_user_id: 'a',
          name: 'supple_ad_click',
          params: { creative_id: 1, inventory_id: 'post-modal-bottom', group_id: 'house' },
        }),
        event({ supple_user_id: 'c', name: 'ad_failed', params: { message: 'empty' } }),
      ],
    });
    await t.app.analytics.writer.flush();

    // Nothing is read from raw events at page time: before the rollup the report is empty.
    const before = analyticsReportSchema.parse(
      (await t.app.inject({ method: 'GET', url: API_PATHS.adminAnalytics, headers: { cookie: admin } })).json().data,
    );
    expect(before.pageViewsByPage).toEqual([]);

    await t.app.analytics.runMaintenance();
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.adminAnalytics, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const report = analyticsReportSchema.parse(res.json().data);
    const today = report.daily.at(-1);
    expect(today?.activeUsers).toBe(3);
    expect(today?.pageViews).toBe(4);
    expect(report.pageViewsByPage).toEqual(
      expect.arrayContaining([
        { pageName: 'homescreen', views: 2 },
        { pageName: 'news', views: 1 },
        { pageName: 'search', views: 1 },
      ]),
    );
    expect(report.topPosts[0]).toEqual({ postId: post?.id, title: post?.title, clicks: 2 });
    expect(report.searchTerms).toEqual([{ term: 'react', searches: 2, zeroResults: 1, zeroResultRate: 0.5 }]);
    expect(report.bestTabs).toEqual(
      expect.arrayContaining([
        { event: 'supple_community_best_tab', tab: 'weekly', count: 1 },
        { event: 'supple_news_best_tab', tab: 'weekly', count: 1 },
      ]),
    );
    // The billed numbers come from the ads tables; the browsers' events are shown beside them only.
    expect(report.ads).toEqual({ impressions: 0, clicks: 0, ctr: 0 });
    expect(report.adsReported).toEqual({ impressions: 2, clicks: 1, failed: 1 });
    expect(report.cashPaid).toBeGreaterThanOrEqual(0);
    expect(report.computedAt).toBe(t.clock.now().toISOString());
  });

  it('takes a date range, refuses a bad one with 400, and refuses non-admins', async () => {
    const get = (query: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: `${API_PATHS.adminAnalytics}${query}`, headers: cookie ? { cookie } : {} });
    const ranged = await get('?from=2026-11-01&to=2026-11-03', admin);
    expect(ranged.json().data).toMatchObject({ from: '2026-11-01', to: '2026-11-03' });
    expect((await get('?from=2026-11-05&to=2026-11-01', admin)).statusCode).toBe(400);
    expect((await get('?from=2025-01-01&to=2026-11-01', admin)).statusCode).toBe(400);
    expect((await get('?from=yesterday', admin)).statusCode).toBe(400);
    expect((await get('', member)).statusCode).toBe(403);
    expect((await get('')).statusCode).toBe(401);
  });
});
