import { FEED_CACHE_MAX_PAGES, FEED_CACHE_TTL_MS, type Connection, type Post } from '@growday/contracts';
import { CACHE_NAMES, type CacheRegistry } from '../../lib/cache-registry';
import type { ListLatestOptions, PostsRepository } from './posts-repository';

/**
 * The feed's pages hold no viewer state, and every visitor asks for the same first page, so each
 * page is kept for a moment (FEED_CACHE_TTL_MS). Counters may lag by at most the TTL; an ingest
 * pass that added posts empties it (CACHE_NAMES.postLists).
 */
export function createLatestPostsCache(repo: PostsRepository, caches: CacheRegistry) {
  const cache = caches.ttl<Connection<Post>>(CACHE_NAMES.postLists, {
    ttlMs: FEED_CACHE_TTL_MS,
    max: FEED_CACHE_MAX_PAGES,
  });
  return {
    listLatest(opts: ListLatestOptions): Promise<Connection<Post>> {
      const key = `${opts.type ?? '*'}|${opts.first}|${opts.after ? `${opts.after.publishedAt.getTime()}:${opts.after.id}` : ''}`;
      return cache.get(key, () => repo.listLatest(opts));
    },
    clear: cache.clear,
  };
}
export type LatestPostsCache = ReturnType<typeof createLatestPostsCache>;
