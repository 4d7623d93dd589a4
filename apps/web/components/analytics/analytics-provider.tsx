'use client';

import { RECORDING_SAMPLED_STORAGE_KEY } from '@growday/contracts/client';
import { ContentAnalytics, type AnalyticsClient, type ContentEvent } from '@growday/ui';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type * as AnalyticsRuntime from './analytics-runtime';

type Runtime = typeof AnalyticsRuntime;
type Job = (runtime: Runtime, client: AnalyticsClient) => void;

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
 * search pages, a flush by sendBeacon when the page hides, the page load's field web vitals, and, for a sampled session without
 * DNT or GPC, the session recorder, loaded only then (its code is not in any page's bundle). The
 * client itself loads right after hydration: events before that wait in order.
 */
export function AnalyticsProvider({ recordingSampleRate, children }: AnalyticsProviderProps) {
  const client = useRef<AnalyticsClient | null>(null);
  const runtime = useRef<Runtime | null>(null);
  // Events that came before the runtime did, sent in order once it is there.
  const waiting = useRef<Job[] | null>([]);
  const pathname = usePathname();

  // The analytics code loads once the page hydrated (issue 13); what happens before waits for it.
  const withClient = useCallback((job: Job) => {
    if (runtime.current && client.current) {
      job(runtime.current, client.current);
      return;
    }
    // null: the runtime failed to load, nothing will be sent.
    waiting.current?.push(job);
  }, []);

  useEffect(() => {
    let live = true;
    import('./analytics-runtime')
      .then((loaded) => {
        if (!live) return;
        runtime.current = loaded;
        client.current ??= loaded.createBrowserAnalytics();
        for (const job of waiting.current?.splice(0) ?? []) job(loaded, client.current);
      })
      .catch(() => {
        // Analytics that fails to load sends nothing; the page is unaffected (SH-ANALYTICS-10).
        waiting.current = null;
      });
    return () => {
      live = false;
    };
  }, []);

  const track = useCallback(
    (event: ContentEvent) =>
      withClient((loaded, analytics) => {
        try {
          const { name, params } = loaded.analyticsEventOf(event);
          analytics.track(name, params);
        } catch {
          // Ignored (SH-ANALYTICS-10).
        }
      }),
    [withClient],
  );

  useEffect(() => {
    const search = window.location.search;
    withClient((loaded, analytics) => {
      const page = loaded.pageViewOf(pathname, search);
      if (!page) return;
      try {
        analytics.pageView({ first_open: loaded.takeFirstOpen(), ...page });
      } catch {
        // Ignored (SH-ANALYTICS-10).
      }
    });
  }, [pathname, withClient]);

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

  // Field web vitals of this page load, measured by the `web-vitals` library, loaded only now (its
  // code is in no page's first load) and not at all under DNT or GPC.
  useEffect(() => {
    let live = true;
    withClient((loaded, analytics) => {
      if (!live || loaded.privacySignalInBrowser()) return;
      import('./web-vitals-reporter')
        .then(({ startWebVitals }) => {
          if (live) startWebVitals(analytics);
        })
        .catch(() => {
          // A reporter that fails to load reports nothing; the page is unaffected (SH-ANALYTICS-10).
        });
    });
    return () => {
      live = false;
    };
  }, [withClient]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    withClient((loaded) => {
      if (!live || loaded.privacySignalInBrowser() || !sampledForRecording(recordingSampleRate)) return;
      import('./session-recorder')
        .then(({ startSessionRecording }) => {
          if (live) stop = startSessionRecording(loaded.webSessionId());
        })
        .catch(() => {
          // A recorder that fails to load records nothing; the page is unaffected.
        });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [recordingSampleRate, withClient]);

  return <ContentAnalytics track={track}>{children}</ContentAnalytics>;
}
