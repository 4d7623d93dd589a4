// Best sections, lists, news, popular panel and promo banners (content issue).
export * from '../api/content';
export * from '../queries/content';
export {
  ContentAnalytics,
  createOnceGuard,
  noopTrack,
  useTrack,
  useTrackOncePerVisit,
  type BestMenuType,
  type ContentEvent,
  type TrackContentEvent,
} from './analytics';
export {
  BEST_FILTER_KEYS,
  BEST_FILTER_TABS,
  DEFAULT_BEST_FILTER,
  DEFAULT_NEWS_BEST_TAB,
  NEWS_BEST_TAB_ITEMS,
  bestFilterOfPeriod,
  bestPeriodOf,
  isBestFilterKey,
} from './best-filters';
export { CommunityBestBoard, type CommunityBestBoardProps, type CommunityBestRow } from './community-best-board';
export { CommunityBestSection, type CommunityBestSectionProps } from './community-best-section';
export { CommunityPostView } from './community-post-view';
export { FeedTagList, isActiveTag, type FeedTagListProps } from './feed-tag-list';
export { NewsBestSection, type NewsBestSectionProps } from './news-best-section';
export { NewsViewRecorder } from './news-view-recorder';
export {
  COMMUNITY_FILTER_TABS,
  DEFAULT_POPULAR_FILTERS,
  POPULAR_TABS,
  SIMILAR_FILTER_TABS,
  popularRequest,
  type PopularFilter,
} from './popular-filters';
export { POPULAR_THUMBNAIL, PopularPanel, type PopularPanelProps } from './popular-panel';
export { PostListFeed, type PostListFeedProps } from './post-list-feed';
export {
  InfiniteListFooter,
  useLoadMoreSentinel,
  type InfiniteListFooterProps,
  type InfiniteListState,
} from './infinite-list';
export { PromoBanners, resolvePromoUrls, type PromoBannersProps, type PromoRoomUrls } from './promo-banners';
