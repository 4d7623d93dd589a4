import { z } from 'zod';
import {
  COMMUNITY_BODY_MAX_LENGTH,
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_PAGE_SIZE_MAX,
  COMMUNITY_SORTS,
  COMMUNITY_TITLE_MAX_LENGTH,
  COMMUNITY_VOTES,
  DEFAULT_COMMUNITY_SORT,
} from './community-constants';
import { reportTypeSchema } from './report';
import { PG_INTEGER_MAX } from './constants';

export * from './community-constants';

/** An operator's category of community posts (자유, 취업·이직, ...). */
export const communityCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type CommunityCategory = z.infer<typeof communityCategorySchema>;

export const communitySortSchema = z.enum(COMMUNITY_SORTS);
export const communityVoteSchema = z.enum(COMMUNITY_VOTES);

/** `GET community/posts`: latest first or a best period, optionally one category, paged by cursor. */
export const listCommunityPostsQuerySchema = z.object({
  sort: communitySortSchema.default(DEFAULT_COMMUNITY_SORT),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'category must be a category slug')
    .optional()
    .describe('A category slug; every category when absent'),
  first: z.coerce.number().int().min(1).max(COMMUNITY_PAGE_SIZE_MAX).default(COMMUNITY_PAGE_SIZE),
  after: z.string().min(1).max(200).optional().describe('Opaque cursor: the endCursor of the previous page'),
});
export type ListCommunityPostsQuery = z.infer<typeof listCommunityPostsQuerySchema>;

/** A community post in a list (no body). */
export const communityPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: communityCategorySchema.nullable(),
  author: z.string().nullable(),
  upCount: z.number().int(),
  downCount: z.number().int(),
  voteCount: z.number().int().describe('upCount minus downCount'),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  href: z.string(),
});
export type CommunityPostSummary = z.infer<typeof communityPostSummarySchema>;

const titleSchema = z
  .string()
  .trim()
  .min(1, 'title must not be empty')
  .max(COMMUNITY_TITLE_MAX_LENGTH, `title must be at most ${COMMUNITY_TITLE_MAX_LENGTH} characters`)
  .refine((t) => !t.includes('\u0000'), 'title must not contain NUL');
const bodySchema = z
  .string()
  .max(COMMUNITY_BODY_MAX_LENGTH, `body must be at most ${COMMUNITY_BODY_MAX_LENGTH} characters`)
  .refine((t) => t.trim().length > 0, 'body must not be empty')
  .refine((t) => !t.includes('\u0000'), 'body must not contain NUL');

/** `POST community/posts` and `PUT community/posts/{id}`: `{ title, body, categoryId }`. */
export const communityPostBodySchema = z.object({
  title: titleSchema,
  body: bodySchema.describe('Markdown (a safe subset: no raw HTML)'),
  categoryId: z.number().int().positive().max(PG_INTEGER_MAX),
});
export type CommunityPostBody = z.infer<typeof communityPostBodySchema>;

/** `POST community/preview`: the body as the post page would show it. */
export const communityPreviewBodySchema = z.object({ body: bodySchema });
export const communityPreviewSchema = z.object({ bodyHtml: z.string() });

/** `PUT community/posts/{id}/vote`: up, down, or null to remove the vote. */
export const voteCommunityPostBodySchema = z.object({ vote: communityVoteSchema.nullable() });
export const communityVoteStateSchema = z.object({
  postId: z.number().int(),
  upCount: z.number().int(),
  downCount: z.number().int(),
  voteCount: z.number().int(),
  viewerVote: communityVoteSchema.nullable(),
});
export type CommunityVoteState = z.infer<typeof communityVoteStateSchema>;

/** `POST community/posts/{id}/report`: one of the six reasons. */
export const reportCommunityPostBodySchema = z.object({
  reportType: reportTypeSchema,
  reportMessage: z.string().max(2000).default('').describe('What the reporter wants the operator to know'),
});
export const communityReportResultSchema = z.object({ postId: z.number().int(), reportType: reportTypeSchema });

/** `POST community/images`: the stored image's address, for a Markdown image. */
export const communityImageSchema = z.object({ key: z.string(), url: z.string() });

/** The operator's review queue of reported community posts (/admin), open ones first. */
export const adminCommunityReportSchema = z.object({
  post: z.object({
    id: z.number().int(),
    title: z.string(),
    author: z.string().nullable(),
    href: z.string(),
    hidden: z.boolean(),
  }),
  openReportCount: z.number().int().nonnegative().describe('Reports since the last operator decision'),
  lastReportAt: z.string(),
  reports: z.array(
    z.object({
      reporter: z.string().nullable(),
      reportType: reportTypeSchema,
      reportMessage: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminCommunityReport = z.infer<typeof adminCommunityReportSchema>;
export const adminCommunityReportListSchema = z.object({ items: z.array(adminCommunityReportSchema) });
export const adminCommunityModerationSchema = z.object({ postId: z.number().int(), hidden: z.boolean() });
