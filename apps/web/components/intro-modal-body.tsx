'use client';

import * as COPY from '@growday/contracts/copy';
import { Modal } from '@growday/ui';

/** The intro dialog's content; intro-modal.tsx decides when it shows and loads this on demand. */
export default function IntroModalBody({
  open,
  onClose,
  onHideForGood,
}: {
  open: boolean;
  onClose: () => void;
  onHideForGood: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={COPY.intro.title}
      hideButtons
      showCloseButton
      width={480}
      className="gd-intro-modal"
    >
      <p className="gd-intro-modal__lead">{COPY.intro.lead}</p>
      <ul className="gd-intro-modal__features">
        {COPY.intro.features.map((feature) => (
          <li key={feature.title}>
            <strong>{feature.title}</strong>
            <span>{feature.body}</span>
          </li>
        ))}
      </ul>
      <div className="gd-intro-modal__actions">
        <button type="button" className="gd-button gd-intro-modal__hide" onClick={onHideForGood}>
          {COPY.intro.dontShowAgain}
        </button>
        <button type="button" className="gd-button gd-button--primary" onClick={onClose}>
          {COPY.intro.start}
        </button>
      </div>
    </Modal>
  );
}
