import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { PG_INTEGER_MAX } from './constants';

export const POST_TYPES = ['post', 'news'] as const;
export const postTypeSchema = z.enum(POST_TYPES);
export type PostType = z.infer<typeof postTypeSchema>;

export const postIdSchema = z.coerce
  .number({ error: 'postId must be a positive integer' })
  .int('postId must be a positive integer')
  .positive('postId must be a positive integer')
  .max(PG_INTEGER_MAX, 'postId is out of range');

export const postTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iconKey: z.string().nullable(),
});
export type PostTag = z.infer<typeof postTagSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  type: postTypeSchema,
  title: z.string(),
  desc: z.string(),
  url: z.string().describe('The original article'),
  href: z.string().describe('Our own page for the item: /news/{id} for news, /feed/{id} otherwise'),
  author: z.string().nullable(),
  source: z.object({ name: z.string(), iconKey: z.string().nullable() }),
  tags: z.array(postTagSchema),
  thumbnail: z.string().nullable().describe('External thumbnail URL, used when thumbnailKey is null'),
  thumbnailKey: z.string().nullable().describe('Attachment storage key; preferred over thumbnail'),
  clickCount: z.number().int(),
  shareCount: z.number().int(),
  bookmarkCount: z.number().int(),
  commentCount: z.number().int(),
  viewerHasBookmarked: z.boolean(),
  viewerHasRead: z.boolean(),
  isBest: z.boolean(),
  createdAt: z.string().describe('Publication time, ISO 8601'),
});
export type Post = z.infer<typeof postSchema>;

export const listLatestPostsQuerySchema = pageQuerySchema.extend({
  type: postTypeSchema.optional().describe('Only posts of this type; both when absent'),
});
export type ListLatestPostsQuery = z.infer<typeof listLatestPostsQuerySchema>;

export const getPostParamsSchema = z.object({ postId: postIdSchema });
