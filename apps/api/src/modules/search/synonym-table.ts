import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';

/** The operators' synonym table as lookups (search_synonyms; `npm run ops -- synonyms`). */
export interface SynonymTable {
  /** A term's group (its canonical). */
  canonicalOf: ReadonlyMap<string, string>;
  /** A group's terms, by canonical. */
  membersOf: ReadonlyMap<string, readonly string[]>;
}

/** One word of a query and the synonyms it stands for. */
export interface WordGroup {
  word: string;
  synonyms: string[];
}

/**
 * The whole table in one statement: operators keep it to a few hundred rows, so every search and
 * every popular-search log entry reads it from memory (the API caches it, emptied on every edit).
 */
export async function loadSynonymTable(db: Db): Promise<SynonymTable> {
  const rows = await db.select({ term: searchSynonyms.term, canonical: searchSynonyms.canonical }).from(searchSynonyms);
  const canonicalOf = new Map<string, string>();
  const membersOf = new Map<string, string[]>();
  for (const { term, canonical } of rows) {
    canonicalOf.set(term, canonical);
    membersOf.set(canonical, [...(membersOf.get(canonical) ?? []), term]);
  }
  return { canonicalOf, membersOf };
}

/**
 * Each word with the other members of its synonym groups, both ways: the group it is a term of,
 * and the group it names as canonical (even when the canonical's own row was removed).
 */
export function expandWith(table: SynonymTable, words: string[]): WordGroup[] {
  return words.map((word) => {
    const groups = new Set<string>();
    const canonical = table.canonicalOf.get(word);
    if (canonical !== undefined) groups.add(canonical);
    if (table.membersOf.has(word)) groups.add(word);
    const synonyms = new Set<string>();
    for (const group of groups) {
      for (const term of table.membersOf.get(group) ?? []) synonyms.add(term).add(group);
    }
    synonyms.delete(word);
    return { word, synonyms: [...synonyms] };
  });
}
