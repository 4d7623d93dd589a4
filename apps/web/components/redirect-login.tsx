'use client';

import * as COPY from '@growday/contracts/copy';
import { TOAST_DURATION_MS } from '@growday/contracts/client';
import { exchangeCommunityToken, useAlert, useHost } from '@growday/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import styles from './redirect-login.module.css';

export interface RedirectLoginProps {
  token: string | null;
  /** Where to go once signed in (already checked against our hosts on the server). */
  target: string;
  /** The community home, where a failure lands. */
  home: string;
}

/**
 * Posts the token for a session, then goes to the target with a full load so every server-rendered
 * part sees the new session. No token or a refused one: the alert COPY.common.tryAgainLater and
 * the community home (SH-AUTH-12).
 */
export function RedirectLogin({ token, target, home }: RedirectLoginProps) {
  const { apiClient } = useHost();
  const alert = useAlert();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; the token works once.
    if (started.current) return;
    started.current = true;

    const fail = () => {
      alert(COPY.common.tryAgainLater);
      const homeUrl = new URL(home);
      if (homeUrl.origin === window.location.origin) {
        // Same host: a client-side move keeps the alert on screen.
        router.replace(`${homeUrl.pathname}${homeUrl.search}`);
      } else {
        setTimeout(() => window.location.replace(home), TOAST_DURATION_MS);
      }
    };

    if (!token) {
      fail();
      return;
    }
    exchangeCommunityToken(apiClient, token).then(
      () => window.location.replace(target),
      () => fail(),
    );
  }, [alert, apiClient, home, router, target, token]);

  return (
    <div className={`gd-container ${styles.status}`} role="status" aria-live="polite">
      {/* The page's one heading, so it has a title in the outline while it works. */}
      <h1 className={styles.title}>{COPY.auth.redirecting}</h1>
    </div>
  );
}
