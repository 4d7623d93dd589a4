import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  POPULAR_WINDOW_HOURS,
  RANKING_MAX_POSITION,
  RECOMMENDED_HISTORY_READS,
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
  async function listRanked(where: SQL | undefined, order: SQL[], page: RankPage): Promise<Connection<Post>> {
    const room = RANKING_MAX_POSITION - page.position;
    if (room <= 0) return EMPTY;
    const take = Math.min(page.first, room);
    const rows = await db
      .select(postColumns)
      .from(posts)
      .innerJoin(sources, eq(sources.id, posts.sourceId))
      .where(where)
      .orderBy(...order, desc(posts.id))
      .limit(take + 1)
      .offset(page.position);
    const edges = rows.slice(0, take).map((row, i) => ({
      node: toPost(row),
      cursor: encodeRankCursor(page.position + i + 1),
    }));
    return {
      edges,
      pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > take },
    };
  }

  /** Published between `from` and now (never a post dated in the future). */
  const publishedBetween = (from: Date, now: Date) => and(gte(posts.publishedAt, from), lte(posts.publishedAt, now));

  /** Tag weights of the viewer's latest reads: for each tag, the share of those reads carrying it. */
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
      .groupBy(postTags.tagId);
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
      const hasTag = (ids: readonly number[]) =>
        inArray(
          posts.id,
          db
            .select({ postId: postTags.postId })
            .from(postTags)
            .where(inArray(postTags.tagId, [...ids])),
        );
      const isRead = sql`exists (select 1 from ${postReads} where ${postReads.userId} = ${userId} and ${postReads.postId} = ${posts.id})`;
      const followed = followedTagIds.length > 0 ? sql`${hasTag(followedTagIds)}` : sql`false`;
      const weights = [...history.entries()];
      const affinity =
        weights.length > 0
          ? sql`coalesce((select sum(w.weight) from ${postTags} pt join (values ${sql.join(
              weights.map(([tagId, weight]) => sql`(${tagId}::int, ${weight}::float8)`),
              sql`, `,
            )}) as w(tag_id, weight) on w.tag_id = pt.tag_id where pt.post_id = ${posts.id}), 0)`
          : sql`0`;
      return listRanked(
        and(publishedBetween(hoursBefore(now, RECOMMENDED_WINDOW_HOURS), now), hasTag(tagIds)),
        [sql`${isRead} asc`, sql`${followed} desc`, sql`(${rankingScoreSql(now)} * (1 + ${affinity})) desc`],
        page,
      );
    },
  };
}
export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
