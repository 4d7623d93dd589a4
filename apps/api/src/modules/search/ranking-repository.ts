import { and, desc, gt, lt, notExists, sql } from 'drizzle-orm';
import {
  SEARCH_LOG_BATCH_MAX,
  SEARCH_LOG_FLUSH_MS,
  SEARCH_LOG_PRUNE_INTERVAL_MS,
  SEARCH_LOG_RETENTION_DAYS,
  SEARCH_RANKING_SIZE,
  SEARCH_RANKING_WINDOW_HOURS,
  type SearchRankingEntry,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createViewerKey, type Viewer } from '../../lib/viewer-key';
import { searchHiddenTerms, searchLog } from '../../db/schema';
import { normaliseQuery, normaliseWith } from './search-terms';
import type { SynonymTable } from './synonym-table';

type SearchLogRow = typeof searchLog.$inferInsert;

/**
 * A normalised query's most common typed form, for lists people read (rows older than the display
 * column have none: the normalised form then).
 */
export const typedForm = sql<string>`coalesce(mode() within group (order by ${searchLog.display}), ${searchLog.query})`;

/** Popular searches (docs/decisions.md, Search): the log of who searched what, and its top list. */
export function createRankingRepository(db: Db, clock: Clock, secret: string) {
  // The same keyed hash as counter_hits': the log holds no addresses.
  const searcherKey = createViewerKey(secret);
  /** When this process last deleted expired rows (app clock, ms); 0: never. */
  let prunedAt = 0;

  /** The query as the list shows it: its words without particles, each synonym as its canonical. */
  const normalise = (query: string): Promise<string | null> => normaliseQuery(db, query);

  /** Rows older than SEARCH_LOG_RETENTION_DAYS go; at most once per SEARCH_LOG_PRUNE_INTERVAL_MS. */
  async function prune(): Promise<number> {
    const now = clock.now().getTime();
    if (prunedAt !== 0 && now - prunedAt < SEARCH_LOG_PRUNE_INTERVAL_MS) return 0;
    prunedAt = now;
    const before = new Date(now - SEARCH_LOG_RETENTION_DAYS * 86_400_000);
    const deleted = await db
      .delete(searchLog)
      .where(lt(searchLog.searchedAt, before))
      .returning({ q: searchLog.query });
    return deleted.length;
  }

  /** Searches not yet written, by normalised query and searcher. */
  const pending = new Map<string, SearchLogRow>();
  let timer: NodeJS.Timeout | undefined;
  /** The write in progress: batches go one after another, so a searcher's later search wins. */
  let writing: Promise<void> = Promise.resolve();

  async function write(rows: SearchLogRow[]): Promise<void> {
    try {
      await db
        .insert(searchLog)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchLog.query, searchLog.viewerHash],
          set: { searchedAt: sql`excluded.searched_at`, display: sql`excluded.display` },
        });
    } catch (error) {
      // Kept for the next batch unless a newer search of the same searcher replaced them meanwhile.
      for (const row of rows) {
        const key = `${row.query}\n${row.viewerHash}`;
        if (!pending.has(key) && pending.size < SEARCH_LOG_BATCH_MAX) pending.set(key, row);
      }
      schedule();
      throw error;
    }
    await prune();
  }

  /** Writes the pending searches now (before the list is read, and when the API closes). */
  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return writing.catch(() => {});
    // In key order: two processes' batches then lock shared rows in the same order (no deadlock).
    const rows = [...pending.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    pending.clear();
    writing = writing.catch(() => {}).then(() => write(rows));
    return writing;
  }

  /** A flush within SEARCH_LOG_FLUSH_MS (a failed one leaves its rows for the next). */
  function schedule(): void {
    timer ??= setTimeout(() => void flush().catch(() => {}), SEARCH_LOG_FLUSH_MS).unref();
  }

  return {
    normalise,
    prune,

    /**
     * One row per query and searcher; searching again only moves its time and typed form. Kept in
     * memory and written in batches (flush): one statement per SEARCH_LOG_FLUSH_MS or
     * SEARCH_LOG_BATCH_MAX searches instead of one per search. A searcher's repeats in a batch are
     * one entry (the last), and the table's key (query, searcher) still counts them once across
     * batches and processes.
     */
    log(query: string, searcher: Viewer, synonyms: SynonymTable): void {
      const normalised = normaliseWith(synonyms.canonicalOf, query);
      if (!normalised) return;
      const viewerHash = searcherKey(searcher);
      const display = query.trim().replace(/\s+/g, ' ');
      pending.set(`${normalised}\n${viewerHash}`, { query: normalised, display, viewerHash, searchedAt: clock.now() });
      if (pending.size >= SEARCH_LOG_BATCH_MAX) void flush().catch(() => {});
      else schedule();
    },

    flush,

    /**
     * The most searched queries of the window, by searchers, then alphabetically; hidden terms never.
     * Counted by normalised query (면접을, 면접 and interview are one), shown as most searchers typed it.
     */
    async top(): Promise<SearchRankingEntry[]> {
      await flush();
      await prune();
      const since = new Date(clock.now().getTime() - SEARCH_RANKING_WINDOW_HOURS * 3_600_000);
      const count = sql<number>`count(*)::int`;
      return db
        .select({ query: typedForm, count })
        .from(searchLog)
        .where(
          and(
            gt(searchLog.searchedAt, since),
            notExists(
              db
                .select({ term: searchHiddenTerms.term })
                .from(searchHiddenTerms)
                .where(sql`${searchHiddenTerms.term} = ${searchLog.query}`),
            ),
          ),
        )
        .groupBy(searchLog.query)
        .orderBy(desc(count), searchLog.query)
        .limit(SEARCH_RANKING_SIZE);
    },
  };
}
