import { createQueryClient, postKeys, type ApiClient, type PostPage } from '@growday/ui';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readCachedFeed, writeCachedFeed } from '../src/feed-cache';
import { persistLatestFeed, refreshLatestFeed, seedLatestFeed } from '../src/latest-feed-sync';
import { makePage, memoryStorage } from './fixtures';

const PAGE_SIZE = 20;
const key = postKeys.latest(PAGE_SIZE);

function fakeApi(result: PostPage | Error): ApiClient {
  return {
    listLatestPosts: async () => {
      if (result instanceof Error) throw result;
      return result;
    },
  } as unknown as ApiClient;
}

describe('latest feed sync', () => {
  it('seeds the query cache from storage before the first render', () => {
    const storage = memoryStorage();
    writeCachedFeed(makePage([5, 4]), storage, 1000);
    const queryClient = createQueryClient();
    const cached = seedLatestFeed(queryClient, PAGE_SIZE, storage);
    expect(cached?.page.edges).toHaveLength(2);
    expect(queryClient.getQueryData<InfiniteData<PostPage>>(key)?.pages[0]?.edges[0]?.node.id).toBe(5);
    expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBe(1000);
  });

  it('seeds nothing when storage is empty', () => {
    const queryClient = createQueryClient();
    expect(seedLatestFeed(queryClient, PAGE_SIZE, memoryStorage())).toBeNull();
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('replaces the cached page with the refreshed one and stores it', async () => {
    const storage = memoryStorage();
    writeCachedFeed(makePage([5, 4]), storage);
    const queryClient = createQueryClient();
    seedLatestFeed(queryClient, PAGE_SIZE, storage);
    persistLatestFeed(queryClient, PAGE_SIZE, storage);

    await expect(refreshLatestFeed(queryClient, fakeApi(makePage([7, 6, 5])), PAGE_SIZE, { storage })).resolves.toBe(
      'replaced',
    );
    const ids = queryClient.getQueryData<InfiniteData<PostPage>>(key)?.pages[0]?.edges.map((e) => e.node.id);
    expect(ids).toEqual([7, 6, 5]);
    expect(readCachedFeed(storage)?.page.edges.map((e) => e.node.id)).toEqual([7, 6, 5]);
  });

  it('keeps the cached feed when the refresh fails', async () => {
    const storage = memoryStorage();
    writeCachedFeed(makePage([5, 4]), storage);
    const queryClient = createQueryClient();
    seedLatestFeed(queryClient, PAGE_SIZE, storage);
    await expect(refreshLatestFeed(queryClient, fakeApi(new Error('offline')), PAGE_SIZE, { storage })).resolves.toBe(
      'failed',
    );
    expect(queryClient.getQueryData<InfiniteData<PostPage>>(key)?.pages[0]?.edges).toHaveLength(2);
    expect(queryClient.getQueryState(key)?.status).toBe('success');
    expect(readCachedFeed(storage)?.page.edges).toHaveLength(2);
  });

  it('does not shrink a feed the reader already scrolled; only storage gets the fresh page', async () => {
    const storage = memoryStorage();
    const queryClient = createQueryClient();
    queryClient.setQueryData<InfiniteData<PostPage, string | null>>(key, {
      pages: [makePage([5, 4]), makePage([3, 2])],
      pageParams: [null, 'c4'],
    });
    await expect(refreshLatestFeed(queryClient, fakeApi(makePage([6, 5])), PAGE_SIZE, { storage })).resolves.toBe(
      'stored',
    );
    expect(queryClient.getQueryData<InfiniteData<PostPage>>(key)?.pages).toHaveLength(2);
    expect(readCachedFeed(storage)?.page.edges.map((e) => e.node.id)).toEqual([6, 5]);
  });

  it('stores the first page whenever the feed query succeeds', async () => {
    const storage = memoryStorage();
    const queryClient = createQueryClient();
    const stop = persistLatestFeed(queryClient, PAGE_SIZE, storage);
    await queryClient.fetchInfiniteQuery({
      queryKey: key,
      queryFn: async () => makePage([9, 8]),
      initialPageParam: null,
    });
    expect(readCachedFeed(storage)?.page.edges.map((e) => e.node.id)).toEqual([9, 8]);
    stop();
  });
});
