// Framework-free pieces: API client, platform module, formatting, file URLs, extra copy.
export * from './core';

// Queries
export { createQueryClient, QUERY_DEFAULTS } from './queries/query-client';
export {
  firstPageAsInfiniteData,
  latestPostsInfiniteOptions,
  postKeys,
  postOptions,
  type PostPage,
  type PostPageParam,
} from './queries/posts';
export { nextCursor, nodesOfPages } from './queries/pages';
export { currentUserOptions, userKeys } from './queries/users';

// Host
export {
  HostProvider,
  PlainLink,
  useHost,
  type HostLinkComponent,
  type HostLinkProps,
  type HostValue,
} from './host/host-provider';

// Posts
export { PostCard, type PostCardProps } from './posts/post-card';
export { PostDetail, type PostDetailProps } from './posts/post-detail';
export { PostFeed, type PostFeedProps } from './posts/post-feed';
export { PostThumbnail, type PostThumbnailProps } from './posts/post-thumbnail';
export { FadingImage, type FadingImageProps } from './media/fading-image';

// Icons
export * from './icons/icons';
export { TagChips } from './tags/tag-chips';

// Content issue
export * from './interaction/index';
export * from './content/index';

// Accounts issue: My Feed and my page
export * from './my-feed/index';
export * from './my-page/index';

// Scrap (bookmarks) and the /me/list pages
export * from './scrap/index';
export * from './account/index';
export * from './comments/index';

// Shell: header, side menu, bottom bar and category menu rules and icons
export * from './shell/index';

// Search: the bar (combobox with suggestions), results, recent and popular searches
export * from './search/index';

// Ads: the slot (post modal) and the page ad (/news, /search in the apps)
export * from './ads/index';

// Cash rewards: the widget (extension new tab, website home)
export * from './rewards/index';

// Comment moderation modals (report, block/unblock, delete) and notifications
export { CommentModerationHost, type ModerationSession } from './comments/moderation-host';
export { ModerationModals, ReportReasons } from './comments/moderation-modals';
export {
  ModerationFlow,
  canBlock,
  canDelete,
  canReport,
  type ModerationDeps,
  type ModerationState,
  type ModerationStep,
} from './comments/moderation-flow';
export {
  blockMutationOptions,
  deleteMutationOptions,
  refreshAllComments,
  reportFailureMessage,
  reportMutationOptions,
  type BlockVariables,
  type DeleteVariables,
  type ModerationRequestDeps,
  type ReportVariables,
} from './comments/moderation-mutations';
export { commentData, deleteComment, reportBody, reportComment, setUserBlock } from './api/moderation';
export * from './notifications/index';
