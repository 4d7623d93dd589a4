/** The community board: best lists, posts, votes, reports, comments, the editor's preview and images. */
export const COMMUNITY_PATHS = {
  communityBest: '/api/v1/posts/bestPosts/:period',
  /** The newest community posts in the best list's shape (the spec's bestPosts/recent, v2). */
  communityRecent: '/api/v2/posts/bestPosts/recent',
  communityPost: '/api/v1/community/posts/:id',
  communityCategories: '/api/v1/community/categories',
  communityPosts: '/api/v1/community/posts',
  communityPostVote: '/api/v1/community/posts/:id/vote',
  communityPostReport: '/api/v1/community/posts/:id/report',
  communityPostView: '/api/v1/community/posts/:id/view',
  communityPostComments: '/api/v1/community/posts/:id/comments',
  communityPreview: '/api/v1/community/preview',
  communityImages: '/api/v1/community/images',
  myCommunityPosts: '/api/v1/community/my-posts',
} as const;
