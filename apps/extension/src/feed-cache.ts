import { connectionSchema, postSchema } from '@growday/contracts';
import type { PostPage } from '@growday/ui';
import './zod-jitless';

/**
 * The last first page of the home feed, kept in localStorage so a new tab paints at once.
 * The version in the key changes when the stored shape does; an entry that does not match the
 * current post contract is ignored as if absent.
 */
export const FEED_CACHE_KEY = 'growday:new-tab:latest-posts:v1';

export interface CachedFeed {
  /** When the page was fetched (ms since the epoch). */
  savedAt: number;
  page: PostPage;
}

/** The part of `Storage` the cache uses (a fake in tests). */
export type FeedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const postPageSchema = connectionSchema(postSchema);

/** localStorage, or null where it is missing or blocked. */
export function browserStorage(): FeedStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readCachedFeed(storage: FeedStorage | null = browserStorage()): CachedFeed | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(FEED_CACHE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { savedAt, page } = value as { savedAt?: unknown; page?: unknown };
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  const parsed = postPageSchema.safeParse(page);
  if (!parsed.success || parsed.data.edges.length === 0) return null;
  return { savedAt, page: parsed.data };
}

/** Keeps `page` for the next tab; a full or blocked storage only costs the next instant paint. */
export function writeCachedFeed(
  page: PostPage,
  storage: FeedStorage | null = browserStorage(),
  now: number = Date.now(),
): void {
  if (!storage) return;
  try {
    if (page.edges.length === 0) storage.removeItem(FEED_CACHE_KEY);
    else storage.setItem(FEED_CACHE_KEY, JSON.stringify({ savedAt: now, page } satisfies CachedFeed));
  } catch {
    // Quota exceeded or storage disabled: nothing to do.
  }
}
