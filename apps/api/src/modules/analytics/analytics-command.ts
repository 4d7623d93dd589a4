import { desc, eq } from 'drizzle-orm';
import { ANALYTICS_RETENTION_DEFAULT_DAYS, RECORDING_RETENTION_DEFAULT_DAYS } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { addDays, kstDayOf } from './kst-day';
import { runAnalyticsMaintenance } from './maintenance';
import { createRecordingsRepository } from './recordings-repository';
import { readAnalyticsReport } from './report';
import { rollupDay } from './rollup';

interface OpsResult {
  ok: boolean;
  message: string;
}

/** Most events `analytics events` prints. */
const EVENTS_PRINTED = 200;

const daysFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

/**
 * `npm run ops -- report daily [--date YYYY-MM-DD]`: the day's figures (default: yesterday, KST),
 * rolled up first so the answer is current; `analytics maintain`: one maintenance pass now;
 * `analytics events [web_session_id]`: the latest raw events as JSON lines (newest first).
 */
export async function runAnalyticsCommand(
  noun: 'report' | 'analytics',
  verb: string | undefined,
  rest: string[],
  ctx: { db: Db; clock: Clock },
  usage: string,
): Promise<OpsResult> {
  if (noun === 'report' && verb === 'daily') {
    const date =
      rest[0] === '--date' ? rest[1] : rest.length === 0 ? addDays(kstDayOf(ctx.clock.now()), -1) : undefined;
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || (rest[0] === '--date' && rest.length !== 2)) {
      return { ok: false, message: `usage: report daily [--date YYYY-MM-DD]\n${usage}` };
    }
    await rollupDay(ctx.db, date, ctx.clock.now());
    const r = await readAnalyticsReport(ctx.db, { from: date, to: date });
    const day = r.daily[0];
    const lines = [
      `report for ${date} (KST)`,
      `daily active users: ${day?.activeUsers ?? 0}`,
      `page views: ${day?.pageViews ?? 0} (${r.pageViewsByPage.map((p) => `${p.pageName} ${p.views}`).join(', ') || 'none'})`,
      `top posts: ${r.topPosts.map((p) => `#${p.postId} ${p.clicks}`).join(', ') || 'none'}`,
      `search terms: ${r.searchTerms.map((s) => `${s.term} ${s.searches} (zero ${Math.round(s.zeroResultRate * 100)}%)`).join(', ') || 'none'}`,
      `best tabs: ${r.bestTabs.map((b) => `${b.event}${b.tab ? `:${b.tab}` : ''} ${b.count}`).join(', ') || 'none'}`,
      `ads (server counts, billed): ${r.ads.impressions} impressions, ${r.ads.clicks} clicks, CTR ${(r.ads.ctr * 100).toFixed(1)}%`,
      `ads reported by browsers: ${r.adsReported.impressions} impressions, ${r.adsReported.clicks} clicks, ${r.adsReported.failed} failed`,
      `cash paid: ${r.cashPaid}`,
      `field web vitals, 75th percentile: ${
        r.webVitals
          .map(
            (v) =>
              `${v.page}/${v.form} ${v.metric} ${v.metric === 'CLS' ? v.p75.toFixed(3) : `${Math.round(v.p75)} ms`} (${v.samples}, good ${Math.round(v.good * 100)}%)`,
          )
          .join(', ') || 'none'
      }`,
    ];
    return { ok: true, message: lines.join('\n') };
  }
  if (noun === 'analytics' && verb === 'maintain' && rest.length === 0) {
    const result = await runAnalyticsMaintenance(ctx.db, ctx.clock, createRecordingsRepository(ctx.db, ctx.clock), {
      retentionDays: daysFromEnv('ANALYTICS_RETENTION_DAYS', ANALYTICS_RETENTION_DEFAULT_DAYS),
      recordingRetentionDays: daysFromEnv('SESSION_RECORDING_RETENTION_DAYS', RECORDING_RETENTION_DEFAULT_DAYS),
    });
    return {
      ok: true,
      message: `rolled up ${result.rolledUp.join(', ')}; dropped ${result.droppedDays.length} day partitions; deleted ${result.recordingsDeleted} recordings`,
    };
  }
  if (noun === 'analytics' && verb === 'events' && rest.length <= 1) {
    const query = ctx.db.select().from(analyticsEvents);
    const rows = await (rest[0] ? query.where(eq(analyticsEvents.webSessionId, rest[0])) : query)
      .orderBy(desc(analyticsEvents.receivedAt), desc(analyticsEvents.clientEventUs))
      .limit(EVENTS_PRINTED);
    return { ok: true, message: rows.map((r) => JSON.stringify(r)).join('\n') || 'no events' };
  }
  return { ok: false, message: `unknown command: ${[noun, verb, ...rest].join(' ')}\n${usage}` };
}
