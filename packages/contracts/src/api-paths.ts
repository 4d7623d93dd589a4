import {
  AD_PATHS,
  ADMIN_AD_PATHS,
  ADMIN_ANALYTICS_PATHS,
  ADMIN_CASH_PATHS,
  ADMIN_PATHS,
  ANALYTICS_PATHS,
  AUTH_PATHS,
  CASH_PATHS,
  COMMENT_PATHS,
  COMMUNITY_PATHS,
  LIBRARY_PATHS,
  MEDIA_PATHS,
  NEWS_PATHS,
  NOTIFICATION_PATHS,
  OAUTH_PATHS,
  POST_PATHS,
  SEARCH_PATHS,
  SERVICE_PATHS,
  TAG_PATHS,
  USER_PATHS,
} from './api-path-areas';
import { fillPath } from './fill-path';

/**
 * API paths. Those the spec names are used exactly; the rest follow the same versioned scheme
 * (docs/decisions.md). Fastify-style `:param` placeholders; `apiPath()` fills them.
 *
 * Every area of api-path-areas.ts in one object, for the API, its OpenAPI document and the tests.
 * Server-only: looking a path up by name keeps every path in the bundle, so browser code reads the
 * areas and calls `fillPath` instead (eslint.config.js; docs/decisions.md, Bundle budgets).
 */
export const API_PATHS = {
  ...SERVICE_PATHS,
  ...POST_PATHS,
  ...COMMUNITY_PATHS,
  ...NEWS_PATHS,
  ...SEARCH_PATHS,
  ...MEDIA_PATHS,
  ...LIBRARY_PATHS,
  ...AUTH_PATHS,
  ...OAUTH_PATHS,
  ...USER_PATHS,
  ...TAG_PATHS,
  ...COMMENT_PATHS,
  ...NOTIFICATION_PATHS,
  ...CASH_PATHS,
  ...AD_PATHS,
  ...ANALYTICS_PATHS,
  ...ADMIN_PATHS,
  ...ADMIN_CASH_PATHS,
  ...ADMIN_AD_PATHS,
  ...ADMIN_ANALYTICS_PATHS,
} as const;
export type ApiPathName = keyof typeof API_PATHS;

/** Fill `:name` placeholders of the API path called `name`. */
export function apiPath(name: ApiPathName, params: Record<string, string | number> = {}): string {
  return fillPath<string>(API_PATHS[name], params, name);
}
