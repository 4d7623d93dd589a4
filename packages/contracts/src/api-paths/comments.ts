/** Comments on posts and news: the list, one comment, reactions, reports and replies. */
export const COMMENT_PATHS = {
  comments: '/api/v2/comments',
  comment: '/api/v2/comments/:commentId',
  commentLike: '/api/v2/comments/:commentId/like',
  commentDislike: '/api/v2/comments/:commentId/dislike',
  commentReport: '/api/v2/comments/:commentId/report',
  commentReplies: '/api/v2/comments/:commentId/replies',
} as const;
