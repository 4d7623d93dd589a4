import { KST_UTC_OFFSET_MS } from './constants';
import { pageQuerySchema } from './pagination';

/**
 * The home rankings (`/api/v1/main/todayPosts`, `popularPosts`, `recommendedPosts`); the formulas
 * are written out in docs/decisions.md, "Home rankings".
 *
 * score = (views*view + comments*comment + bookmarks*bookmark + 1) / (ageHours + ageOffsetHours)^gravity
 * where views is the post's click_count (counted once per viewer and window) and ageHours is
 * measured against the app clock.
 */
export const RANKING_SCORE = {
  view: 1,
  comment: 5,
  bookmark: 10,
  ageOffsetHours: 2,
  gravity: 1.8,
} as const;

/** popularPosts ranks only posts published this many hours before now: the candidate bound. */
export const POPULAR_WINDOW_HOURS = 7 * 24;
/**
 * recommendedPosts ranks posts of this many hours: each candidate's tags are read, so the window
 * bounds the cost (bench at 100,000 posts). Older posts of a tag stay on its /post?tagName list.
 */
export const RECOMMENDED_WINDOW_HOURS = 7 * 24;
/** The viewer's latest reads whose tags make up their reading-history interest. */
export const RECOMMENDED_HISTORY_READS = 50;
/** Of those reads' tags, the most frequent this many count (each more tag widens the candidates). */
export const RECOMMENDED_HISTORY_TAGS = 10;
/** "Today" of todayPosts: the calendar day in this zone (no daylight saving: a fixed UTC+9). */
export const TODAY_UTC_OFFSET_HOURS = KST_UTC_OFFSET_MS / 3_600_000;
/** A ranked list answers at most this many posts in all (its cursor is a position in the ranking). */
export const RANKING_MAX_POSITION = 1000;

export const todayPostsQuerySchema = pageQuerySchema;
export const popularPostsQuerySchema = pageQuerySchema;
export const recommendedPostsQuerySchema = pageQuerySchema;
