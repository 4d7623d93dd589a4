import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { analyticsEvents } from '../../db/schema';
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

/** The rows as one JSON array of snake_case records, the shape json_to_recordset reads below. */
function recordsJson(rows: readonly AnalyticsRow[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      received_at: r.receivedAt.toISOString(),
      client_event_us: r.clientEventUs,
      name: r.name,
      supple_user_id: r.suppleUserId,
      user_id: r.userId ?? null,
      web_session_id: r.webSessionId,
      platform: r.platform,
      page_location: r.pageLocation,
      params: r.params,
    })),
  );
}

/**
 * One INSERT with ONE parameter, whatever the row count (docs/decisions.md, Analytics: the
 * profile). drizzle's `insert().values()` of 500 rows builds 4,500 placeholders, and building
 * them plus PGlite's encoding of each took two thirds of the API's thread while ingesting; one
 * JSON text that the database unpacks with json_to_recordset costs a JSON.stringify. Same SQL on
 * PostgreSQL, where it is also one round trip.
 */
const insertRows = (db: Db, rows: readonly AnalyticsRow[]) =>
  db.execute(sql`insert into analytics_events
    (received_at, client_event_us, name, supple_user_id, user_id, web_session_id, platform, page_location, params)
    select received_at, client_event_us, name, supple_user_id, user_id, web_session_id, platform, page_location, params
    from json_to_recordset(${recordsJson(rows)}::json) as r(
      received_at timestamptz, client_event_us bigint, name text, supple_user_id text, user_id integer,
      web_session_id uuid, platform text, page_location text, params jsonb)`);

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
        await insertRows(db, rows);
      } catch (error) {
        if (!missingPartition(error)) throw error;
        // Retention (or an operator) dropped a partition we remembered: make it again, once.
        await ensureDayPartitions(db, days);
        await insertRows(db, rows);
      }
    },
  };
}
