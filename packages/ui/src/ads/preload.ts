import { PRELOAD_AD_WAIT_MAX_MS, type AdScreen } from '@growday/contracts/client';
import type { ApiClient } from '../api/client';
import { startPreload } from './ad-loader';

/**
 * Start the ad requests the news article preloads: the first item of the drawn mediation group of
 * each inventory of the screen. The slot on the page then shows what was preloaded. Without an
 * API client (nothing to ask) nothing is preloaded.
 */
export function preloadAds(
  api?: ApiClient,
  screen: AdScreen = 'news',
  onFailed?: (message: string) => void,
): Promise<unknown>[] {
  if (!api) return [];
  return startPreload(api, screen, onFailed);
}

export type PreloadOutcome = 'settled' | 'timeout';

/**
 * Wait until every preloaded request settled (fulfilled or rejected alike: a failed ad must not
 * keep the page covered), or PRELOAD_AD_WAIT_MAX_MS passed, whichever comes first (SH-ADS-01, SH-ADS-02).
 */
export function waitForPreloadedAds(
  requests: readonly Promise<unknown>[],
  maxMs: number = PRELOAD_AD_WAIT_MAX_MS,
): Promise<PreloadOutcome> {
  if (requests.length === 0) return Promise.resolve('settled');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), maxMs);
    void Promise.allSettled(requests).then(() => {
      clearTimeout(timer);
      resolve('settled');
    });
  });
}
