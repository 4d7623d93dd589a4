import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { createTtlCache, type TtlCache } from './ttl-cache';

/** Caches a write empties by name; each names what its answers are made of. */
export const CACHE_NAMES = {
  tags: 'tags',
  tagGroups: 'tag-groups',
  /** Each target's shared comment page (comments, replies, reactions, moderation, writers' names). */
  commentLists: 'comment-lists',
  /**
   * Pages every visitor shares of the newest-first post lists (the latest feed, posts by tag).
   * An ingest pass that added or changed posts empties them; counters lag by their TTL.
   */
  postLists: 'post-lists',
  /** The search synonym table (`npm run ops -- synonyms add|remove`). */
  searchSynonyms: 'search-synonyms',
  /** Resolved sessions (token hash -> user id and role): logout and session replacement empty it. */
  sessions: 'sessions',
  /**
   * Single posts by id (POST_CACHE_MAX_ENTRIES): a write to one post's counters forgets that post
   * (`forget`); an ingest pass that added or changed posts empties it with the lists.
   */
  posts: 'posts',
  /** Each signed-in viewer's followed tag ids (keyed by user id): saving My Feed forgets the viewer's. */
  followedTags: 'followed-tags',
  /**
   * Each signed-in viewer's recommended pages with their flags laid over (keyed by user id): the
   * viewer's bookmark, read, not-interested and My Feed writes forget the viewer's entry.
   */
  recommendations: 'recommendations',
} as const;
export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];

/** The channel on which API processes tell each other which caches a write made stale. */
export const CACHE_INVALIDATION_CHANNEL = 'gd:cache-invalidate';

interface Invalidation {
  from: string;
  names: CacheName[];
  /** Single entries to drop: a cache's name and the keys. */
  entries?: { name: CacheName; keys: string[] };
}

interface Registered {
  clear(): void;
  delete(key: string): void;
}

/**
 * TTL caches that a write can empty in every API process: `invalidate` clears them here and
 * publishes the names on CACHE_INVALIDATION_CHANNEL, and every other process clears its own on
 * receipt (milliseconds; docs/decisions.md, Scale-out). Without Redis, or while it is down, the
 * other processes catch up when their entries expire (the cache's TTL).
 */
export function createCacheRegistry(opts: {
  clock: Clock;
  log: FastifyBaseLogger;
  publisher: Redis | null;
  subscriber: Redis | null;
}) {
  const self = randomUUID();
  const byName = new Map<CacheName, Registered[]>();
  const clearLocal = (names: readonly CacheName[]) => {
    for (const name of names) for (const cache of byName.get(name) ?? []) cache.clear();
  };
  const deleteLocal = (name: CacheName, keys: readonly string[]) => {
    for (const cache of byName.get(name) ?? []) for (const key of keys) cache.delete(key);
  };
  const publish = async (message: Invalidation) => {
    if (!opts.publisher || opts.publisher.status !== 'ready') return;
    await opts.publisher.publish(CACHE_INVALIDATION_CHANNEL, JSON.stringify(message)).catch(() => 0);
  };

  if (opts.subscriber) {
    const subscriber = opts.subscriber;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CACHE_INVALIDATION_CHANNEL) return;
      try {
        const parsed = JSON.parse(message) as Invalidation;
        if (parsed.from === self) return;
        if (Array.isArray(parsed.names)) clearLocal(parsed.names);
        const entries = parsed.entries;
        if (entries && Array.isArray(entries.keys)) deleteLocal(entries.name, entries.keys.map(String));
      } catch {
        opts.log.warn('cache invalidation message that is not JSON ignored');
      }
    });
    // A subscription made while Redis is down is sent on connect, and ioredis renews it on reconnect.
    subscriber.subscribe(CACHE_INVALIDATION_CHANNEL).catch(() => {});
    // Messages published while this connection was down are lost (pub/sub keeps none): what was
    // kept meanwhile may be stale, so everything goes when it is back instead of waiting for TTLs.
    subscriber.on('ready', () => clearLocal([...byName.keys()]));
  }

  return {
    /** A TTL cache (createTtlCache) that `invalidate(name)` empties in every process. */
    ttl<V extends object>(
      name: CacheName,
      cacheOpts: { ttlMs: number; max: number; maxBytes?: number; sizeOf?: (value: V) => number },
    ): TtlCache<V> {
      const cache = createTtlCache<V>(opts.clock, cacheOpts);
      byName.set(name, [...(byName.get(name) ?? []), cache]);
      return cache;
    },
    /** After a write: the named caches are emptied here at once and in the other processes on receipt. */
    async invalidate(...names: CacheName[]): Promise<void> {
      clearLocal(names);
      await publish({ from: self, names });
    },
    /**
     * After a write to a few entries of a cache keyed by what was written (one post): those keys
     * are dropped here at once and in the other processes on receipt, the rest of the cache stays.
     */
    async forget(name: CacheName, ...keys: string[]): Promise<void> {
      deleteLocal(name, keys);
      await publish({ from: self, names: [], entries: { name, keys } });
    },
  };
}
export type CacheRegistry = ReturnType<typeof createCacheRegistry>;

/** What a command needs to make caches stale: the registry in the API, a publisher elsewhere. */
export interface CacheInvalidator {
  invalidate(...names: CacheName[]): Promise<void>;
}

/**
 * For a process that holds none of the caches (`npm run ops` writing to PostgreSQL directly): the
 * names go to every API process over REDIS_URL, on a connection opened for the message. Without
 * Redis, or when it does not answer, the API processes catch up when their entries expire.
 */
export function publishingInvalidator(redisUrl: string): CacheInvalidator {
  return {
    async invalidate(...names) {
      const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
      redis.on('error', () => {});
      try {
        await redis.connect();
        const message: Invalidation = { from: 'ops', names };
        await redis.publish(CACHE_INVALIDATION_CHANNEL, JSON.stringify(message));
      } catch {
        // The TTL bounds the lag (see above).
      } finally {
        redis.disconnect();
      }
    },
  };
}
