import { LRUCache } from 'lru-cache';
import { FEED_CACHE_MAX_PAGES, FEED_CACHE_TTL_MS, type Connection, type Post } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { ListLatestOptions, PostsRepository } from './posts-repository';

/**
 * The feed's pages hold no viewer state, and every visitor asks for the same first page, so each
 * page is kept for a moment (FEED_CACHE_TTL_MS). Concurrent misses for one page share one query.
 * Counters may lag by at most the TTL; viewer state is laid over the cached page per request.
 */
export function createLatestPostsCache(repo: PostsRepository, clock: Clock) {
  const cache = new LRUCache<string, Connection<Post>, ListLatestOptions>({
    max: FEED_CACHE_MAX_PAGES,
    ttl: FEED_CACHE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
    // Read the clock on every check: a cached "now" would hide a test's move of the clock.
    ttlResolution: 0,
    fetchMethod: (_key, _stale, { context }) => repo.listLatest(context),
  });
  return {
    async listLatest(opts: ListLatestOptions): Promise<Connection<Post>> {
      const key = `${opts.type ?? '*'}|${opts.first}|${opts.after ? `${opts.after.publishedAt.getTime()}:${opts.after.id}` : ''}`;
      return (await cache.fetch(key, { context: opts })) ?? repo.listLatest(opts);
    },
    clear(): void {
      cache.clear();
    },
  };
}
export type LatestPostsCache = ReturnType<typeof createLatestPostsCache>;
