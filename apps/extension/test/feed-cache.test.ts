import { describe, expect, it } from 'vitest';
import { FEED_CACHE_KEY, readCachedFeed, writeCachedFeed } from '../src/feed-cache';
import { makePage, memoryStorage } from './fixtures';

describe('feed cache', () => {
  it('returns what was written, with the time it was saved', () => {
    const storage = memoryStorage();
    const page = makePage([3, 2, 1]);
    writeCachedFeed(page, storage, 1_700_000_000_000);
    expect(readCachedFeed(storage)).toEqual({ savedAt: 1_700_000_000_000, page });
  });

  it('is empty when nothing was stored or storage is missing', () => {
    expect(readCachedFeed(memoryStorage())).toBeNull();
    expect(readCachedFeed(null)).toBeNull();
  });

  it('ignores invalid JSON', () => {
    const storage = memoryStorage();
    storage.setItem(FEED_CACHE_KEY, '{"savedAt": 1, "page": ');
    expect(readCachedFeed(storage)).toBeNull();
  });

  it('ignores entries that do not match the post contract', () => {
    const storage = memoryStorage();
    const page = makePage([1]);
    const broken = { ...page, edges: [{ cursor: 'c1', node: { ...page.edges[0]!.node, title: 42 } }] };
    for (const value of [
      null,
      'text',
      [],
      { page },
      { savedAt: 'yesterday', page },
      { savedAt: 1, page: { edges: 'none' } },
      { savedAt: 1, page: broken },
      { savedAt: 1, page: makePage([]) },
    ]) {
      storage.setItem(FEED_CACHE_KEY, JSON.stringify(value));
      expect(readCachedFeed(storage)).toBeNull();
    }
  });

  it('survives a storage that throws on read or write', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readCachedFeed(throwing)).toBeNull();
    expect(() => writeCachedFeed(makePage([1]), memoryStorage({ failWrites: true }))).not.toThrow();
  });

  it('forgets the cache when the feed comes back empty', () => {
    const storage = memoryStorage();
    writeCachedFeed(makePage([1]), storage);
    writeCachedFeed(makePage([], false), storage);
    expect(storage.items.has(FEED_CACHE_KEY)).toBe(false);
  });
});
