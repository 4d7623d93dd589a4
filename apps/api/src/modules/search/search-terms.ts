import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { queryWords } from './normalize';

/** Each word's synonym canonical, for the words given (a word without a group is absent). */
export async function canonicalsOf(db: Db, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const links = await db
    .select({ term: searchSynonyms.term, canonical: searchSynonyms.canonical })
    .from(searchSynonyms)
    .where(inArray(searchSynonyms.term, words));
  return new Map(links.map((l) => [l.term, l.canonical]));
}

/** A text as popular searches and hidden terms hold it: its words without particles, synonyms as their canonical. */
export function normaliseWith(canonical: ReadonlyMap<string, string>, text: string): string | null {
  const words = queryWords(text);
  return words.length === 0 ? null : words.map((w) => canonical.get(w) ?? w).join(' ');
}

/** The normalised form of one query (null when it has no words). */
export async function normaliseQuery(db: Db, text: string): Promise<string | null> {
  return normaliseWith(await canonicalsOf(db, queryWords(text)), text);
}
