// Modals, toasts, tab bars, share and post actions (content issue).
export { Modal, ModalFrame, MODAL_FADE_MS, type ModalFrameProps, type ModalProps } from './modal';
export { ToastProvider, ToastRegion, useAlert, useToast, type ToastApi, type ToastItem, type ToastTone } from './toast';
export { TabBar, type TabBarItem, type TabBarProps } from './tab-bar';
export { ShareBox, type ShareBoxProps } from './share-box';
export { ShareModal, ShareModalContent, type ShareModalContentProps, type ShareModalProps } from './share-modal';
export { useShareActions, type ShareActions, type SharedPost } from './use-share-actions';
export { SHARE_TARGET_ACTIONS, useIsExtensionHost, type ShareTargetAction, type ShareTargetId } from './share-targets';
export {
  absoluteShareUrl,
  openSharePopup,
  sharePopupFeatures,
  shareTargetUrl,
  shareUrl,
  type ShareLinkData,
  type ShareTarget,
} from './share-link';
export { loadKakaoSdk, shareWithKakao, type KakaoSdk, type KakaoShareContent } from './kakao';
export { copyText } from './clipboard';
export { markExternalLink, normalizeInternalHosts, type ExternalLinkRule } from './external-link';
export { isExtensionPage, isInConnectedApp } from './host-flags';

// Post actions: the modal opener and scrap seam, the click and share-count calls and mutations.
export { PostActionsProvider, isPlainLeftClick, usePostActions, type PostActions } from '../posts/post-actions-context';
export { recordPostClick, patchShareCount } from '../api/post-actions';
export { useRecordPostClick, useShareCountMutation } from '../queries/post-actions';
export { TagList, splitTags, type TagListProps } from '../tags/tag-list';
export { DefaultTagIcon } from '../posts/post-thumbnail';
