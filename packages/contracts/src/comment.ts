import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_REPLIES_PAGE_SIZE, COMMENTS_PAGE_SIZE, PG_INTEGER_MAX } from './constants';
import { publicUserSchema } from './user';
import { COMMENT_ORDER_BY, DEFAULT_COMMENT_ORDER_BY } from './comment-order';
import { COMMENT_POST_KINDS } from './comment-target';

export const COMMENT_STATUSES = ['ACTIVE', 'DELETED_BY_REPORT'] as const;
export const commentStatusSchema = z.enum(COMMENT_STATUSES);

const commentFields = {
  id: z.number().int(),
  postId: z.number().int().describe('The post, or the community post when postKind is community'),
  postKind: z.enum(COMMENT_POST_KINDS),
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

export { COMMENT_ORDER_BY, DEFAULT_COMMENT_ORDER_BY, type CommentOrderBy } from './comment-order';
export { COMMENT_POST_KINDS, COMMUNITY_POST_TYPE, type CommentPostKind } from './comment-target';

/** What `DELETE comments/{commentId}` answers: the post's comment count after the delete (CC-DEL-02). */
export const deletedCommentSchema = z.object({
  commentId: z.number().int(),
  postId: z.number().int(),
  commentCount: z.number().int(),
});
export type DeletedComment = z.infer<typeof deletedCommentSchema>;
export const commentOrderBySchema = z.enum(COMMENT_ORDER_BY);

const idSchema = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive integer` })
    .int(`${name} must be a positive integer`)
    .positive(`${name} must be a positive integer`)
    .max(PG_INTEGER_MAX, `${name} is out of range`);
export const commentIdSchema = idSchema('commentId');
export const commentParamsSchema = z.object({ commentId: commentIdSchema });

/**
 * `GET comments`: the top-level comments of a post, each with its first COMMENT_THREAD_REPLY_PREVIEW
 * replies (oldest first) in `children` and the count of its visible replies in `replyCount`.
 */
export const commentListQuerySchema = z.object({
  postId: idSchema('postId'),
  first: z.coerce.number().int().min(1).max(COMMENTS_PAGE_SIZE).default(COMMENTS_PAGE_SIZE),
  after: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('Opaque cursor: the cursor of the last comment of the previous page'),
  orderBy: commentOrderBySchema.default(DEFAULT_COMMENT_ORDER_BY),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

/** `GET community/posts/{id}/comments`: the same list for a community post (its id in the path). */
export const communityCommentListQuerySchema = commentListQuerySchema.omit({ postId: true });
export type CommunityCommentListQuery = z.infer<typeof communityCommentListQuerySchema>;

export const commentListSchema = z.object({
  comments: z.array(commentSchema),
  totalCommentCount: z.number().int().describe('The post’s visible comments and replies'),
  isHighlyCommented: z.boolean().describe(`totalCommentCount reached HIGHLY_COMMENTED_THRESHOLD`),
  hasNextPage: z.boolean(),
});
export type CommentList = z.infer<typeof commentListSchema>;

/**
 * `GET comments/{commentId}/replies`: one thread's replies, oldest first, for the full comments
 * page to load what the list held back. `after` is the `cursor` of the last reply already shown
 * (a list thread's last child, or the previous page's endCursor).
 */
export const commentRepliesQuerySchema = z.object({
  first: z.coerce.number().int().min(1).max(COMMENT_REPLIES_PAGE_SIZE).default(COMMENT_REPLIES_PAGE_SIZE),
  after: z.string().min(1).max(200).optional().describe('Opaque cursor: the cursor of the last reply already shown'),
});
export type CommentRepliesQuery = z.infer<typeof commentRepliesQuerySchema>;

/** Create and reply: the client sends the fields in both query and body (CC-COM-04); the body wins. */
export const createCommentBodySchema = z.object({
  postId: idSchema('postId'),
  text: commentTextSchema,
  parentId: idSchema('parentId').optional().describe('Replies only; a reply to a reply attaches to its thread root'),
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

/** `POST community/posts/{id}/comments`: a comment or reply on a community post (its id in the path). */
export const createCommunityCommentBodySchema = createCommentBodySchema.omit({ postId: true });

/** Delete carries postId (and the client's update key) in the query or the body (CC-DEL-02). */
export const deleteCommentInputSchema = z.object({
  postId: idSchema('postId').optional(),
  updateKey: z.string().max(200).optional(),
});

/** The viewer's reaction to a comment after like or dislike (content spec §4 "Reaction per comment"). */
export const COMMENT_REACTIONS = ['none', 'like', 'dislike'] as const;
export const commentReactionSchema = z.enum(COMMENT_REACTIONS);
export type CommentReaction = z.infer<typeof commentReactionSchema>;
export const commentReactionStateSchema = z.object({
  commentId: z.number().int(),
  reaction: commentReactionSchema,
  viewerHasLiked: z.boolean(),
  viewerHasDisliked: z.boolean(),
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
});
export type CommentReactionState = z.infer<typeof commentReactionStateSchema>;

/** One of the viewer's own comments on /me/info/comment, with the post it belongs to. */
export const userCommentSchema = replySchema.extend({
  post: z.object({ id: z.number().int(), title: z.string(), type: z.string() }),
});
export type UserComment = z.infer<typeof userCommentSchema>;
