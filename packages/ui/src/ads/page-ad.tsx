'use client';

import type { HostPlatform } from '@growday/contracts/client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readMobileOs } from '../platform/device-class';
import { AdSlot } from './ad-slot';
import { createNavigationDirection, createVisibilityRefreshGuard, pageAdScreen } from './page-ad-rules';

export interface PageAdProps {
  /** The current path (the host's router gives it). */
  pathname: string;
  context: { platform: HostPlatform; appVersion: string | null };
}

interface PageVisit {
  serial: number;
  pathname: string;
  backward: boolean;
  refreshes: number;
}

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** Whether this document was loaded by Back or Forward. */
function loadedFromHistory(): boolean {
  if (typeof performance === 'undefined') return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

/**
 * The ad of /news and /search in the native apps from AD_PAGE_VERSION_BAND: requested when the
 * page was reached by going forward, not back (SH-ADS-03); destroyed when the page is left, since
 * each page visit mounts its own slot (SH-ADS-04); on iOS requested again when the page becomes
 * visible, once per page visit (SH-ADS-05).
 */
export function PageAd({ pathname, context }: PageAdProps) {
  const screen = pageAdScreen(pathname, context);
  const [direction] = useState(() => createNavigationDirection(loadedFromHistory()));
  const [guard] = useState(createVisibilityRefreshGuard);
  const [visit, setVisit] = useState<PageVisit | null>(null);

  useEffect(() => {
    const onPop = () => direction.popstate(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [direction]);

  // A page visit starts when the router reports a new path, once hydrated (the server renders no ad).
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  if (hydrated && (visit === null || visit.pathname !== pathname)) {
    setVisit({
      serial: (visit?.serial ?? 0) + 1,
      pathname,
      backward: direction.pageChanged(pathname),
      refreshes: 0,
    });
  }

  useEffect(() => {
    if (!visit || readMobileOs(navigator.userAgent) !== 'ios') return;
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || !guard.allow(String(visit.serial))) return;
      setVisit((current) =>
        current && current.serial === visit.serial
          ? // A refresh requests again even on a page reached by going back: the app came back to it.
            { ...current, backward: false, refreshes: current.refreshes + 1 }
          : current,
      );
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [visit, guard]);

  if (!screen || !visit || visit.pathname !== pathname) return null;
  return <AdSlot key={visit.serial} screen={screen} requestKey={visit.refreshes} enabled={!visit.backward} />;
}
