import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { ensureDayPartitions, utcDay } from './partitions';

/** One stored event: the contract's fields, the server's receive time and the session's user. */
export type AnalyticsRow = typeof analyticsEvents.$inferInsert;

/**
 * Where accepted events go. The PostgreSQL sink is the only one today; a columnar store
 * (ClickHouse) would be another implementation of this one method (docs/decisions.md says when).
 */
export interface EventSink {
  write(rows: readonly AnalyticsRow[]): Promise<void>;
}

/** "no partition of relation ... found for row" (check_violation). */
function missingPartition(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23514';
}

/** Rows into analytics_events, creating each day's partition the first time it is seen. */
export function createPostgresEventSink(db: Db): EventSink {
  const known = new Set<string>();
  return {
    async write(rows) {
      if (rows.length === 0) return;
      const days = new Set(rows.map((r) => utcDay(r.receivedAt)));
      const missing = [...days].filter((d) => !known.has(d));
      if (missing.length > 0) {
        await ensureDayPartitions(db, missing);
        for (const d of missing) known.add(d);
      }
      try {
        await db.insert(analyticsEvents).values([...rows]);
      } catch (error) {
        if (!missingPartition(error)) throw error;
        // Retention (or an operator) dropped a partition we remembered: make it again, once.
        await ensureDayPartitions(db, days);
        await db.insert(analyticsEvents).values([...rows]);
      }
    },
  };
}
