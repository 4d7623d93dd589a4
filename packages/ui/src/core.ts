/**
 * The framework-free part of the package (no React): safe to import from server code, scripts
 * and tests. `index.ts` re-exports all of it next to the components.
 */
export * from './api/index';
export * from './platform/index';
export * from './format/index';
export { resizeImageUrl, resolveThumbnailUrl, sourceIconUrl, tagIconUrl } from './posts/post-images';
export { storageUrl } from './files/storage-url';
export { isModalOpen } from './interaction/modal-open';
export * from './account/core';
export * from './ads/core';
export * from './search/core';
export * from './analytics/index';
export * from './rewards/core';
