import type { FastifyInstance } from 'fastify';
import {
  COMMENT_LIST_CACHE_MAX_BYTES,
  COMMENT_LIST_CACHE_MAX_PAGES,
  COMMENT_LIST_CACHE_TTL_MS,
  type CommentList,
} from '@growday/contracts';
import { CACHE_NAMES, type CacheRegistry } from '../../lib/cache-registry';
import type { TtlCache } from '../../lib/ttl-cache';
import type { CommentListBase } from './comment-list-query';

/**
 * Comment pages as everyone sees them, one cache per app (the post and community comment routes
 * share it): every route whose config `invalidates` CACHE_NAMES.commentLists empties it in every
 * process before its answer leaves, so no one reads their own write stale.
 */
const perApp = new WeakMap<CacheRegistry, TtlCache<CommentListBase>>();

/**
 * The app's one cache in `perApp`, made on first use under CACHE_NAMES.commentLists. Plugins get
 * encapsulated instances; the registry (app.caches) is the app's own, so the key is the registry.
 */
function commentCacheOf<V extends object>(
  registry: WeakMap<CacheRegistry, TtlCache<V>>,
  app: FastifyInstance,
  sizeOf: (value: V) => number,
): TtlCache<V> {
  let cache = registry.get(app.caches);
  if (!cache) {
    cache = app.caches.ttl<V>(CACHE_NAMES.commentLists, {
      ttlMs: COMMENT_LIST_CACHE_TTL_MS,
      max: COMMENT_LIST_CACHE_MAX_PAGES,
      maxBytes: COMMENT_LIST_CACHE_MAX_BYTES,
      sizeOf,
    });
    registry.set(app.caches, cache);
  }
  return cache;
}

/**
 * Estimated heap bytes of a kept page, measured with --expose-gc on answers like the bench's: about
 * three bytes per character of its JSON text (the text itself, two bytes a character once it holds
 * Hangul, and the parsed objects beside it). Rows: their texts and about 300 bytes of fields each.
 */
const BYTES_PER_TEXT_CHAR = 3;
const BYTES_PER_ROW = 300;

export function commentListCache(app: FastifyInstance): TtlCache<CommentListBase> {
  return commentCacheOf(perApp, app, (base) =>
    base.rows.reduce((bytes, row) => bytes + BYTES_PER_ROW + 2 * row.text.length, 0),
  );
}

/**
 * A page's answer as a signed-out visitor gets it, kept whole: what the route sends to a visitor,
 * and what a signed-in viewer's answer is laid over (comment-list-answer.ts).
 */
export interface KeptCommentAnswer {
  /** The visitor's answer as the route sends it. */
  text: string;
  /** The same answer as the contract encoded it; never changed (a viewer's answer copies what differs). */
  list: CommentList;
  /** Every comment on the page (threads and reply previews): what the viewer statement asks about. */
  ids: number[];
  /** The writers on the page. */
  writers: Set<number>;
  /** Texts of comments hidden by reports: only their writer reads them. */
  reportHidden: Map<number, string>;
}

const answersPerApp = new WeakMap<CacheRegistry, TtlCache<KeptCommentAnswer>>();

/**
 * Finished answers beside the shared pages, under the same name (so the same writes empty both, in
 * every process): a visitor's page is the same for every visitor, so it is built, checked against
 * the contract and serialised once instead of on every request.
 */
export function keptCommentAnswerCache(app: FastifyInstance): TtlCache<KeptCommentAnswer> {
  return commentCacheOf(answersPerApp, app, (kept) => BYTES_PER_TEXT_CHAR * kept.text.length);
}
