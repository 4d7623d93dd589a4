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

/** A signed-out visitor's finished comment answer, as the JSON text the route sends. */
export interface CommentAnswerText {
  text: string;
}

const answersPerApp = new WeakMap<CacheRegistry, TtlCache<CommentAnswerText>>();

/**
 * Signed-out answers as finished JSON text, under the same name as the shared pages (so the same
 * writes empty both, in every process): a visitor's page is the same for every visitor, so it is
 * built, checked against the contract and serialised once instead of on every request.
 */
export function anonymousCommentAnswerCache(app: FastifyInstance): TtlCache<CommentAnswerText> {
  let cache = answersPerApp.get(app.caches);
  if (!cache) {
    cache = app.caches.ttl<CommentAnswerText>(CACHE_NAMES.commentLists, {
      ttlMs: COMMENT_LIST_CACHE_TTL_MS,
      max: COMMENT_LIST_CACHE_MAX_PAGES,
    });
    answersPerApp.set(app.caches, cache);
  }
  return cache;
}
