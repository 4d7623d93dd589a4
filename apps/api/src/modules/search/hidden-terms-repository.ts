import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { searchHiddenTerms } from '../../db/schema';
import { normaliseQuery } from './search-terms';

/**
 * Terms operators keep out of popular searches and suggestions (`npm run ops -- search-terms`).
 * Stored normalised, so one entry covers every spelling that lands on the same popular query.
 */
export function createHiddenTermsRepository(db: Db, clock: Clock) {
  return {
    /** The normalised term hidden, or null when the text has no words. */
    async hide(text: string): Promise<string | null> {
      const term = await normaliseQuery(db, text);
      if (!term) return null;
      await db.insert(searchHiddenTerms).values({ term, hiddenAt: clock.now() }).onConflictDoNothing();
      return term;
    },

    /** The normalised term shown again, or null when it was not hidden. */
    async unhide(text: string): Promise<string | null> {
      const term = await normaliseQuery(db, text);
      if (!term) return null;
      const removed = await db.delete(searchHiddenTerms).where(eq(searchHiddenTerms.term, term)).returning();
      return removed.length > 0 ? term : null;
    },

    async list(): Promise<string[]> {
      const rows = await db
        .select({ term: searchHiddenTerms.term })
        .from(searchHiddenTerms)
        .orderBy(asc(searchHiddenTerms.term));
      return rows.map((r) => r.term);
    },
  };
}
