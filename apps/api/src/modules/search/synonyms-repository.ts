import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { searchTokens } from './normalize';

/** One search token, normalised as documents are (NFKC, lower case), or null when it is not exactly one. */
export function synonymTerm(text: string): string | null {
  const tokens = searchTokens(text);
  return tokens.length === 1 ? tokens[0]! : null;
}

/** The operators' synonym table (`npm run ops -- synonyms add|list|remove`). */
export function createSynonymsRepository(db: Db) {
  return {
    /** Puts `term` in the group of `canonical` (moving it if it was in another); the canonical joins too. */
    async add(term: string, canonical: string): Promise<void> {
      await db.transaction(async (tx) => {
        for (const t of new Set([canonical, term])) {
          await tx
            .insert(searchSynonyms)
            .values({ term: t, canonical })
            .onConflictDoUpdate({ target: searchSynonyms.term, set: { canonical } });
        }
      });
    },

    list(): Promise<{ term: string; canonical: string }[]> {
      return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.canonical), asc(searchSynonyms.term));
    },

    async remove(term: string): Promise<boolean> {
      const removed = await db.delete(searchSynonyms).where(eq(searchSynonyms.term, term)).returning();
      return removed.length > 0;
    },
  };
}
