export { CommentModerationProvider, useCommentModeration, type CommentModeration } from './moderation-context';
export { CommentArea, type CommentAreaProps } from './comment-area';
export { commentKeys, commentsOptions, invalidatePostComments } from '../queries/comments';
