/**
 * `@growday/contracts/client`: what browser code may import. Constants, copy, paths, cookie names
 * and error codes, from modules that import neither zod nor the legal text (terms.ts), so neither
 * reaches a client bundle (issue 13). The whole package's types come along as types only: using a
 * schema or a server-only value from here is a type error, not a silent 40 kB. Server code and the
 * API keep the package's main entry, which re-exports everything here too.
 *
 * Only zod-free modules belong in the value list (contracts test: "the client entry imports no zod").
 */
export * from './admin-copy';
export * from './ads';
export * from './analytics';
export * from './analytics-copy';
export * from './best-filters';
export * from './comment-order';
export * from './comment-target';
export * from './community-constants';
export * from './company';
export * from './constants';
export * from './cookies';
export * from './copy';
export * from './error-codes';
export * from './observability';
export * from './extension';
export * from './external';
export * from './images';
export * from './login';
export * from './news-best-tabs';
export * from './paths';
// The API's paths by area and `fillPath`; not `API_PATHS` or the name-based `apiPath` (api-paths.ts),
// which would put every path on every route (docs/decisions.md, Bundle budgets).
export * from './api-path-areas';
export * from './fill-path';
export * from './platform';
export * from './redirects';
export * from './report-types';
export * from './search-client';
export * from './search-limits';
export * from './shell';
export * from './shell-host';
export * from './sign-in';
export * from './source-types';
export * from './cash-constants';
export * from './reward-copy';
export * from './username';
export * from './web-vitals';
export type * from './index';
