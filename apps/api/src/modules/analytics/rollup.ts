import { sql, type SQL } from 'drizzle-orm';
import {
  AD_FAILED_EVENT,
  BEST_MENU_EVENTS,
  PAGE_VIEW_EVENT,
  WEB_VITAL_BUCKET_EDGES,
  WEB_VITAL_EVENT,
  WEB_VITAL_FORM_OF_PLATFORM,
  WEB_VITAL_METRICS,
  type AnalyticsEventName,
} from '@growday/contracts';
import type { Db } from '../../db/client';
import { kstDayBounds } from './kst-day';

/** The best sections' events (COMMUNITY and BEST), counted by name and filter tab. */
const BEST_EVENTS = Object.values(BEST_MENU_EVENTS).flatMap((m) => Object.values(m));

const SEARCH_EVENT = 'supple_search' satisfies AnalyticsEventName;
/** The browsers' own ad events, counted beside the server's (the report shows both, bills by the server's). */
const AD_EVENTS = {
  impressions: 'supple_ad_impression',
  clicks: 'supple_ad_click',
  failed: AD_FAILED_EVENT,
} as const satisfies Record<string, AnalyticsEventName>;

/**
 * Each field web vital's histogram bucket (WEB_VITAL_BUCKET_EDGES; `width_bucket` gives 0 below the
 * first edge and n from the last one up), by metric.
 */
const webVitalBucket = sql`case e.params->>'metric' ${sql.join(
  WEB_VITAL_METRICS.map(
    (m) =>
      sql`when ${m} then width_bucket((e.params->>'value')::float8, array[${sql.raw(WEB_VITAL_BUCKET_EDGES[m].join(', '))}]::float8[])`,
  ),
  sql` `,
)} end`;

/** The device a value counts under, from the event's platform (WEB_VITAL_FORM_OF_PLATFORM). */
const webVitalForm = sql`case e.platform ${sql.join(
  Object.entries(WEB_VITAL_FORM_OF_PLATFORM).map(([platform, form]) => sql`when ${platform} then ${form}`),
  sql` `,
)} end`;

/**
 * The daily rollup of one KST day (docs/decisions.md, Analytics): every metric of the day is
 * replaced in one transaction, from the raw events received that day and the cash ledger, so
 * /admin/analytics and the ops report read a few hundred rows instead of scanning events.
 */
export async function rollupDay(db: Db, day: string, now: Date): Promise<void> {
  const { start, end } = kstDayBounds(day);
  const from = start.toISOString();
  const to = end.toISOString();
  const computed = now.toISOString();
  const inDay = sql`e.received_at >= ${from} and e.received_at < ${to}`;
  const metric = (name: string, select: SQL) =>
    sql`insert into analytics_daily (day, metric, key, value, extra, computed_at)
        select ${day}, ${name}, k, v, x, ${computed} from (${select}) m(k, v, x)`;
  const bestList = sql.join(
    BEST_EVENTS.map((n) => sql`${n}`),
    sql`, `,
  );

  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily where day = ${day}`);
    await tx.execute(
      metric('dau', sql`select '', count(distinct e.supple_user_id), 0 from analytics_events e where ${inDay}`),
    );
    await tx.execute(
      metric(
        'page_views',
        sql`select e.params->>'page_name', count(*), 0 from analytics_events e
            where ${inDay} and e.name = ${PAGE_VIEW_EVENT} group by 1`,
      ),
    );
    // Post clicks: events whose params carry post_id (news best rows, popular panel items).
    await tx.execute(
      metric(
        'post_clicks',
        sql`select e.params->>'post_id', count(*), 0 from analytics_events e
            where ${inDay} and (e.params->>'post_id') ~ '^[0-9]{1,9}$' group by 1`,
      ),
    );
    await tx.execute(
      metric(
        'search',
        sql`select lower(trim(e.params->>'query')), count(*),
              count(*) filter (where (e.params->>'result_count') = '0')
            from analytics_events e
            where ${inDay} and e.name = ${SEARCH_EVENT} and coalesce(trim(e.params->>'query'), '') <> '' group by 1`,
      ),
    );
    await tx.execute(
      metric(
        'best',
        sql`select e.name || ':' || coalesce(e.params->>'filter', ''), count(*), 0 from analytics_events e
            where ${inDay} and e.name in (${bestList}) group by 1`,
      ),
    );
    // Ads as the ads module counted them (one row per served ad shown or clicked), not as browsers said.
    await tx.execute(
      metric(
        'ads',
        sql`select 'impressions', count(*), 0 from ad_impressions a where a.counted_at >= ${from} and a.counted_at < ${to}
            union all
            select 'clicks', count(*), 0 from ad_clicks a where a.counted_at >= ${from} and a.counted_at < ${to}`,
      ),
    );
    // What browsers reported: lower than the server's counts where blockers or lost beacons drop
    // events, higher where a page reports a repeat the server ignores; shown for comparison only.
    await tx.execute(
      metric(
        'ads_reported',
        sql`select k.key, count(e.name), 0 from (values
              ('impressions', ${AD_EVENTS.impressions}), ('clicks', ${AD_EVENTS.clicks}), ('failed', ${AD_EVENTS.failed})
            ) k(key, name)
            join analytics_events e on e.name = k.name and ${inDay} group by k.key`,
      ),
    );
    // Field web vitals as histograms (key metric:page:form:bucket), which add up across days where
    // percentiles would not; the report reads the 75th percentile from the summed buckets.
    await tx.execute(
      metric(
        'web_vitals',
        sql`select concat_ws(':', e.params->>'metric', e.params->>'page',
              ${webVitalForm}, ${webVitalBucket}), count(*), 0
            from analytics_events e
            where ${inDay} and e.name = ${WEB_VITAL_EVENT} group by 1`,
      ),
    );
    await tx.execute(
      metric(
        'cash_paid',
        sql`select '', coalesce(sum(c.amount), 0), count(*) from cash_ledger c
            where c.created_at >= ${from} and c.created_at < ${to}`,
      ),
    );
  });
}
