import { and, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { BestPeriod, CommunityBestPost } from '@growday/contracts';
import type { Db } from '../../db/client';
import { communityPosts, users } from '../../db/schema';
import { COMMUNITY_BEST_PLANS, communityScoreSql, hoursBefore, type RankOrder, type RankPlan } from './ranking';

const rankedColumns = {
  id: communityPosts.id,
  title: communityPosts.title,
  author: users.username,
  voteCount: communityPosts.voteCount,
  commentCount: communityPosts.commentCount,
  viewCount: communityPosts.viewCount,
  createdAt: communityPosts.createdAt,
};

/** A community post as the ranked lists see it (no body). */
export interface RankedCommunityPost {
  id: number;
  title: string;
  author: string | null;
  voteCount: number;
  commentCount: number;
  viewCount: number;
  createdAt: Date;
}

/** The ORDER BY of a community ranking: its measure, newest id first on ties (best lists and /community). */
export function communityRankOrder(order: RankOrder, now: Date): SQL[] {
  const tie = desc(communityPosts.id);
  switch (order) {
    case 'score':
      return [desc(communityScoreSql(communityPosts, now)), tie];
    case 'votes':
      return [desc(communityPosts.voteCount), tie];
    case 'comments':
      return [desc(communityPosts.commentCount), tie];
    case 'views':
      return [desc(communityPosts.viewCount), tie];
  }
}

/** A ranked row as the best lists answer it. */
const toBestPost = (r: RankedCommunityPost): CommunityBestPost => ({
  id: r.id,
  title: r.title,
  commentCount: r.commentCount,
  voteCount: r.voteCount,
});

export function createCommunityPostsRepository(db: Db) {
  async function rankWithin(order: RankOrder, hours: number, first: number, now: Date) {
    return db
      .select(rankedColumns)
      .from(communityPosts)
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .where(
        and(
          isNull(communityPosts.hiddenAt),
          gte(communityPosts.createdAt, hoursBefore(now, hours)),
          lte(communityPosts.createdAt, now),
        ),
      )
      .orderBy(...communityRankOrder(order, now))
      .limit(first);
  }

  /** Ranks the posts of a window; a plan with a fallback widens it when the window is short. */
  async function rank(plan: RankPlan, first: number, now: Date): Promise<RankedCommunityPost[]> {
    const rows = await rankWithin(plan.order, plan.windowHours, first, now);
    if (plan.fallbackHours === undefined || rows.length >= first) return rows;
    return rankWithin(plan.order, plan.fallbackHours, first, now);
  }

  return {
    rank,

    /** The community best ranking of a period, with every column the popular panel shows. */
    rankForPeriod(period: BestPeriod, first: number, now: Date): Promise<RankedCommunityPost[]> {
      return rank(COMMUNITY_BEST_PLANS[period], first, now);
    },

    /** The newest community posts (bestPosts/recent, SH-API-12): not ranked, hidden ones left out. */
    async listRecent(first: number, now: Date): Promise<CommunityBestPost[]> {
      const rows = await db
        .select(rankedColumns)
        .from(communityPosts)
        .leftJoin(users, eq(users.id, communityPosts.authorId))
        .where(and(isNull(communityPosts.hiddenAt), lte(communityPosts.createdAt, now)))
        .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
        .limit(first);
      return rows.map(toBestPost);
    },

    /** The community best list of a period (docs/decisions.md). */
    async listBest(period: BestPeriod, first: number, now: Date): Promise<CommunityBestPost[]> {
      const rows = await rank(COMMUNITY_BEST_PLANS[period], first, now);
      return rows.map(toBestPost);
    },
  };
}
export type CommunityPostsRepository = ReturnType<typeof createCommunityPostsRepository>;
