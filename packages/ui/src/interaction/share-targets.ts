import { useHost } from '../host/host-provider';
import { isExtensionPage } from './host-flags';
import type { ShareActions } from './use-share-actions';

/** Every share action the share box and the share modal offer between them. */
export type ShareTargetId = 'link' | 'twitter' | 'facebook' | 'instagram' | 'kakao';

export interface ShareTargetAction {
  /** The glyph on the button (decoration: the label names the target). */
  icon: string;
  /** What a click does, with the post's bound actions. */
  run: (actions: ShareActions) => void;
}

/**
 * Each share action written once, so the two surfaces differ only in which targets they list and
 * how they label them (CC-SHARE-03, CC-SHARE-05). The promises settle into toasts and alerts
 * inside the actions, so a click does not wait for them.
 */
export const SHARE_TARGET_ACTIONS: Readonly<Record<ShareTargetId, ShareTargetAction>> = {
  link: { icon: '🔗', run: (actions) => void actions.copyLink() },
  twitter: { icon: '𝕏', run: (actions) => actions.shareTo('twitter') },
  facebook: { icon: 'f', run: (actions) => actions.shareTo('facebook') },
  instagram: { icon: '◎', run: (actions) => void actions.shareToInstagram() },
  kakao: { icon: '💬', run: (actions) => void actions.shareToKakao() },
};

/**
 * The extension build ships no remote code, so it never offers Kakao (CC-SHARE-04): the host says
 * so, or the page's own protocol does when the host does not.
 */
export function useIsExtensionHost(): boolean {
  const { isExtension } = useHost();
  return isExtension ?? isExtensionPage();
}
