import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { BestPeriod, NewsBestTab } from '@growday/contracts';

/**
 * The rankings of the community best lists, the COMMUNITY tab and the news best tabs
 * (docs/decisions.md, "Best lists and similar posts"). Hacker-News-like: activity points divided by
 * (age in hours + 2)^1.5, so a new post with some activity passes an old one with a little more.
 * Every window and score is computed against the app clock, never the database's own now().
 */

export const HOUR_MS = 3_600_000;
/** Age offset and gravity of the time-decay score. */
export const SCORE_AGE_OFFSET_HOURS = 2;
export const SCORE_GRAVITY = 1.5;
/** Weights of the community score: votes*2 + comments*3 + views/50 + 1. */
export const COMMUNITY_SCORE_WEIGHTS = { vote: 2, comment: 3, viewDivisor: 50 } as const;
/** Weights of the news score: clicks/50 + comments*3 + 1. */
export const NEWS_SCORE_WEIGHTS = { clickDivisor: 50, comment: 3 } as const;

export type RankOrder = 'score' | 'votes' | 'comments' | 'views';

export interface RankPlan {
  order: RankOrder;
  windowHours: number;
  /** A wider window used when the first holds fewer rows than asked for. */
  fallbackHours?: number;
}

export const COMMUNITY_BEST_PLANS: Record<BestPeriod, RankPlan> = {
  RECENT: { order: 'score', windowHours: 24, fallbackHours: 72 },
  LAST_WEEK: { order: 'score', windowHours: 7 * 24 },
  LAST_MONTH: { order: 'score', windowHours: 30 * 24 },
  REPLY_COUNT: { order: 'comments', windowHours: 30 * 24 },
  VOTE_COUNT: { order: 'votes', windowHours: 30 * 24 },
};

export const NEWS_BEST_PLANS: Record<NewsBestTab, RankPlan> = {
  today: { order: 'score', windowHours: 24, fallbackHours: 72 },
  week: { order: 'score', windowHours: 7 * 24 },
  comment: { order: 'comments', windowHours: 7 * 24 },
};

/** Window of "recent" for the COMMUNITY tab of the popular panel and the SIMILAR fill-up. */
export const POPULAR_COMMUNITY_WINDOW_HOURS = 30 * 24;
export const SIMILAR_FILL_WINDOW_HOURS = 7 * 24;

export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/**
 * The time-decay divisor in SQL: (max(age_hours, 0) + 2)^1.5 against the given instant. In float8:
 * extract() gives numeric, whose power() is some 100x slower (see rankings/ranking-score.ts).
 */
function decaySql(createdAt: AnyColumn, now: Date): SQL<number> {
  return sql<number>`power(greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${createdAt}))::float8 / 3600.0::float8, 0::float8) + ${sql.raw(String(SCORE_AGE_OFFSET_HOURS))}::float8, ${sql.raw(String(SCORE_GRAVITY))}::float8)`;
}

export function communityScoreSql(
  c: { voteCount: AnyColumn; commentCount: AnyColumn; viewCount: AnyColumn; createdAt: AnyColumn },
  now: Date,
): SQL<number> {
  const w = COMMUNITY_SCORE_WEIGHTS;
  return sql<number>`((${c.voteCount} * ${sql.raw(String(w.vote))} + ${c.commentCount} * ${sql.raw(String(w.comment))} + ${c.viewCount} / ${sql.raw(`${w.viewDivisor}.0`)} + 1) / ${decaySql(c.createdAt, now)})`;
}

export function newsScoreSql(
  c: { clickCount: AnyColumn; commentCount: AnyColumn; publishedAt: AnyColumn },
  now: Date,
): SQL<number> {
  const w = NEWS_SCORE_WEIGHTS;
  return sql<number>`((${c.clickCount} / ${sql.raw(`${w.clickDivisor}.0`)} + ${c.commentCount} * ${sql.raw(String(w.comment))} + 1) / ${decaySql(c.publishedAt, now)})`;
}

const decay = (ageHours: number) => (Math.max(ageHours, 0) + SCORE_AGE_OFFSET_HOURS) ** SCORE_GRAVITY;

/** The same community score in plain numbers (for tests and for reading the formula). */
export function communityScore(p: { votes: number; comments: number; views: number; ageHours: number }): number {
  const w = COMMUNITY_SCORE_WEIGHTS;
  return (p.votes * w.vote + p.comments * w.comment + p.views / w.viewDivisor + 1) / decay(p.ageHours);
}

/** The same news score in plain numbers. */
export function newsScore(p: { clicks: number; comments: number; ageHours: number }): number {
  const w = NEWS_SCORE_WEIGHTS;
  return (p.clicks / w.clickDivisor + p.comments * w.comment + 1) / decay(p.ageHours);
}
