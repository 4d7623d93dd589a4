import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../modules/analytics/rows';
import type { Db } from './client';

/**
 * Scheduled jobs that must run once per interval however many API processes and hosts share the
 * database (docs/decisions.md, "Scheduled jobs across processes"). Every process keeps its timer;
 * a tick runs the job only if it moves the job's row in scheduled_runs forward, in one statement
 * (INSERT .. ON CONFLICT DO UPDATE .. WHERE next_run_at <= now): PostgreSQL row-locks the row, so of
 * processes ticking at once exactly one gets the row back, and the others see the moved
 * next_run_at and skip. No lock is held while the job runs, so a crashed process blocks nothing:
 * the next due tick anywhere runs the job. PGlite (one process) takes the same path.
 */

/**
 * The claimed next run is due this share of the interval early, so the claimant's own next tick
 * (never earlier than one interval later) always finds it due, while other processes' ticks in
 * between do not: a job runs at most once per 0.9 intervals and at least once per interval while
 * any process lives. It also absorbs hosts' clocks differing by up to a tenth of the interval.
 */
export const SCHEDULED_RUN_EARLY_SHARE = 0.1;

/** This process (and app instance) as the holder a claimed row names, for operators reading the table. */
export function schedulerHolder(): string {
  return `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
}

/**
 * Claim the run of `job` due at `now`: true when this caller moved the row (and so must run the
 * job now), false when another process already ran it within the interval.
 */
export async function claimScheduledRun(
  db: Db,
  job: string,
  opts: { now: Date; intervalMs: number; holder: string },
): Promise<boolean> {
  const { now, intervalMs, holder } = opts;
  const next = new Date(now.getTime() + Math.round(intervalMs * (1 - SCHEDULED_RUN_EARLY_SHARE)));
  const result = await db.execute(sql`
    insert into scheduled_runs (job, next_run_at, last_run_at, last_holder)
    values (${job}, ${next.toISOString()}, ${now.toISOString()}, ${holder})
    on conflict (job) do update
      set next_run_at = excluded.next_run_at, last_run_at = excluded.last_run_at, last_holder = excluded.last_holder
      where scheduled_runs.next_run_at <= ${now.toISOString()}
    returning job`);
  return rowsOf<{ job: string }>(result).length === 1;
}
