export { addBookmark, listBookmarks, listHistory, removeBookmark } from '../api/scrap';
export { scrapKeys, scrapListInfiniteOptions, type ScrapListKind } from '../queries/scrap';
export type { ScrapActions } from '../posts/post-actions-context';
export { badgeText } from './badge-count';
export {
  applyBookmarkState,
  bookmarkListKeys,
  bookmarkListScope,
  dropBookmarkLists,
  refreshBookmarkUser,
  type BookmarkListScope,
} from './bookmark-caches';
export {
  bookmarkMutationOptions,
  bookmarkValueOf,
  bookmarkView,
  toggleBookmark,
  type BookmarkMutation,
  type BookmarkTarget,
  type BookmarkToggleDeps,
  type BookmarkValue,
  type BookmarkVariables,
  type BookmarkView,
} from './bookmark-toggle';
export { ScrapListFeed, type ScrapListFeedProps } from './scrap-list-feed';
export { useBookmarkToggle, type BookmarkControl } from './use-bookmark-toggle';
