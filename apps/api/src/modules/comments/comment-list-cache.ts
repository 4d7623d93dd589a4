import type { FastifyInstance } from 'fastify';
import { COMMENT_LIST_CACHE_MAX_PAGES, COMMENT_LIST_CACHE_TTL_MS } from '@growday/contracts';
import { CACHE_NAMES, type CacheRegistry } from '../../lib/cache-registry';
import type { TtlCache } from '../../lib/ttl-cache';
import type { CommentListBase } from './comment-list-query';

/**
 * Comment pages as everyone sees them, one cache per app (the post and community comment routes
 * share it): every route whose config `invalidates` CACHE_NAMES.commentLists empties it in every
 * process before its answer leaves, so no one reads their own write stale.
 */
const perApp = new WeakMap<CacheRegistry, TtlCache<CommentListBase>>();

export function commentListCache(app: FastifyInstance): TtlCache<CommentListBase> {
  // Plugins get encapsulated instances; the registry (app.caches) is the app's own, so key on it.
  let cache = perApp.get(app.caches);
  if (!cache) {
    cache = app.caches.ttl<CommentListBase>(CACHE_NAMES.commentLists, {
      ttlMs: COMMENT_LIST_CACHE_TTL_MS,
      max: COMMENT_LIST_CACHE_MAX_PAGES,
    });
    perApp.set(app.caches, cache);
  }
  return cache;
}
