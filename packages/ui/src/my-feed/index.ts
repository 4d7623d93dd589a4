// My Feed: the tag popup, the personalised home feed and their calls (accounts issue).
export { listFollowedTags, listRecommendedPosts, saveMyFeedTags } from '../api/my-feed';
export {
  FOLLOWED_TAGS_ON_FAILURE,
  followedTagsOptions,
  myFeedKeys,
  saveMyFeedSelection,
  tagGroupKeys,
  tagGroupsOptions,
  type FollowedTagsData,
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
