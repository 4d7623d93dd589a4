import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from './constants';
import { publicUserSchema } from './user';

export const COMMENT_STATUSES = ['ACTIVE', 'DELETED_BY_REPORT'] as const;
export const commentStatusSchema = z.enum(COMMENT_STATUSES);

const commentFields = {
  id: z.number().int(),
  postId: z.number().int(),
  parentId: z.number().int().nullable().describe('Set only for replies'),
  userId: z.number().int().nullable(),
  text: z.string(),
  originalText: z.string(),
  user: publicUserSchema,
  originalUser: z.object({ username: z.string().nullable() }),
  createdAt: z.string(),
  isWriter: z.boolean().describe('The viewer wrote it'),
  isDeleted: z.boolean(),
  status: commentStatusSchema,
  viewerHasBlocked: z.boolean(),
  viewerHasLiked: z.boolean(),
  viewerHasDisliked: z.boolean(),
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  cursor: z.string(),
  replyCount: z.number().int(),
  isReplyFromCommentWriter: z.boolean(),
};
export const replySchema = z.object(commentFields);
export const commentSchema = z.object({ ...commentFields, children: z.array(replySchema) });
export type Comment = z.infer<typeof commentSchema>;
export type Reply = z.infer<typeof replySchema>;

export const commentTextSchema = z
  .string()
  .max(COMMENT_MAX_LENGTH, `text must be at most ${COMMENT_MAX_LENGTH} characters`)
  .refine((t) => t.trim().length > 0 && t.trim() !== 'undefined', 'text must not be empty');
