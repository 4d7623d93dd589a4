// My Feed: the tag popup, the personalised home feed and their calls (accounts issue).
export {
  FOLLOWED_TAGS_ON_FAILURE,
  listFollowedTags,
  listFollowedTagsOrNone,
  listRecommendedPosts,
  saveMyFeedTags,
  type FollowedTagsData,
} from '../api/my-feed';
export {
  followedTagsOptions,
  myFeedKeys,
  saveMyFeedSelection,
  tagGroupKeys,
  tagGroupsOptions,
  type SaveMyFeedSelectionArgs,
} from '../queries/my-feed';
export {
  countInGroup,
  isGroupAllSelected,
  saveBody,
  selectionFromFollowed,
  setGroupAll,
  toggleTag,
  type TagSelection,
} from './selection';
export { MyFeedPopup, MyFeedPopupView, type MyFeedPopupProps, type MyFeedPopupViewProps } from './my-feed-popup';
export { MyFeedSection, type MyFeedSectionProps } from './my-feed-section';
