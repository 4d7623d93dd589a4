import { desc, gt, inArray, sql } from 'drizzle-orm';
import { SEARCH_RANKING_SIZE, SEARCH_RANKING_WINDOW_HOURS, type SearchRankingEntry } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createViewerKey, type Viewer } from '../../lib/viewer-key';
import { searchLog, searchSynonyms } from '../../db/schema';
import { queryWords } from './normalize';

/** Popular searches (docs/decisions.md, Search): the log of who searched what, and its top list. */
export function createRankingRepository(db: Db, clock: Clock, secret: string) {
  // The same keyed hash as counter_hits': the log holds no addresses.
  const searcherKey = createViewerKey(secret);

  /** The query as the list shows it: its words without particles, each synonym as its canonical. */
  async function normalise(query: string): Promise<string | null> {
    const words = queryWords(query);
    if (words.length === 0) return null;
    const links = await db
      .select({ term: searchSynonyms.term, canonical: searchSynonyms.canonical })
      .from(searchSynonyms)
      .where(inArray(searchSynonyms.term, words));
    const canonical = new Map(links.map((l) => [l.term, l.canonical]));
    return words.map((w) => canonical.get(w) ?? w).join(' ');
  }

  return {
    normalise,

    /** One row per query and searcher; searching again only moves its time. */
    async log(query: string, searcher: Viewer): Promise<void> {
      const normalised = await normalise(query);
      if (!normalised) return;
      const now = clock.now();
      await db
        .insert(searchLog)
        .values({ query: normalised, viewerHash: searcherKey(searcher), searchedAt: now })
        .onConflictDoUpdate({ target: [searchLog.query, searchLog.viewerHash], set: { searchedAt: now } });
    },

    /** The most searched queries of the window, by searchers, then alphabetically. */
    async top(): Promise<SearchRankingEntry[]> {
      const since = new Date(clock.now().getTime() - SEARCH_RANKING_WINDOW_HOURS * 3_600_000);
      const count = sql<number>`count(*)::int`;
      return db
        .select({ query: searchLog.query, count })
        .from(searchLog)
        .where(gt(searchLog.searchedAt, since))
        .groupBy(searchLog.query)
        .orderBy(desc(count), searchLog.query)
        .limit(SEARCH_RANKING_SIZE);
    },
  };
}
