// Zod-free (client entry): what a comment is on; comment.ts builds the schema.

/**
 * A comment is on a post (posts, news included) or on a community post (/best/{id}); the two id
 * spaces overlap, so a comment's postId is read with its postKind.
 */
export const COMMENT_POST_KINDS = ['post', 'community'] as const;
export type CommentPostKind = (typeof COMMENT_POST_KINDS)[number];

/** The post type a notification or a user's comment names for a community post (postHref reads it). */
export const COMMUNITY_POST_TYPE = 'community';
