import { sql, type SQL } from 'drizzle-orm';
import { RANKING_SCORE, TODAY_UTC_OFFSET_HOURS } from '@growday/contracts';
import { posts } from '../../db/schema';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// float8 throughout: numeric (what `1.0` and extract() give) makes power() some 100x slower.
const num = (n: number) => sql.raw(`${n}::float8`);

/**
 * The home rankings' score of a post at `now` (docs/decisions.md, "Home rankings"): weighted
 * counted views, comments and bookmarks plus one, over (age in hours + offset)^gravity.
 * A post dated after `now` counts as age 0.
 */
export function rankingScoreSql(now: Date): SQL<number> {
  const w = RANKING_SCORE;
  return sql<number>`((${posts.clickCount} * ${num(w.view)} + ${posts.commentCount} * ${num(w.comment)} + ${posts.bookmarkCount} * ${num(w.bookmark)} + ${num(1)}) / power(greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${posts.publishedAt}))::float8 / ${num(3600)}, ${num(0)}) + ${num(w.ageOffsetHours)}, ${num(w.gravity)}))`;
}

/** The same score in plain numbers, for tests and for reading the formula. */
export function rankingScore(p: { views: number; comments: number; bookmarks: number; ageHours: number }): number {
  const w = RANKING_SCORE;
  const points = p.views * w.view + p.comments * w.comment + p.bookmarks * w.bookmark + 1;
  return points / (Math.max(p.ageHours, 0) + w.ageOffsetHours) ** w.gravity;
}

/** 00:00 of `now`'s calendar day in Korea time, as an instant (Korea keeps UTC+9 all year). */
export function startOfKoreanDay(now: Date): Date {
  const offset = TODAY_UTC_OFFSET_HOURS * HOUR_MS;
  return new Date(Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset);
}

export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);
