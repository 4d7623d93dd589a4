'use client';

import {
  COOKIE,
  INTRO_MODAL_COOKIE_MAX_AGE_S,
  INTRO_MODAL_HIDDEN_VALUE,
  INTRO_MODAL_SHOWN_KEY,
  ROUTES,
} from '@growday/contracts/client';
import { isModalOpen, readCookie, serializeBrowserCookie } from '@growday/ui/core';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

// The dialog loads only when the intro is due (issue 13), never for a returning visitor.
const IntroModalBody = dynamic(() => import('./intro-modal-body'), { ssr: false });

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
  // Kept mounted after closing, for the dialog's fade-out.
  const [present, setPresent] = useState(false);
  if (open && !present) setPresent(true);

  useEffect(() => {
    if (!enabled || pathname !== ROUTES.home) return;
    if (readCookie(document.cookie, COOKIE.introModal) === INTRO_MODAL_HIDDEN_VALUE) return;
    if (shownThisSession() || isModalOpen()) return;
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

  return open || present ? <IntroModalBody open={open} onClose={close} onHideForGood={hideForGood} /> : null;
}
