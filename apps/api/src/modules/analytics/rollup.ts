import { sql, type SQL } from 'drizzle-orm';
import { AD_FAILED_EVENT, BEST_MENU_EVENTS, PAGE_VIEW_EVENT, type AnalyticsEventName } from '@growday/contracts';
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
    await tx.execute(
      metric(
        'cash_paid',
        sql`select '', coalesce(sum(c.amount), 0), count(*) from cash_ledger c
            where c.created_at >= ${from} and c.created_at < ${to}`,
      ),
    );
  });
}
