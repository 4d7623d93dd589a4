import { PRELOAD_AD_WAIT_MAX_MS } from '@growday/contracts';

/**
 * Start the ad requests the news article preloads (the first item of each mediation group).
 * Seam: the ads issue fills this in; until then nothing is preloaded.
 */
export function preloadAds(): Promise<unknown>[] {
  return [];
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
