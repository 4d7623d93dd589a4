import { and, eq, sql } from 'drizzle-orm';
import {
  INGEST_BACKOFF_AFTER_FAILURES,
  INGEST_BACKOFF_BASE_MINUTES,
  INGEST_BACKOFF_MAX_MINUTES,
  INGEST_ERROR_MAX_CHARS,
  INGEST_LEASE_SECONDS,
} from '@growday/contracts';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema';
import type { SourceRow } from './sources-repository';

const MINUTE_MS = 60_000;

/**
 * Claims one due source for `owner` (docs/decisions.md, Content ingestion). A single UPDATE whose
 * subquery locks the candidate row with FOR UPDATE SKIP LOCKED: a concurrent claim skips it
 * instead of waiting, and a claim that started before this one committed re-checks the lease on
 * the new row version and passes over it. The lease then keeps the source reserved while it is
 * fetched outside any transaction; it expires after INGEST_LEASE_SECONDS if the process dies.
 *
 * Due: enabled, with a feed address, not backing off, not leased, and not fetched since
 * `fetchedBefore` (the pass's start, or earlier for a scheduled pass).
 */
export async function claimNextSource(
  db: Db,
  opts: { owner: string; now: Date; fetchedBefore: Date; onlyId?: number },
): Promise<SourceRow | undefined> {
  const now = opts.now.toISOString();
  const leaseUntil = new Date(opts.now.getTime() + INGEST_LEASE_SECONDS * 1000).toISOString();
  const only = opts.onlyId === undefined ? sql`` : sql`and s.id = ${opts.onlyId}`;
  const result: unknown = await db.execute(sql`
    update sources set lease_owner = ${opts.owner}, lease_expires_at = ${leaseUntil}
    where id = (
      select s.id from sources s
      where s.enabled and s.feed_url is not null
        and (s.next_attempt_at is null or s.next_attempt_at <= ${now})
        and (s.lease_expires_at is null or s.lease_expires_at <= ${now})
        and (s.last_fetched_at is null or s.last_fetched_at < ${opts.fetchedBefore.toISOString()})
        ${only}
      order by s.last_fetched_at asc nulls first, s.id
      limit 1
      for update skip locked
    )
    returning id`);
  // node-postgres answers { rows }, some drivers an array.
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[];
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  const [source] = await db
    .select()
    .from(sources)
    .where(eq(sources.id, Number(id)));
  return source;
}

/** Minutes a source waits after `failures` failures in a row (0 below the threshold). */
export function backoffMinutes(failures: number): number {
  if (failures < INGEST_BACKOFF_AFTER_FAILURES) return 0;
  const doublings = Math.min(failures - INGEST_BACKOFF_AFTER_FAILURES, 30);
  return Math.min(INGEST_BACKOFF_BASE_MINUTES * 2 ** doublings, INGEST_BACKOFF_MAX_MINUTES);
}

export type FetchResult =
  | { ok: true; status: number; itemsAdded: number; etag?: string | null; lastModified?: string | null }
  | { ok: false; status: number | null; error: string };

/**
 * Records a fetch's outcome and releases the lease (only if `owner` still holds it). A success
 * (304 included) clears the failure count; a failure counts one more and, from the threshold on,
 * sets the next attempt INGEST_BACKOFF_BASE_MINUTES × 2^(failures − threshold) minutes later, capped.
 */
export async function recordOutcome(db: Db, source: SourceRow, owner: string, now: Date, result: FetchResult) {
  const failures = result.ok ? 0 : source.consecutiveFailures + 1;
  const wait = backoffMinutes(failures);
  await db
    .update(sources)
    .set({
      lastFetchedAt: now,
      lastStatus: result.status,
      lastItemsAdded: result.ok ? result.itemsAdded : 0,
      lastError: result.ok ? null : result.error.slice(0, INGEST_ERROR_MAX_CHARS),
      ...(result.ok && result.etag !== undefined ? { etag: result.etag } : {}),
      ...(result.ok && result.lastModified !== undefined ? { lastModified: result.lastModified } : {}),
      consecutiveFailures: failures,
      nextAttemptAt: wait > 0 ? new Date(now.getTime() + wait * MINUTE_MS) : null,
      leaseOwner: null,
      leaseExpiresAt: null,
    })
    .where(and(eq(sources.id, source.id), eq(sources.leaseOwner, owner)));
}
