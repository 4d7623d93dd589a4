// Zod-free (client entry): the comment sort orders; comment.ts builds the schema.

/** Recommendation (likeCount, the default) or latest (createdAt); content spec §4 "Comment sort". */
export const COMMENT_ORDER_BY = ['likeCount', 'createdAt'] as const;
export type CommentOrderBy = (typeof COMMENT_ORDER_BY)[number];
export const DEFAULT_COMMENT_ORDER_BY: CommentOrderBy = 'likeCount';
