import { and, desc, gt, lt, notExists, sql } from 'drizzle-orm';
import {
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
import { normaliseQuery } from './search-terms';

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

  return {
    normalise,
    prune,

    /** One row per query and searcher; searching again only moves its time and typed form. */
    async log(query: string, searcher: Viewer): Promise<void> {
      const normalised = await normalise(query);
      if (!normalised) return;
      const now = clock.now();
      const display = query.trim().replace(/\s+/g, ' ');
      await db
        .insert(searchLog)
        .values({ query: normalised, display, viewerHash: searcherKey(searcher), searchedAt: now })
        .onConflictDoUpdate({ target: [searchLog.query, searchLog.viewerHash], set: { searchedAt: now, display } });
      await prune();
    },

    /**
     * The most searched queries of the window, by searchers, then alphabetically; hidden terms never.
     * Counted by normalised query (면접을, 면접 and interview are one), shown as most searchers typed it.
     */
    async top(): Promise<SearchRankingEntry[]> {
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
