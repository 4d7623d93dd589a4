import { z } from 'zod';
import { BEST_PERIODS, SIMILAR_FILTERS, bestPeriodSchema, similarTypeSchema } from './best';
import { pageQuerySchema } from './pagination';
import { RESIZE_SIZES } from './images';
import { NEWS_BEST_TABS } from './news-best-tabs';
import { postIdSchema, postTypeSchema } from './post';
import { PG_INTEGER_MAX } from './constants';

/** Schemas of the content lists (content spec §2, §3, §7). */

export const idParamsSchema = z.object({ id: postIdSchema });
export const postIdParamsSchema = z.object({ postId: postIdSchema });

// PostgreSQL text cannot hold NUL, so a name carrying one is bad input, not a server error.
const nonEmptyName = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(100)
    .refine((v) => !v.includes('\u0000'), `${field} must not contain NUL`);

export const listPostsByTagQuerySchema = pageQuerySchema.extend({ tagName: nonEmptyName('tagName') });
export const listPostsBySourceQuerySchema = pageQuerySchema.extend({ sourceName: nonEmptyName('sourceName') });
export const listPostsByAuthorQuerySchema = pageQuerySchema.extend({ authorName: nonEmptyName('authorName') });
export const listPostsByTagGroupQuerySchema = pageQuerySchema.extend({
  tagGroup: z.coerce
    .number()
    .int('tagGroup must be a tag group id')
    .positive('tagGroup must be a tag group id')
    .max(PG_INTEGER_MAX, 'tagGroup is out of range'),
});
export const listNewsQuerySchema = pageQuerySchema;

/** The feed tag list: 100 tags by default (FEED_TAG_LIST_SIZE). */
export const listTagsQuerySchema = z.object({
  first: z.coerce.number().int().min(1).max(200).default(100),
  after: pageQuerySchema.shape.after,
});

export const similarFilterSchema = z.enum(SIMILAR_FILTERS);
/**
 * The popular panel's filter: view | comment for SIMILAR; for COMMUNITY also the community best
 * keys (recent, weekly, monthly, comment, vote), ranked as the best list of that period.
 */
export const POPULAR_FILTERS = [...SIMILAR_FILTERS, 'recent', 'weekly', 'monthly', 'vote'] as const;
export type PopularFilterKey = (typeof POPULAR_FILTERS)[number];
export const similarQuerySchema = z.object({
  filter: z
    .enum(POPULAR_FILTERS)
    .default('view')
    .describe('SIMILAR: view (많이 본) or comment (댓글 많은); COMMUNITY: also recent, weekly, monthly, vote'),
  first: z.coerce.number().int().min(1).max(20).default(5),
});
export const similarParamsSchema = z.object({ postId: postIdSchema });
export const similarByTypeParamsSchema = z.object({ similarType: similarTypeSchema, postId: postIdSchema });

/** One row of the popular panel: a feed post (SIMILAR) or a community post (COMMUNITY). */
export const popularItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['post', 'community']),
  type: postTypeSchema.nullable().describe('post or news for feed posts; null for community posts'),
  title: z.string(),
  href: z.string(),
  author: z.string().nullable(),
  source: z.object({ name: z.string(), iconKey: z.string().nullable() }).nullable(),
  thumbnail: z.string().nullable(),
  thumbnailKey: z.string().nullable(),
  clickCount: z.number().int(),
  commentCount: z.number().int(),
  bookmarkCount: z.number().int(),
  viewerHasRead: z.boolean(),
  viewerHasBookmarked: z.boolean(),
});
export type PopularItem = z.infer<typeof popularItemSchema>;

export const communityBestParamsSchema = z.object({ period: bestPeriodSchema });
export const communityBestQuerySchema = z.object({
  first: z.coerce.number().int().min(1).max(50).default(10),
});
export { BEST_PERIODS };

/** A community post (written on /community, ranked in the best lists; issue 16). */
export const communityPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().describe('Markdown as written (the edit form reads it)'),
  bodyHtml: z.string().describe('The body rendered from the safe Markdown subset and sanitised'),
  author: z.string().nullable(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  upCount: z.number().int(),
  downCount: z.number().int(),
  voteCount: z.number().int().describe('upCount minus downCount'),
  viewerVote: z.enum(['up', 'down']).nullable(),
  isWriter: z.boolean().describe('The viewer wrote it'),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  editedAt: z.string().nullable().describe('Set when the writer changed it: the edited mark'),
  href: z.string(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** News best tabs (our choice, docs/decisions.md). */
export { NEWS_BEST_TABS, NEWS_BEST_TAB_LABEL, type NewsBestTab } from './news-best-tabs';
export const newsBestTabSchema = z.enum(NEWS_BEST_TABS);
export const newsHeadlinesQuerySchema = z.object({
  tab: newsBestTabSchema.default('today'),
  first: z.coerce.number().int().min(1).max(20).default(5),
});
export const newsHeadlineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  href: z.string(),
  commentCount: z.number().int(),
  clickCount: z.number().int(),
  source: z.object({ name: z.string(), iconKey: z.string().nullable() }),
});
export type NewsHeadline = z.infer<typeof newsHeadlineSchema>;

/** Answers of the counter calls. */
export const clickCountSchema = z.object({ clickCount: z.number().int() });
export const shareCountSchema = z.object({ shareCount: z.number().int() });

/** Image resize: source URL (query string stripped) and one of the sizes the product renders. */
const RESIZE_WIDTHS = [...new Set(RESIZE_SIZES.map((s) => s.width))];
const sizeList = RESIZE_SIZES.map((s) => `${s.width}x${s.height}`).join(', ');
export const resizeImageQuerySchema = z
  .object({
    url: z.string().min(1).max(2000),
    w: z.coerce.number().int().min(1),
    h: z.coerce.number().int().min(1),
  })
  .superRefine(({ w, h }, ctx) => {
    if (RESIZE_SIZES.some((s) => s.width === w && s.height === h)) return;
    // Name the field that is off: w when no size has that width, else h.
    const field = RESIZE_WIDTHS.includes(w) ? 'h' : 'w';
    ctx.addIssue({ code: 'custom', path: [field], message: `w x h must be one of ${sizeList}` });
  });
