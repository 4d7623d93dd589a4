import { sql } from 'drizzle-orm';
import {
  ANALYTICS_REPORT_DEFAULT_DAYS,
  ANALYTICS_REPORT_MAX_DAYS,
  ANALYTICS_REPORT_TOP,
  type AnalyticsReport,
} from '@growday/contracts';
import type { Db } from '../../db/client';
import { badRequest } from '../../plugins/error-handler';
import { addDays, kstDayOf } from './kst-day';
import { rowsOf } from './rows';
import { webVitalsOf } from './web-vitals-report';

export interface ReportRange {
  from: string;
  to: string;
}

/** The asked range, or the last ANALYTICS_REPORT_DEFAULT_DAYS KST days; at most ANALYTICS_REPORT_MAX_DAYS. */
export function reportRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): ReportRange {
  const to = query.to ?? kstDayOf(now);
  const from = query.from ?? addDays(to, -(ANALYTICS_REPORT_DEFAULT_DAYS - 1));
  if (from > to) throw badRequest('from: must not be after to', 'from');
  if (addDays(from, ANALYTICS_REPORT_MAX_DAYS - 1) < to) {
    throw badRequest(`to: a report spans at most ${ANALYTICS_REPORT_MAX_DAYS} days`, 'to');
  }
  return { from, to };
}

const num = (v: unknown): number => Number(v ?? 0);

/** The operators' numbers for a range of KST days, read from analytics_daily only. */
export async function readAnalyticsReport(db: Db, range: ReportRange): Promise<AnalyticsReport> {
  const { from, to } = range;
  const inRange = sql`d.day >= ${from} and d.day <= ${to}`;
  const sums = async (metric: string, limit?: number) =>
    rowsOf<{ key: string; value: string | number; extra: string | number }>(
      await db.execute(sql`
        select d.key, sum(d.value) as value, sum(d.extra) as extra from analytics_daily d
        where ${inRange} and d.metric = ${metric} group by d.key
        order by sum(d.value) desc, d.key ${limit === undefined ? sql`` : sql`limit ${limit}`}`),
    );

  const daily = rowsOf<{ day: string; dau: string | number; views: string | number }>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
        sum(d.value) filter (where d.metric = 'dau') as dau,
        sum(d.value) filter (where d.metric = 'page_views') as views
      from analytics_daily d where ${inRange} group by d.day order by d.day`),
  );
  const [stamp] = rowsOf<{ at: Date | string | null }>(
    await db.execute(sql`select max(d.computed_at) as at from analytics_daily d where ${inRange}`),
  );
  const topPosts = rowsOf<{ key: string; value: string | number; title: string | null }>(
    await db.execute(sql`
      select t.key, t.value, p.title from (
        select d.key, sum(d.value) as value from analytics_daily d
        where ${inRange} and d.metric = 'post_clicks' group by d.key
        order by sum(d.value) desc, d.key limit ${ANALYTICS_REPORT_TOP}
      ) t left join posts p on p.id = t.key::int
      order by t.value desc, t.key`),
  );
  const ads = new Map((await sums('ads')).map((r) => [r.key, num(r.value)]));
  const impressions = ads.get('impressions') ?? 0;
  const clicks = ads.get('clicks') ?? 0;
  const reported = new Map((await sums('ads_reported')).map((r) => [r.key, num(r.value)]));
  const [cash] = await sums('cash_paid');

  return {
    from,
    to,
    computedAt: stamp?.at ? new Date(stamp.at).toISOString() : null,
    daily: daily.map((r) => ({ day: r.day, activeUsers: num(r.dau), pageViews: num(r.views) })),
    pageViewsByPage: (await sums('page_views')).map((r) => ({ pageName: r.key, views: num(r.value) })),
    topPosts: topPosts.map((r) => ({ postId: Number(r.key), title: r.title, clicks: num(r.value) })),
    searchTerms: (await sums('search', ANALYTICS_REPORT_TOP)).map((r) => ({
      term: r.key,
      searches: num(r.value),
      zeroResults: num(r.extra),
      zeroResultRate: num(r.value) === 0 ? 0 : num(r.extra) / num(r.value),
    })),
    bestTabs: (await sums('best')).map((r) => {
      const [event = '', tab = ''] = r.key.split(':');
      return { event, tab, count: num(r.value) };
    }),
    ads: { impressions, clicks, ctr: impressions === 0 ? 0 : clicks / impressions },
    adsReported: {
      impressions: reported.get('impressions') ?? 0,
      clicks: reported.get('clicks') ?? 0,
      failed: reported.get('failed') ?? 0,
    },
    cashPaid: num(cash?.value),
    webVitals: webVitalsOf((await sums('web_vitals')).map((r) => ({ key: r.key, value: num(r.value) }))),
  };
}
