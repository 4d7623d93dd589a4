'use client';

import * as COPY from '@growday/contracts/copy';
import { useId } from 'react';
import { isInConnectedApp } from './host-flags';
import { Modal } from './modal';
import { ShareButton } from './share-button';
import { SHARE_TARGET_ACTIONS, useIsExtensionHost, type ShareTargetId } from './share-targets';
import { useShareActions, type ShareActions, type SharedPost } from './use-share-actions';

export interface ShareModalContentProps {
  actions: ShareActions;
  /** Hide the mobile chat app (Kakao) button (CC-SHARE-06; also hidden in the extension). */
  hideKakao: boolean;
}

/** The modal's targets in order: its own labels, and X's own name for styling (CC-SHARE-05). */
const MODAL_TARGETS: readonly { target: ShareTargetId; share?: string; label: string }[] = [
  { target: 'twitter', share: 'x', label: COPY.shareModal.x },
  { target: 'instagram', label: COPY.shareModal.instagram },
  { target: 'kakao', label: COPY.shareModal.kakao },
];

/**
 * The share modal's body: short-message network (X), photo network (Instagram) and mobile chat
 * app (Kakao) buttons (CC-SHARE-05), then a readonly link field and a copy button (CC-SHARE-07).
 */
export function ShareModalContent({ actions, hideKakao }: ShareModalContentProps) {
  const fieldId = useId();
  return (
    <div className="gd-share-modal">
      <ul className="gd-share-modal__targets">
        {MODAL_TARGETS.filter(({ target }) => !(hideKakao && target === 'kakao')).map(({ target, share, label }) => (
          <ShareButton
            key={target}
            target={target}
            share={share}
            actions={actions}
            variant="gd-share-target"
            label={label}
          />
        ))}
      </ul>
      <div className="gd-share-modal__link">
        <label htmlFor={fieldId} className="gd-visually-hidden">
          {COPY.shareModal.linkLabel}
        </label>
        <input
          id={fieldId}
          className="gd-input gd-share-modal__field"
          readOnly
          value={actions.url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="gd-button gd-button--primary"
          onClick={() => SHARE_TARGET_ACTIONS.link.run(actions)}
        >
          {COPY.shareModal.copy}
        </button>
      </div>
    </div>
  );
}

export interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  post: SharedPost;
  /** Override of the platform module's answer (cookies) for "inside a connected app". */
  isConnectedApp?: boolean | undefined;
}

/** The share modal (CC-MODAL-04 kind "share"). */
export function ShareModal({ open, onClose, post, isConnectedApp }: ShareModalProps) {
  const actions = useShareActions(post);
  const extension = useIsExtensionHost();
  // The modal renders only in the browser, so reading cookies here cannot differ from a server render.
  const hideKakao = (isConnectedApp ?? (open && isInConnectedApp())) || extension;
  return (
    <Modal open={open} onClose={onClose} title={COPY.shareModal.title} hideButtons showCloseButton width={400}>
      <ShareModalContent actions={actions} hideKakao={hideKakao} />
    </Modal>
  );
}
