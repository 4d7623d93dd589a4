import { COMMUNITY_POST_TYPE } from './comment-target';

/**
 * API paths. Those the spec names are used exactly; the rest follow the same versioned scheme
 * (docs/decisions.md). Fastify-style `:param` placeholders; `apiPath()` fills them.
 */
export const API_PATHS = {
  healthz: '/healthz',
  readyz: '/readyz',
  openapi: '/api/openapi.json',
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
  news: '/api/v2/news',
  newsById: '/api/v2/news/:id',
  newsViewCount: '/api/v2/updateViewCount/news/:id',
  newsHeadlines: '/api/v2/news/rankings/headlines',
  searchPosts: '/api/v2/elastic/search',
  searchRanking: '/api/v2/search/ranking',
  keywords: '/api/v2/keywords',
  resizeImage: '/api/v1/images/resize',
  bookmark: '/api/v1/posts/bookmark',
  bookmarks: '/api/v1/bookmarks',
  history: '/api/v1/posts/history',
  devLogin: '/api/v2/auth/dev-login',
  authState: '/api/v2/auth/login',
  logout: '/api/v2/auth/logout',
  currentUser: '/api/v1/users',
  communityToken: '/api/v2/auth/community',
  publisherAuth: '/api/v2/auth/publisher',
  referralInvitee: '/api/v1/auth/referral/invitee',
  naverLogin: '/api/v2/auth/naver',
  kakaoLogin: '/api/v2/auth/kakao',
  githubLogin: '/api/v1/auth/github',
  googleLogin: '/api/v1/auth/google',
  naverCallback: '/api/v2/auth/naver/callback',
  kakaoCallback: '/api/v2/auth/kakao/callback',
  githubCallback: '/api/v1/auth/github/callback',
  googleCallback: '/api/v1/auth/google/callback',
  authProviders: '/api/v2/auth/providers',
  communitySession: '/api/v2/auth/community/session',
  jobs: '/api/v1/users/jobs',
  followedTags: '/api/v1/tags/follows',
  saveMyFeedTags: '/api/v1/tags/follow',
  userComments: '/api/v2/user-comments',
  tagGroups: '/api/v1/tags/tagGroups',
  tags: '/api/v1/tags',
  comments: '/api/v2/comments',
  comment: '/api/v2/comments/:commentId',
  commentLike: '/api/v2/comments/:commentId/like',
  commentDislike: '/api/v2/comments/:commentId/dislike',
  commentReport: '/api/v2/comments/:commentId/report',
  commentReplies: '/api/v2/comments/:commentId/replies',
  userBlock: '/api/v1/users/block/:userId',
  notifications: '/api/v1/notifications',
  notificationsRead: '/api/v1/notifications/read',
  files: '/api/v1/files/*',
  cashToken: '/api/v1/cash/token',
  cashPick: '/api/v1/cash/pick',
  rewardInstall: '/api/v2/rewards/install',
  /** The spec leaves the reward cash path open (docs/decisions.md, Cash rewards). */
  rewardCash: '/api/v2/rewards/cash',
  /** Ads (docs/decisions.md, Ads): inventories, the house supplier's power-link call, impression and click. */
  adInventories: '/api/v1/ads/inventories',
  adRequest: '/api/v1/ads/power-link',
  adImpression: '/api/v1/ads/:creativeId/impressions',
  adClick: '/api/v1/ads/:creativeId/click',
  graphql: '/api/graphql',
  /** The operator's desk (/admin): admin role only, every change audited. */
  adminReports: '/api/v2/admin/reports',
  adminReportHide: '/api/v2/admin/reports/:commentId/hide',
  adminReportRestore: '/api/v2/admin/reports/:commentId/restore',
  adminReportDismiss: '/api/v2/admin/reports/:commentId/dismiss',
  adminCommunityReports: '/api/v2/admin/community-reports',
  adminCommunityReportHide: '/api/v2/admin/community-reports/:id/hide',
  adminCommunityReportRestore: '/api/v2/admin/community-reports/:id/restore',
  adminCommunityReportDismiss: '/api/v2/admin/community-reports/:id/dismiss',
  adminTags: '/api/v2/admin/tags',
  adminTag: '/api/v2/admin/tags/:tagId',
  adminAudit: '/api/v2/admin/audit',
  adminSources: '/api/v2/admin/sources',
  adminSource: '/api/v2/admin/sources/:sourceId',
  adminSourceRefetch: '/api/v2/admin/sources/:sourceId/refetch',
  adminTagRules: '/api/v2/admin/tag-rules',
  adminTagRule: '/api/v2/admin/tag-rules/:ruleId',
  adminCashLedger: '/api/v2/admin/cash/ledger',
  adminCashReverse: '/api/v2/admin/cash/ledger/:transactionKey/reverse',
  adminAdInventories: '/api/v2/admin/ads/inventories',
  adminAdInventory: '/api/v2/admin/ads/inventories/:inventoryId',
  adminAdCreatives: '/api/v2/admin/ads/creatives',
  adminAdCreative: '/api/v2/admin/ads/creatives/:creativeId',
  adminAdCreativeEnd: '/api/v2/admin/ads/creatives/:creativeId/end',
  /** Analytics (docs/decisions.md, Analytics and session recording): browser batches, no session needed. */
  analyticsEvents: '/api/v2/analytics/events',
  analyticsRecordings: '/api/v2/analytics/recordings',
  adminAnalytics: '/api/v2/admin/analytics',
  adminRecordings: '/api/v2/admin/recordings',
  adminRecording: '/api/v2/admin/recordings/:recordingId',
  /** Operator endpoint used by `npm run ops`; loopback and token only. */
  ops: '/internal/ops',
  /** End-to-end stacks only (TEST_CLOCK): move the API clock forward. Loopback and token only. */
  testClock: '/internal/test/clock',
} as const;
export type ApiPathName = keyof typeof API_PATHS;

/** Fill `:name` placeholders of an API path. */
export function apiPath(name: ApiPathName, params: Record<string, string | number> = {}): string {
  return API_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Storage keys become paths under the files route. */
export const FILES_BASE_PATH = '/api/v1/files';

/** Website routes (content spec §2, shell spec §2). */
export const ROUTES = {
  home: '/',
  feed: (postId: number | string) => `/feed/${postId}`,
  news: '/news',
  newsItem: (id: number | string) => `/news/${id}`,
  newsComments: (id: number | string) => `/news/${id}/comments`,
  best: '/best',
  bestItem: (id: number | string) => `/best/${id}`,
  community: '/community',
  communityCategory: (slug: string) => `/community?category=${encodeURIComponent(slug)}`,
  communityWrite: '/community/write',
  communityEdit: (id: number | string) => `/best/${id}/edit`,
  myCommunityPosts: '/me/info/community',
  postsByTag: (tagName: string) => `/post?tagName=${encodeURIComponent(tagName)}`,
  postsBySource: (sourceName: string) => `/post?sourceName=${encodeURIComponent(sourceName)}`,
  postsByAuthor: (authorName: string) => `/post?authorName=${encodeURIComponent(authorName)}`,
  postsByTagGroup: (tagGroup: number | string, groupName: string) =>
    `/post?tagGroup=${encodeURIComponent(String(tagGroup))}&groupName=${encodeURIComponent(groupName)}`,
  search: (query: string) => `/search?query=${encodeURIComponent(query)}`,
  scrapQueue: '/me/list/queue',
  recent: '/me/list/recent',
  myProfile: '/me/info/profile',
  myComments: '/me/info/comment',
  notification: '/notification',
  termsPrivacy: '/terms/privacy',
  termsService: '/terms/service',
  redirectLogin: '/redirect-login',
  admin: '/admin',
  adminAnalytics: '/admin/analytics',
  adminRecordings: '/admin/recordings',
  /** The community host's own addresses in the spec (SH-API-17), kept as permanent redirects. */
  legacyBestPosts: '/best-posts',
  legacyBestPostList: '/best-post/list',
} as const;

/** Share link: a news item gives /news/{id}; any other type gives /feed/{id}. */
export function postHref(post: { id: number; type: string }): string {
  if (post.type === COMMUNITY_POST_TYPE) return ROUTES.bestItem(post.id);
  return post.type === 'news' ? ROUTES.newsItem(post.id) : ROUTES.feed(post.id);
}
