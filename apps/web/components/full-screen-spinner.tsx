'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts/client';
import { useHost, useTrack } from '@growday/ui';
import { preloadAds, waitForPreloadedAds } from '@growday/ui/core';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/** /news/{id} itself, not /news nor /news/{id}/comments. */
function isNewsArticle(pathname: string | null): boolean {
  if (!pathname?.startsWith(`${ROUTES.news}/`)) return false;
  const rest = pathname.slice(ROUTES.news.length + 1);
  return rest.length > 0 && !rest.includes('/');
}

export interface FullScreenSpinnerProps {
  /** The platform rule, decided by the server: cashwalk at version 1.0.0 or newer. */
  enabled: boolean;
}

/**
 * Covers the news article until its preloaded ad requests settle, at most PRELOAD_AD_WAIT_MAX_MS
 * (SH-ADS-01, SH-ADS-02). Rendered by the server too, so the article never flashes uncovered.
 */
export function FullScreenSpinner({ enabled }: FullScreenSpinnerProps) {
  const pathname = usePathname();
  const active = enabled && isNewsArticle(pathname);
  // The article whose wait is over; another article waits again.
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const { apiClient } = useHost();
  const track = useTrack();

  useEffect(() => {
    if (!active || !pathname) return;
    let live = true;
    const onFailed = (message: string) => track({ name: 'ad_failed', message });
    void waitForPreloadedAds(preloadAds(apiClient, 'news', onFailed)).then(() => {
      if (live) setDoneFor(pathname);
    });
    return () => {
      live = false;
    };
  }, [active, pathname, apiClient, track]);

  if (!active || doneFor === pathname) return null;
  return (
    <div className="gd-fullscreen-spinner" role="status" aria-live="polite" aria-label={COPY.footer.loading}>
      <span className="gd-fullscreen-spinner__wheel" aria-hidden="true" />
    </div>
  );
}
