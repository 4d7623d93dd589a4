import { and, desc, eq, gte, lte, ne, notInArray, sql } from 'drizzle-orm';
import { postHref, ROUTES, type PopularItem, type SimilarFilter } from '@growday/contracts';
import type { Db } from '../../db/client';
import { executeNamed, literalLimit } from '../../db/named-statement';
import { rowsOf } from '../analytics/rows';
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
 * Posts read as candidates from each tag of the post being read: the ones added last to that tag
 * (post_tags_tag_id_idx walked backwards). A common tag is on a fixed share of all posts, so
 * counting shared tags over every post sharing one grew with the table (1.1 s at 200,000 posts);
 * this bounds the work by tags x SIMILAR_CANDIDATES_PER_TAG whatever the table's size. 40 is eight
 * times the panel's five (SIMILAR_PAGE_SIZE): each candidate costs two post look-ups and a tag
 * probe, and 100 made an uncached answer the slowest anonymous read at scale (docs/decisions.md).
 */
export const SIMILAR_CANDIDATES_PER_TAG = 40;

/**
 * SIMILAR: feed posts sharing the most tags with the post being read, then by the filter's counter,
 * then newest, among the last SIMILAR_CANDIDATES_PER_TAG feed posts of each of its tags; when fewer
 * share a tag, the most viewed (or commented) posts of the last 7 days fill the list, and all
 * earlier posts after them if the week is short too.
 */
export function createSimilarRepository(db: Db) {
  const columns = {
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
  };
  type SimilarRow = {
    [K in keyof typeof columns]: (typeof columns)[K]['_']['data'];
  };
  const metricOf = (filter: SimilarFilter) => (filter === 'comment' ? posts.commentCount : posts.clickCount);
  const isFeedPost = (now: Date) => and(eq(posts.type, 'post'), lte(posts.publishedAt, now));

  /**
   * Posts sharing a tag, best first: every row by key (each tag's candidates, then their shared
   * count). One named statement (executeNamed): built once and planned once per connection, where
   * drizzle's builder and PostgreSQL's planner cost as much as running it (docs/decisions.md, the
   * scale bench, fairer). Its columns are named as `columns` names them.
   */
  async function sharing(postId: number, filter: SimilarFilter, limit: number, now: Date) {
    const metric = filter === 'comment' ? sql.raw('p.comment_count') : sql.raw('p.click_count');
    const statement = sql`
      with own as (select tag_id from ${postTags} where post_id = ${postId}::int),
      candidates as (
        select distinct c.post_id from own
        cross join lateral (
          select pt.post_id from ${postTags} pt
          where pt.tag_id = own.tag_id and pt.post_id <> ${postId}::int
            -- A scalar subquery, so each row is checked by key as the walk goes: as a join the
            -- planner merges the tag's rows with a walk of the whole posts primary key.
            and (select ${isFeedPost(now)} from ${posts} where ${posts.id} = pt.post_id)
          order by pt.post_id desc
          limit ${literalLimit(SIMILAR_CANDIDATES_PER_TAG)}
        ) c
      )
      select p.id, p.type, p.title, p.author, s.name as "sourceName", s.icon_key as "sourceIconKey",
        p.thumbnail, p.thumbnail_key as "thumbnailKey", p.click_count as "clickCount",
        p.comment_count as "commentCount", p.bookmark_count as "bookmarkCount",
        (select count(*)::int from ${postTags} x
          where x.post_id = p.id and x.tag_id in (select tag_id from own)) as "sharedTags"
      from candidates k
      join ${posts} p on p.id = k.post_id
      join ${sources} s on s.id = p.source_id
      order by "sharedTags" desc, ${metric} desc, p.published_at desc, p.id desc
      limit ${literalLimit(limit)}`;
    const rows = rowsOf<SimilarRow & { sharedTags: number }>(await executeNamed(db, 'similar_sharing', statement));
    return rows.map((r) => ({ ...r, sharedTags: Number(r.sharedTags) }));
  }

  /** Feed posts sharing no tag (so outside `exclude`), by the filter's counter, then newest. */
  function fill(
    postId: number,
    filter: SimilarFilter,
    limit: number,
    now: Date,
    since: Date | null,
    exclude: number[],
  ) {
    return db
      .select(columns)
      .from(posts)
      .innerJoin(sources, eq(sources.id, posts.sourceId))
      .where(
        and(
          isFeedPost(now),
          ne(posts.id, postId),
          since ? gte(posts.publishedAt, since) : undefined,
          exclude.length > 0 ? notInArray(posts.id, exclude) : undefined,
        ),
      )
      .orderBy(desc(metricOf(filter)), desc(posts.publishedAt), desc(posts.id))
      .limit(limit);
  }

  async function postExists(postId: number): Promise<boolean> {
    const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).limit(1);
    return rows.length > 0;
  }

  /** null for an unknown post; its tags (post_tags references posts) prove it exists without asking. */
  async function query(postId: number, filter: SimilarFilter, limit: number, now: Date) {
    const shared = await sharing(postId, filter, limit, now);
    if (shared.length >= limit) return shared;
    if (shared.length === 0 && !(await postExists(postId))) return null;
    const exclude = shared.map((r) => r.id);
    let rest = await fill(
      postId,
      filter,
      limit - shared.length,
      now,
      hoursBefore(now, SIMILAR_FILL_WINDOW_HOURS),
      exclude,
    );
    if (shared.length + rest.length < limit)
      rest = await fill(postId, filter, limit - shared.length, now, null, exclude);
    return [...shared, ...rest.map((r) => ({ ...r, sharedTags: 0 }))];
  }

  return {
    postExists,

    /**
     * Up to `limit` rows, or null for an unknown post; the caller asks one more than it shows to
     * know whether more exist.
     */
    async listSimilar(postId: number, filter: SimilarFilter, limit: number, now: Date): Promise<PopularRow[] | null> {
      const rows = await query(postId, filter, limit, now);
      if (rows === null) return null;
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
