import { z } from 'zod';
import { postIdSchema } from './post';

/** Body of add (POST) and remove (DELETE) on the bookmark path (content spec §7). */
export const bookmarkBodySchema = z.object({ postId: postIdSchema });
export type BookmarkBody = z.infer<typeof bookmarkBodySchema>;

/** The viewer's bookmark state of one post after add or remove; answered as data.data. */
export const bookmarkStateSchema = z.object({
  postId: z.number().int(),
  viewerHasBookmarked: z.boolean(),
  bookmarkCount: z.number().int().describe('The post’s stored bookmark count'),
});
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
