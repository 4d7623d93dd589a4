export { CommentModerationProvider, useCommentModeration, type CommentModeration } from './moderation-context';
