import { RECENT_SEARCHES_MAX, RECENT_SEARCHES_STORAGE_KEY } from '@growday/contracts/client';

/**
 * Recent searches (issue 11): kept in the browser's local storage, newest first, no duplicates,
 * at most RECENT_SEARCHES_MAX. The list operations are pure; the storage ones never throw (a
 * browser with storage turned off simply remembers nothing).
 */

export type RecentSearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Two spellings that differ only in case or surrounding space are one search (React, react). */
function sameSearch(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The list with `text` (trimmed) first: an earlier copy moves up, the oldest beyond the limit drops. */
export function withRecentSearch(list: readonly string[], text: string): string[] {
  const query = text.trim();
  if (!query) return [...list];
  return [query, ...list.filter((item) => !sameSearch(item, query))].slice(0, RECENT_SEARCHES_MAX);
}

/** The list without `text`. */
export function withoutRecentSearch(list: readonly string[], text: string): string[] {
  return list.filter((item) => !sameSearch(item, text));
}

/** Reads a stored value defensively: anything but an array of non-blank strings counts as empty. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let list: string[] = [];
  // Folded through withRecentSearch from the oldest, so a hand-edited value still obeys the rules.
  for (const item of [...value].reverse()) {
    if (typeof item === 'string') list = withRecentSearch(list, item);
  }
  return list;
}

export function readRecentSearches(storage: RecentSearchStorage | null): string[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeRecentSearches(storage: RecentSearchStorage | null, list: readonly string[]): void {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_SEARCHES_STORAGE_KEY);
    else storage?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or turned off: the search still runs, it is just not remembered.
  }
}

/** Saves a submitted search (CC-SEARCH-04) and answers the new list. */
export function saveRecentSearch(storage: RecentSearchStorage | null, text: string): string[] {
  const list = withRecentSearch(readRecentSearches(storage), text);
  writeRecentSearches(storage, list);
  return list;
}

export function removeRecentSearch(storage: RecentSearchStorage | null, text: string): string[] {
  const list = withoutRecentSearch(readRecentSearches(storage), text);
  writeRecentSearches(storage, list);
  return list;
}

export function clearRecentSearches(storage: RecentSearchStorage | null): void {
  writeRecentSearches(storage, []);
}
