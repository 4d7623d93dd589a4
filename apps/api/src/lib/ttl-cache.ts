import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

/**
 * A small TTL cache on the app clock for answers every visitor shares (feed pages, ranked lists,
 * tag lists). Concurrent misses for one key share one load. Viewer state never goes in here: it
 * is laid over the shared answer per request.
 */
export function createTtlCache<V extends object>(
  clock: Clock,
  opts: {
    ttlMs: number;
    max: number;
    /**
     * An expired answer is still served while one load replaces it in the background: for answers
     * that cost a lot to load and are asked for all the time (search), whose requests would
     * otherwise all wait on that load once per TTL. What they hold may then lag by two TTLs.
     */
    staleWhileRevalidate?: boolean;
    /**
     * A bound on memory besides `max`: the entries' estimated bytes (`sizeOf`), for caches whose
     * answers vary a lot in size (a comment page holds 1 or 20 threads); least recently used go first.
     */
    maxBytes?: number;
    sizeOf?: (value: V) => number;
  },
) {
  const { maxBytes, sizeOf } = opts;
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max: opts.max,
    ttl: opts.ttlMs,
    allowStale: opts.staleWhileRevalidate ?? false,
    perf: { now: () => clock.now().getTime() },
    // Read the clock on every check: a cached "now" would hide a test's move of the clock.
    ttlResolution: 0,
    fetchMethod: (_key, _stale, { context }) => context(),
    ...(maxBytes && sizeOf
      ? { maxSize: maxBytes, sizeCalculation: (value: V) => Math.max(1, Math.ceil(sizeOf(value))) }
      : {}),
  });
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      let failure: { error: unknown } | null = null;
      const guarded = () =>
        load().catch((error: unknown) => {
          failure = { error };
          throw error;
        });
      try {
        return (await cache.fetch(key, { context: guarded })) ?? (await load());
      } catch {
        if (failure) throw (failure as { error: unknown }).error;
        // A write emptied the cache while this load ran (lru-cache aborts the fetch with 'deleted'):
        // what it read may predate the write, so read again instead of failing the request.
        return load();
      }
    },
    clear(): void {
      cache.clear();
    },
    /** One entry (a load running for it is dropped, and its caller reads again). */
    delete(key: string): void {
      cache.delete(key);
    },
  };
}
export type TtlCache<V extends object> = ReturnType<typeof createTtlCache<V>>;
