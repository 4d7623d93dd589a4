import { and, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { postHref, ROUTES, type PopularItem, type SimilarFilter } from '@growday/contracts';
import type { Db } from '../../db/client';
import { posts, postTags, sources } from '../../db/schema';
import type { RankedCommunityPost } from '../best/community-posts-repository';
import { hoursBefore, SIMILAR_FILL_WINDOW_HOURS } from '../best/ranking';

export interface PopularRow {
  item: PopularItem;
  /** Tags shared with the post being read (0 for fill-up rows and community posts). */
  sharedTags: number;
}

export function communityPopularItem(p: RankedCommunityPost): PopularItem {
  return {
    id: p.id,
    kind: 'community',
    type: null,
    title: p.title,
    href: ROUTES.bestItem(p.id),
    author: p.author,
    source: null,
    thumbnail: null,
    thumbnailKey: null,
    clickCount: p.viewCount,
    commentCount: p.commentCount,
    bookmarkCount: 0,
    viewerHasRead: false,
    viewerHasBookmarked: false,
  };
}

/**
 * SIMILAR: feed posts sharing the most tags with the post being read, then by the filter's counter,
 * then newest; when fewer share a tag, the most viewed (or commented) posts of the last 7 days fill
 * the list, and all earlier posts after them if the week is short too.
 */
export function createSimilarRepository(db: Db) {
  async function query(postId: number, filter: SimilarFilter, limit: number, now: Date, since: Date | null) {
    const ownTags = db.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, postId));
    const shared = db.$with('shared').as(
      db
        .select({ postId: postTags.postId, n: sql<number>`count(*)::int`.as('n') })
        .from(postTags)
        .where(and(inArray(postTags.tagId, ownTags), ne(postTags.postId, postId)))
        .groupBy(postTags.postId),
    );
    const sharedCount = sql<number>`coalesce(${shared.n}, 0)`;
    const metric = filter === 'comment' ? posts.commentCount : posts.clickCount;
    return db
      .with(shared)
      .select({
        id: posts.id,
        type: posts.type,
        title: posts.title,
        author: posts.author,
        sourceName: sources.name,
        sourceIconKey: sources.iconKey,
        thumbnail: posts.thumbnail,
        thumbnailKey: posts.thumbnailKey,
        clickCount: posts.clickCount,
        commentCount: posts.commentCount,
        bookmarkCount: posts.bookmarkCount,
        sharedTags: sharedCount,
      })
      .from(posts)
      .innerJoin(sources, eq(sources.id, posts.sourceId))
      .leftJoin(shared, eq(shared.postId, posts.id))
      .where(
        and(
          eq(posts.type, 'post'),
          ne(posts.id, postId),
          lte(posts.publishedAt, now),
          since ? or(isNotNull(shared.postId), gte(posts.publishedAt, since)) : undefined,
        ),
      )
      .orderBy(desc(sharedCount), desc(metric), desc(posts.publishedAt), desc(posts.id))
      .limit(limit);
  }

  return {
    async postExists(postId: number): Promise<boolean> {
      const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).limit(1);
      return rows.length > 0;
    },

    /** Up to `limit` rows; the caller asks one more than it shows to know whether more exist. */
    async listSimilar(postId: number, filter: SimilarFilter, limit: number, now: Date): Promise<PopularRow[]> {
      let rows = await query(postId, filter, limit, now, hoursBefore(now, SIMILAR_FILL_WINDOW_HOURS));
      if (rows.length < limit) rows = await query(postId, filter, limit, now, null);
      return rows.map((r) => ({
        sharedTags: Number(r.sharedTags),
        item: {
          id: r.id,
          kind: 'post',
          type: r.type,
          title: r.title,
          href: postHref(r),
          author: r.author,
          source: { name: r.sourceName, iconKey: r.sourceIconKey },
          thumbnail: r.thumbnail,
          thumbnailKey: r.thumbnailKey,
          clickCount: r.clickCount,
          commentCount: r.commentCount,
          bookmarkCount: r.bookmarkCount,
          // The shared (cached) list holds no viewer; the route lays the viewer's flags over it.
          viewerHasRead: false,
          viewerHasBookmarked: false,
        },
      }));
    },
  };
}
export type SimilarRepository = ReturnType<typeof createSimilarRepository>;
