export { ApiError, isApiError, isApiErrorStatus, type ApiErrorInit, type ApiErrorKind } from './api-error';
export { checkAnswer } from './check-answer';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type FetchLike,
  type ListLatestPostsParams,
  type RequestOptions,
} from './client';
export * from './admin';
export * from './admin-cash';
export * from './admin-ads';
export * from './admin-community';
export * from './community-images';
