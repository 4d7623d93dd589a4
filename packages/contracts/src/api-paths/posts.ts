/** The main page's lists, one post, its counters and the post lists by tag, source, author or tag group. */
export const POST_PATHS = {
  latestPosts: '/api/v1/main/latestPosts',
  todayPosts: '/api/v1/main/todayPosts',
  popularPosts: '/api/v1/main/popularPosts',
  recommendedPosts: '/api/v1/main/recommendedPosts',
  postById: '/api/v1/posts/byPostId/:postId',
  clickPost: '/api/v1/posts/clickPost/:postId',
  shareCount: '/api/v1/posts/postShare/:postId',
  /** "Not interested": POST hides a post from the viewer's lists, DELETE shows it again. */
  ignorePost: '/api/v1/posts/ignore',
  /** A card opened from a list: enters the signed-in viewer's reading history. */
  clickPostCard: '/api/v1/posts/clickPostCard/:postId',
  /** Several card clicks at once (CLICK_POSTS_MAX), same effect as clickPostCard each. */
  clickPosts: '/api/v1/posts/clickPosts',
  postsByTag: '/api/v2/posts/byTagName',
  postsBySource: '/api/v2/posts/bySourceName',
  postsByAuthor: '/api/v2/posts/byAuthorName',
  postsByTagGroup: '/api/v2/posts/tagGroup',
  similarPosts: '/api/v1/posts/bestPosts/similar/:postId',
  similarPostsByType: '/api/v1/posts/bestPosts/similar/:similarType/:postId',
} as const;
