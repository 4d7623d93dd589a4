/**
 * Every API path, one module per area of the API under api-paths/. Browser code imports the areas
 * it calls from `@growday/contracts/client` (`POST_PATHS.latestPosts`, `fillPath(COMMENT_PATHS.comment,
 * { commentId })`): each area is a module-level const of its own, so a route's bundle holds only
 * the areas its code reads. `API_PATHS` (api-paths.ts, server and tests) is all of them in one object.
 */
export { SERVICE_PATHS } from './api-paths/service';
export { POST_PATHS } from './api-paths/posts';
export { COMMUNITY_PATHS } from './api-paths/community';
export { NEWS_PATHS } from './api-paths/news';
export { SEARCH_PATHS } from './api-paths/search';
export { MEDIA_PATHS } from './api-paths/media';
export { LIBRARY_PATHS } from './api-paths/library';
export { AUTH_PATHS } from './api-paths/auth';
export { OAUTH_PATHS } from './api-paths/oauth';
export { USER_PATHS } from './api-paths/users';
export { TAG_PATHS } from './api-paths/tags';
export { COMMENT_PATHS } from './api-paths/comments';
export { NOTIFICATION_PATHS } from './api-paths/notifications';
export { CASH_PATHS } from './api-paths/cash';
export { AD_PATHS } from './api-paths/ads';
export { ANALYTICS_PATHS } from './api-paths/analytics';
export { ADMIN_PATHS } from './api-paths/admin';
export { ADMIN_CASH_PATHS } from './api-paths/admin-cash';
export { ADMIN_AD_PATHS } from './api-paths/admin-ads';
export { ADMIN_ANALYTICS_PATHS } from './api-paths/admin-analytics';
