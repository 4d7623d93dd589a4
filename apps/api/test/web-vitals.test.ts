import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API_PATHS,
  WEB_VITAL_BUCKET_EDGES,
  WEB_VITAL_EVENT,
  analyticsReportSchema,
  type AnalyticsEvent,
  type AnalyticsPlatform,
} from '@growday/contracts';
import { runOpsCommand } from '../src/modules/ops/commands';
import { kstDayOf } from '../src/modules/analytics/kst-day';
import { percentileOf } from '../src/modules/analytics/web-vitals-report';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
const SESSION = '6a0d3c2b-4e5f-4a1b-9c8d-7e6f5a4b3c2d';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'vitals_admin');
  expect(
    (await runOpsCommand(['users', 'grant-admin', 'vitals_admin'], { db: t.database.db, clock: t.clock })).ok,
  ).toBe(true);
});
afterAll(() => t.close());

function vital(metric: string, value: number, page: string, platform: AnalyticsPlatform = 'web'): AnalyticsEvent {
  return {
    name: WEB_VITAL_EVENT,
    supple_user_id: 'browser-vitals',
    client_event_timestamp: t.clock.now().getTime() * 1000,
    web_session_id: SESSION,
    platform,
    page_location: 'http://localhost:3000/feed/1',
    params: { metric, value, page },
  };
}

const send = (events: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.analyticsEvents,
    headers: { origin: WEB_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ events }),
  });

describe('supple_web_vital', () => {
  it('refuses an unknown metric, a value past its maximum, a negative value or an unknown page with 400 naming the param', async () => {
    const cases: [AnalyticsEvent, string][] = [
      [vital('TTI', 100, 'home'), 'events.0.params.metric'],
      [vital('LCP', 999_999, 'home'), 'events.0.params.value'],
      [vital('CLS', -0.1, 'home'), 'events.0.params.value'],
      [vital('LCP', 1200, 'settings'), 'events.0.params.page'],
      [
        { ...vital('LCP', 1200, 'home'), params: { metric: 'LCP', value: 1200, page: 'home', extra: 1 } },
        'events.0.params',
      ],
    ];
    for (const [event, field] of cases) {
      const res = await send([event]);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    expect((await send([vital('LCP', 1200, 'home')])).statusCode).toBe(202);
  });

  it('is rolled up into histograms per page and device, and the report gives the 75th percentile and the good and poor shares', async () => {
    await t.app.analytics.writer.flush();
    await t.database.db.execute(sql`delete from analytics_events`);
    const desktopLcp = [900, 1100, 1300, 1600, 1900, 2200, 2700, 4500];
    await send([
      ...desktopLcp.map((v) => vital('LCP', v, 'feed_item')),
      ...[0, 0.02, 0.3].map((v) => vital('CLS', v, 'feed_item')),
      // The app's webviews and phones report ios or aos: they count as phones.
      vital('LCP', 3000, 'feed_item', 'aos'),
      vital('LCP', 3200, 'feed_item', 'ios'),
    ]);
    await t.app.analytics.writer.flush();
    await t.app.analytics.runMaintenance();

    const res = await t.app.inject({ method: 'GET', url: API_PATHS.adminAnalytics, headers: { cookie: admin } });
    const { webVitals } = analyticsReportSchema.parse(res.json().data);
    expect(webVitals).toEqual([
      // Six of eight under 2,500 ms; one from 4,000 ms up; the sixth value ends bucket [2000, 2500).
      { metric: 'LCP', page: 'feed_item', form: 'phone', samples: 2, p75: 3375, good: 0, poor: 0 },
      { metric: 'LCP', page: 'feed_item', form: 'desktop', samples: 8, p75: 2500, good: 0.75, poor: 0.125 },
      {
        metric: 'CLS',
        page: 'feed_item',
        form: 'desktop',
        samples: 3,
        p75: expect.closeTo(0.275, 6),
        good: 2 / 3,
        poor: 1 / 3,
      },
    ]);

    // The operators' daily report in the terminal carries the same figures.
    const day = kstDayOf(t.clock.now());
    const ops = await runOpsCommand(['report', 'daily', '--date', day], { db: t.database.db, clock: t.clock });
    expect(ops.message).toContain(
      'field web vitals, 75th percentile: feed_item/phone LCP 3375 ms (2, good 0%), feed_item/desktop LCP 2500 ms (8, good 75%), feed_item/desktop CLS 0.275 (3, good 67%)',
    );
  });
});

describe('percentileOf', () => {
  const edges = WEB_VITAL_BUCKET_EDGES.LCP;
  it('reads between the edges of the bucket the share falls in', () => {
    const counts = Array.from({ length: edges.length + 1 }, () => 0);
    counts[0] = 3; // below 500
    counts[1] = 1; // 500..800
    expect(percentileOf(counts, edges)).toBe(0 + (500 * 3) / 3);
    expect(percentileOf(counts, edges, 0.5)).toBeCloseTo((500 * 2) / 3);
  });
  it('gives the lower edge in the open last bucket, and 0 without samples', () => {
    const counts = Array.from({ length: edges.length + 1 }, () => 0);
    expect(percentileOf(counts, edges)).toBe(0);
    counts[edges.length] = 5;
    expect(percentileOf(counts, edges)).toBe(edges.at(-1));
  });
});
