import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  POPULAR_WINDOW_HOURS,
  RANKING_MAX_POSITION,
  RECOMMENDED_HISTORY_READS,
  RECOMMENDED_HISTORY_TAGS,
  RECOMMENDED_WINDOW_HOURS,
  type Connection,
  type Post,
} from '@growday/contracts';
import type { Db } from '../../db/client';
import { postReads, posts, postTags, sources } from '../../db/schema';
import { postColumns, toPost } from '../posts/posts-repository';
import { encodeRankCursor } from './rank-cursor';
import { hoursBefore, rankingScoreSql, startOfKoreanDay } from './ranking-score';

export interface RankPage {
  first: number;
  /** How many ranked posts came before this page (0 for the first). */
  position: number;
}

const EMPTY: Connection<Post> = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

/**
 * The home rankings (docs/decisions.md, "Home rankings"). Each one scores only a bounded set of
 * candidates found through the published_at index (today, or the last N hours), never the whole
 * table, then sorts them in the database and answers one page.
 */
export function createRankingsRepository(db: Db) {
  /**
   * One page of a ranking in two steps: the ids, ranked on the narrow posts rows alone, then the
   * cards of those ids only. The card columns carry a tags subquery a row; computing it for every
   * candidate before the sort would cost more than the ranking itself.
   */
  async function listRanked(
    candidates: SQL | undefined,
    order: SQL[],
    page: RankPage,
    joins: (q: ReturnType<typeof idQuery>) => ReturnType<typeof idQuery> = (q) => q,
  ): Promise<Connection<Post>> {
    const room = RANKING_MAX_POSITION - page.position;
    if (room <= 0) return EMPTY;
    const take = Math.min(page.first, room);
    const ranked = await joins(idQuery())
      .where(candidates)
      .orderBy(...order, desc(posts.id))
      .limit(take + 1)
      .offset(page.position);
    const ids = ranked.slice(0, take).map((r) => r.id);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select(postColumns)
            .from(posts)
            .innerJoin(sources, eq(sources.id, posts.sourceId))
            .where(inArray(posts.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const edges = ids.flatMap((id, i) => {
      const row = byId.get(id);
      return row ? [{ node: toPost(row), cursor: encodeRankCursor(page.position + i + 1) }] : [];
    });
    return {
      edges,
      pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: ranked.length > take },
    };
  }
  const idQuery = () => db.select({ id: posts.id }).from(posts).$dynamic();

  /** Published between `from` and now (never a post dated in the future). */
  const publishedBetween = (from: Date, now: Date) => and(gte(posts.publishedAt, from), lte(posts.publishedAt, now));

  /**
   * Tag weights of the viewer's latest reads: for each of their RECOMMENDED_HISTORY_TAGS most
   * frequent tags, the share of those reads carrying it.
   */
  async function historyTagWeights(userId: number): Promise<Map<number, number>> {
    const latest = db
      .select({ postId: postReads.postId })
      .from(postReads)
      .where(eq(postReads.userId, userId))
      .orderBy(desc(postReads.readAt), desc(postReads.postId))
      .limit(RECOMMENDED_HISTORY_READS)
      .as('latest');
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(latest);
    if (!total || total.n === 0) return new Map();
    const rows = await db
      .select({ tagId: postTags.tagId, n: sql<number>`count(*)::int` })
      .from(latest)
      .innerJoin(postTags, eq(postTags.postId, latest.postId))
      .groupBy(postTags.tagId)
      .orderBy(sql`count(*) desc`, postTags.tagId)
      .limit(RECOMMENDED_HISTORY_TAGS);
    return new Map(rows.map((r) => [r.tagId, r.n / total.n]));
  }

  return {
    /** Published since 00:00 today, Korea time, up to now; best (highest score) first. */
    listToday(now: Date, page: RankPage): Promise<Connection<Post>> {
      return listRanked(publishedBetween(startOfKoreanDay(now), now), [desc(rankingScoreSql(now))], page);
    },

    /** Published in the last POPULAR_WINDOW_HOURS; highest score first. */
    listPopular(now: Date, page: RankPage): Promise<Connection<Post>> {
      return listRanked(
        publishedBetween(hoursBefore(now, POPULAR_WINDOW_HOURS), now),
        [desc(rankingScoreSql(now))],
        page,
      );
    },

    /**
     * The signed-in viewer's recommendations: posts of the last RECOMMENDED_WINDOW_HOURS having a
     * followed tag or a tag of their latest reads. Unread before read; among each, posts with a
     * followed tag first; then score times (1 + reading-history affinity). Empty when the viewer
     * follows no tag and has read nothing (the website then asks them to choose tags).
     */
    async listRecommended(
      userId: number,
      followedTagIds: readonly number[],
      now: Date,
      page: RankPage,
    ): Promise<Connection<Post>> {
      const history = await historyTagWeights(userId);
      const tagIds = [...new Set([...followedTagIds, ...history.keys()])];
      if (tagIds.length === 0) return EMPTY;
      // Per candidate post: does it carry a followed tag, and its reading-history affinity (the sum
      // of its tags' weights). One pass over the window's post_tags rows, grouped by post.
      const followedList = followedTagIds.length > 0 ? [...followedTagIds] : [0];
      const weights = [...history.entries()];
      const weightRows =
        weights.length > 0
          ? sql.join(
              weights.map(([tagId, weight]) => sql`(${tagId}::int, ${weight}::float8)`),
              sql`, `,
            )
          : sql`(0::int, 0::float8)`;
      const from = hoursBefore(now, RECOMMENDED_WINDOW_HOURS);
      const interest = sql`(
        select pt.post_id,
               bool_or(pt.tag_id in (${sql.join(
                 followedList.map((id) => sql`${id}::int`),
                 sql`, `,
               )})) as followed,
               coalesce(sum(w.weight), 0) as affinity
        from ${postTags} pt
        join ${posts} wp on wp.id = pt.post_id
          and wp.published_at >= ${from.toISOString()}::timestamptz and wp.published_at <= ${now.toISOString()}::timestamptz
        left join (values ${weightRows}) as w(tag_id, weight) on w.tag_id = pt.tag_id
        where pt.tag_id in (${sql.join(
          tagIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})
        group by pt.post_id
      ) as interest`;
      return listRanked(
        undefined,
        [
          sql`(${postReads.postId} is not null) asc`,
          sql`interest.followed desc`,
          sql`(${rankingScoreSql(now)} * (1 + interest.affinity)) desc`,
        ],
        page,
        (q) =>
          q
            .innerJoin(interest, sql`interest.post_id = ${posts.id}`)
            .leftJoin(postReads, and(eq(postReads.userId, userId), eq(postReads.postId, posts.id))),
      );
    },
  };
}
export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
