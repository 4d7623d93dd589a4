'use client';

import { RECORDING_SAMPLED_STORAGE_KEY } from '@growday/contracts/client';
import { ContentAnalytics, analyticsEventOf, pageViewOf, type AnalyticsClient, type ContentEvent } from '@growday/ui';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { createBrowserAnalytics, privacySignalInBrowser, takeFirstOpen, webSessionId } from './browser-analytics';

export interface AnalyticsProviderProps {
  /** Share of browser sessions recorded (SESSION_RECORDING_SAMPLE_RATE, 0..1). */
  recordingSampleRate: number;
  children: ReactNode;
}

/**
 * Whether this tab's session is recorded: decided once per session by SESSION_RECORDING_SAMPLE_RATE
 * and kept in session storage, so a session is recorded whole or not at all (and a test can set the
 * decision before the page loads).
 */
function sampledForRecording(rate: number): boolean {
  try {
    const kept = window.sessionStorage.getItem(RECORDING_SAMPLED_STORAGE_KEY);
    if (kept !== null) return kept === '1';
    const sampled = rate > 0 && Math.random() < rate;
    window.sessionStorage.setItem(RECORDING_SAMPLED_STORAGE_KEY, sampled ? '1' : '0');
    return sampled;
  } catch {
    return false;
  }
}

/**
 * The website's analytics (docs/decisions.md, Analytics and session recording): the content
 * sections' `track` (ContentAnalytics), a page_view on each route change for the home, news and
 * search pages, a flush by sendBeacon when the page hides, and, for a sampled session without
 * DNT or GPC, the session recorder, loaded only then (its code is not in any page's bundle).
 */
export function AnalyticsProvider({ recordingSampleRate, children }: AnalyticsProviderProps) {
  const client = useRef<AnalyticsClient | null>(null);
  const getClient = useCallback(() => {
    client.current ??= createBrowserAnalytics();
    return client.current;
  }, []);
  const pathname = usePathname();

  const track = useCallback(
    (event: ContentEvent) => {
      try {
        const { name, params } = analyticsEventOf(event);
        getClient().track(name, params);
      } catch {
        // Ignored (SH-ANALYTICS-10).
      }
    },
    [getClient],
  );

  useEffect(() => {
    const page = pageViewOf(pathname, window.location.search);
    if (!page) return;
    try {
      getClient().pageView({ first_open: takeFirstOpen(), ...page });
    } catch {
      // Ignored (SH-ANALYTICS-10).
    }
  }, [pathname, getClient]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') client.current?.flushOnHide();
    };
    const onPageHide = () => client.current?.flushOnHide();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useEffect(() => {
    if (privacySignalInBrowser() || !sampledForRecording(recordingSampleRate)) return;
    let stop: (() => void) | null = null;
    let live = true;
    import('./session-recorder')
      .then(({ startSessionRecording }) => {
        if (live) stop = startSessionRecording(webSessionId());
      })
      .catch(() => {
        // A recorder that fails to load records nothing; the page is unaffected.
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [recordingSampleRate]);

  return <ContentAnalytics track={track}>{children}</ContentAnalytics>;
}
