import { firstPageAsInfiniteData, postKeys, type ApiClient, type PostPage, type PostPageParam } from '@growday/ui';
import { hashKey, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { readCachedFeed, writeCachedFeed, type CachedFeed, type FeedStorage } from './feed-cache';

type LatestFeedData = InfiniteData<PostPage, PostPageParam>;

/**
 * Puts the cached first page into the query cache before the first render, so the feed paints
 * from it without a request. Returns the cached entry, or null when there is none.
 */
export function seedLatestFeed(
  queryClient: QueryClient,
  pageSize: number,
  storage?: FeedStorage | null,
): CachedFeed | null {
  const cached = readCachedFeed(storage);
  if (cached) {
    queryClient.setQueryData<LatestFeedData>(postKeys.latest(pageSize), firstPageAsInfiniteData(cached.page), {
      updatedAt: cached.savedAt,
    });
  }
  return cached;
}

/** Writes the feed's first page to storage whenever the query receives new data. */
export function persistLatestFeed(queryClient: QueryClient, pageSize: number, storage?: FeedStorage | null) {
  const queryHash = hashKey(postKeys.latest(pageSize));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== queryHash) return;
    const firstPage = (event.query.state.data as LatestFeedData | undefined)?.pages[0];
    if (firstPage) writeCachedFeed(firstPage, storage);
  });
}

/**
 * Fetches the first page again behind a feed painted from the cache. Success replaces the cached
 * page (unless the reader already loaded more pages; then only storage is updated); failure is
 * silent, since the cached feed stays on screen.
 */
export async function refreshLatestFeed(
  queryClient: QueryClient,
  api: ApiClient,
  pageSize: number,
  options: { signal?: AbortSignal; storage?: FeedStorage | null } = {},
): Promise<'replaced' | 'stored' | 'failed'> {
  const queryKey = postKeys.latest(pageSize);
  let page: PostPage;
  try {
    page = await api.listLatestPosts({ first: pageSize, signal: options.signal });
  } catch {
    return 'failed';
  }
  const current = queryClient.getQueryData<LatestFeedData>(queryKey);
  if (current && current.pages.length > 1) {
    writeCachedFeed(page, options.storage);
    return 'stored';
  }
  queryClient.setQueryData<LatestFeedData>(queryKey, firstPageAsInfiniteData(page));
  return 'replaced';
}
