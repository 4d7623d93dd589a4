import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { createCacheRegistry, type CacheName, type CacheRegistry } from '../lib/cache-registry';
import { connectRedis } from '../lib/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** REDIS_URL's connection for commands (abuse limits, publishing); null without REDIS_URL. */
    redis: Redis | null;
    /** Caches a write empties in every API process (cache-registry.ts). */
    caches: CacheRegistry;
  }
  interface FastifyContextConfig {
    /**
     * The caches this state-changing route makes stale: emptied (here and, through Redis, in every
     * process) after it succeeds and before its answer leaves, so the client's next read is fresh.
     */
    invalidates?: readonly CacheName[];
  }
}

/**
 * What several API processes share (docs/decisions.md, Scale-out): with REDIS_URL, one Redis
 * connection for commands and one subscribed to cache invalidations; without it, both are absent
 * and every process keeps its own state.
 */
export const sharedStatePlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const url = opts.config.redisUrl;
    const redis = url ? connectRedis(url, app.log, 'commands') : null;
    // A connection in subscriber mode can run no other command, so invalidations get their own.
    const subscriber = url ? connectRedis(url, app.log, 'subscriber', { offlineQueue: true }) : null;
    app.decorate('redis', redis);
    app.decorate('caches', createCacheRegistry({ clock: app.clock, log: app.log, publisher: redis, subscriber }));
    app.addHook('onSend', async (request, reply, payload) => {
      const names = request.routeOptions.config.invalidates;
      if (names && reply.statusCode < 400) await app.caches.invalidate(...names);
      return payload;
    });
    app.addHook('onClose', async () => {
      // disconnect(), not quit(): a quit waits for a reply that never comes while Redis is down.
      redis?.disconnect();
      subscriber?.disconnect();
    });
  },
  { name: 'growday-shared-state' },
);
