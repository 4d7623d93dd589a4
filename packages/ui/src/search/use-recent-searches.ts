'use client';

import { RECENT_SEARCHES_STORAGE_KEY } from '@growday/contracts/client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  clearRecentSearches,
  parseRecentSearches,
  removeRecentSearch,
  saveRecentSearch,
  type RecentSearchStorage,
} from './recent-searches';

function localStore(): RecentSearchStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_SEARCHES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored string is the snapshot (stable between changes); parsing happens once per change. */
function rawSnapshot(): string | null {
  try {
    return localStore()?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export interface RecentSearches {
  /** Newest first; empty on the server render and until the browser has read its storage. */
  items: string[];
  save: (text: string) => void;
  remove: (text: string) => void;
  clear: () => void;
}

/** The browser's recent searches, shared live by every component (and tab) that shows them. */
export function useRecentSearches(): RecentSearches {
  const raw = useSyncExternalStore(subscribe, rawSnapshot, () => null);
  const items = useMemo(() => parseRecentSearches(raw), [raw]);
  const save = useCallback((text: string) => {
    saveRecentSearch(localStore(), text);
    notify();
  }, []);
  const remove = useCallback((text: string) => {
    removeRecentSearch(localStore(), text);
    notify();
  }, []);
  const clear = useCallback(() => {
    clearRecentSearches(localStore());
    notify();
  }, []);
  return { items, save, remove, clear };
}
