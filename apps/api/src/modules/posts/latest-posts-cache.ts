import { FEED_CACHE_MAX_PAGES, FEED_CACHE_TTL_MS, type Connection, type Post } from '@growday/contracts';
import type { Clock } from '../../clock';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ListLatestOptions, PostsRepository } from './posts-repository';

/**
 * The feed's pages hold no viewer state, and every visitor asks for the same first page, so each
 * page is kept for a moment (FEED_CACHE_TTL_MS). Counters may lag by at most the TTL.
 */
export function createLatestPostsCache(repo: PostsRepository, clock: Clock) {
  const cache = createTtlCache<Connection<Post>>(clock, { ttlMs: FEED_CACHE_TTL_MS, max: FEED_CACHE_MAX_PAGES });
  return {
    listLatest(opts: ListLatestOptions): Promise<Connection<Post>> {
      const key = `${opts.type ?? '*'}|${opts.first}|${opts.after ? `${opts.after.publishedAt.getTime()}:${opts.after.id}` : ''}`;
      return cache.get(key, () => repo.listLatest(opts));
    },
    clear: cache.clear,
  };
}
export type LatestPostsCache = ReturnType<typeof createLatestPostsCache>;
