import type { Post } from '@growday/contracts/client';
import type { PostPage } from '@growday/ui';

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

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';
const isInt = (v: unknown) => Number.isInteger(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Does `node` have the post contract's shape (packages/contracts post.ts)? Checked by hand, not with
 * the zod schema: the cache is read before the first paint of every new tab, and zod would double
 * the page's first script (issue 13). The entry was written by this extension from an API answer;
 * this only turns away an old or damaged one.
 */
function isPost(node: unknown): node is Post {
  if (!isRecord(node)) return false;
  const { source, tags } = node;
  return (
    isInt(node.id) &&
    (node.type === 'post' || node.type === 'news') &&
    [node.title, node.desc, node.url, node.href, node.createdAt].every(isString) &&
    [node.author, node.thumbnail, node.thumbnailKey].every(isStringOrNull) &&
    [node.clickCount, node.shareCount, node.bookmarkCount, node.commentCount].every(isInt) &&
    [node.viewerHasBookmarked, node.viewerHasRead, node.isBest].every((v) => typeof v === 'boolean') &&
    isRecord(source) &&
    isString(source.name) &&
    isStringOrNull(source.iconKey) &&
    Array.isArray(tags) &&
    tags.every((tag) => isRecord(tag) && isInt(tag.id) && isString(tag.name) && isStringOrNull(tag.iconKey))
  );
}

function isPostPage(page: unknown): page is PostPage {
  if (!isRecord(page) || !Array.isArray(page.edges) || !isRecord(page.pageInfo)) return false;
  const { hasNextPage, endCursor } = page.pageInfo;
  return (
    typeof hasNextPage === 'boolean' &&
    isStringOrNull(endCursor) &&
    page.edges.every((edge) => isRecord(edge) && isString(edge.cursor) && isPost(edge.node))
  );
}

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
  if (!isPostPage(page) || page.edges.length === 0) return null;
  return { savedAt, page };
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
