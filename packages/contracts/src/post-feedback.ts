import { z } from 'zod';
import { postIdSchema } from './post';

/**
 * A viewer's private signals about posts (shell spec §3, SH-API-11): "not interested" and card
 * clicks. Neither moves a public counter; both shape only the viewer's own lists and history.
 */

/** Body of ignore (POST) and un-ignore (DELETE) on API_PATHS.ignorePost. */
export const ignorePostBodySchema = z.object({ postId: postIdSchema });
export type IgnorePostBody = z.infer<typeof ignorePostBodySchema>;

export const ignoreStateSchema = z.object({
  postId: z.number().int(),
  viewerHasIgnored: z.boolean(),
});
export type IgnoreState = z.infer<typeof ignoreStateSchema>;

/** Card clicks sent together (a new tab that was offline, a list opened in several tabs). */
export const CLICK_POSTS_MAX = 20;

export const clickPostsBodySchema = z.object({
  postIds: z.array(postIdSchema).min(1).max(CLICK_POSTS_MAX),
});
export type ClickPostsBody = z.infer<typeof clickPostsBodySchema>;

/** How many of the sent posts entered the viewer's reading history (unknown ids and visitors: 0). */
export const clickRecordSchema = z.object({ recorded: z.number().int().nonnegative() });
export type ClickRecord = z.infer<typeof clickRecordSchema>;
