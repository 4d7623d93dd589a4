import { inArray } from 'drizzle-orm';
import { FEED_CACHE_MAX_PAGES, FEED_CACHE_TTL_MS, type Connection, type Post } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { posts, postTags } from '../../db/schema';
import { createTtlCache } from '../../lib/ttl-cache';
import { createPostsRepository, type PageOptions } from '../posts/posts-repository';

const EMPTY: Connection<Post> = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

/**
 * The personalised feed: posts having any of the followed tags, each once, newest first, keyset-
 * paged like the latest feed. A page depends only on the tag set and the cursor, holds no viewer
 * state, and is kept FEED_CACHE_TTL_MS (shared by every user following the same set).
 */
export function createRecommendedPosts(db: Db, clock: Clock) {
  const { listWhere } = createPostsRepository(db);
  const cache = createTtlCache<Connection<Post>>(clock, { ttlMs: FEED_CACHE_TTL_MS, max: FEED_CACHE_MAX_PAGES });

  /** Straight from the database. The ids go in as values so the planner sees how selective they are. */
  function listForTags(tagIds: readonly number[], page: PageOptions): Promise<Connection<Post>> {
    // No followed tags means an empty feed, not a scan of every post for a match that cannot come.
    if (tagIds.length === 0) return Promise.resolve(EMPTY);
    const tagged = db
      .select({ postId: postTags.postId })
      .from(postTags)
      .where(inArray(postTags.tagId, [...tagIds]));
    return listWhere(inArray(posts.id, tagged), page);
  }

  return {
    listForTags,

    /** `tagIds` ascending, as `followedTagIds` answers them. */
    listCached(tagIds: readonly number[], page: PageOptions): Promise<Connection<Post>> {
      if (tagIds.length === 0) return Promise.resolve(EMPTY);
      const after = page.after ? `${page.after.publishedAt.getTime()}:${page.after.id}` : '';
      return cache.get(`${tagIds.join(',')}|${page.first}|${after}`, () => listForTags(tagIds, page));
    },
  };
}
export type RecommendedPosts = ReturnType<typeof createRecommendedPosts>;
