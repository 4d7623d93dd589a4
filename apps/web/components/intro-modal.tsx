'use client';

import {
  COOKIE,
  COPY,
  INTRO_MODAL_COOKIE_MAX_AGE_S,
  INTRO_MODAL_HIDDEN_VALUE,
  INTRO_MODAL_SHOWN_KEY,
  ROUTES,
} from '@growday/contracts/client';
import { Modal } from '@growday/ui';
import { readCookie, serializeBrowserCookie } from '@growday/ui/core';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

function shownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(INTRO_MODAL_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    window.sessionStorage.setItem(INTRO_MODAL_SHOWN_KEY, '1');
  } catch {
    // Storage off (private mode): the intro may show again on the next home visit.
  }
}

/**
 * The intro modal: what the product offers. Shown on the home page of the web platform, once per
 * browser session, unless COOKIE.introModal says hide (SH-UI-09) or another modal (the login
 * prompt) is already open; "don't show again" writes that cookie. The login prompt in turn never
 * opens over it, so the two never overlap.
 */
export function IntroModal({ enabled }: { enabled: boolean }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled || pathname !== ROUTES.home) return;
    if (readCookie(document.cookie, COOKIE.introModal) === INTRO_MODAL_HIDDEN_VALUE) return;
    if (shownThisSession() || document.documentElement.classList.contains('gd-modal-open')) return;
    markShown();
    // A macrotask, so the decision above is never made during hydration's own render pass.
    const timer = setTimeout(() => setOpen(true), 0);
    return () => clearTimeout(timer);
  }, [enabled, pathname]);

  const close = () => setOpen(false);
  const hideForGood = () => {
    document.cookie = serializeBrowserCookie(COOKIE.introModal, INTRO_MODAL_HIDDEN_VALUE, {
      maxAgeS: INTRO_MODAL_COOKIE_MAX_AGE_S,
      secure: window.location.protocol === 'https:',
    });
    close();
  };

  return (
    <Modal
      open={open}
      onClose={close}
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
        <button type="button" className="gd-button gd-intro-modal__hide" onClick={hideForGood}>
          {COPY.intro.dontShowAgain}
        </button>
        <button type="button" className="gd-button gd-button--primary" onClick={close}>
          {COPY.intro.start}
        </button>
      </div>
    </Modal>
  );
}
