import { COMMUNITY_POST_TYPE } from './comment-target';

// Website routes and links. The API's own paths are by area in api-paths/ (api-path-areas.ts), all
// together in API_PATHS (api-paths.ts).

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
