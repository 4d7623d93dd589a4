'use client';

import { AD_COPY, AD_SLOT_LOADING_HEIGHT_PX, type AdScreen } from '@growday/contracts/client';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import { useTrack, type TrackContentEvent } from '../content/analytics';
import { storageUrl } from '../files/storage-url';
import { useHost } from '../host/host-provider';
import { inventoryFor, loadAd, takePreloadedAd, type LoadedAd } from './ad-loader';
import { apiAddress, recordAdImpression } from './ads-api';
import { createViewabilityTimer, VIEWABILITY_THRESHOLDS } from './viewability';
import styles from './ad-slot.module.css';

export interface AdSlotProps {
  /** Which inventory: the first defined for this screen. */
  screen: AdScreen;
  /** A new key drops the shown ad and requests another (a new page, an iOS refresh). */
  requestKey?: string | number | undefined;
  /** False: request nothing (a page reached by going back keeps no ad). */
  enabled?: boolean | undefined;
}

/**
 * One ad place. While the ad loads the slot keeps its height; with no ad it renders nothing; the
 * ad, marked 광고, has the loading height, so nothing moves when it lands. Unmounting destroys
 * the ad and cancels its request (SH-ADS-04).
 */
export function AdSlot({ screen, requestKey, enabled = true }: AdSlotProps) {
  const { apiClient } = useHost();
  const track = useTrack();
  const trackRef = useRef(track);
  useEffect(() => {
    trackRef.current = track;
  }, [track]);
  // What the slot asks for now; a result belongs to the key it was asked for.
  const key = enabled ? `${screen}:${requestKey ?? ''}` : null;
  const [result, setResult] = useState<{ key: string; loaded: LoadedAd | null } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const controller = new AbortController();
    const onFailed = (message: string) => trackRef.current({ name: 'ad_failed', message });
    void (async () => {
      const inventory = await inventoryFor(apiClient, screen);
      if (!inventory) return null;
      return (
        takePreloadedAd(inventory.inventoryId) ??
        loadAd({ api: apiClient, inventory, onFailed, signal: controller.signal })
      );
    })().then((loaded) => {
      if (live) setResult({ key, loaded });
    });
    return () => {
      live = false;
      controller.abort();
    };
  }, [apiClient, screen, key]);

  if (key === null) return null;
  if (!result || result.key !== key) {
    return (
      <div
        className={styles.loading}
        style={{ minHeight: AD_SLOT_LOADING_HEIGHT_PX }}
        data-ad-state="loading"
        aria-hidden="true"
      />
    );
  }
  if (!result.loaded) return null;
  return (
    <AdView
      key={`${result.loaded.requestId}:${result.loaded.ad.creativeId}`}
      api={apiClient}
      loaded={result.loaded}
      trackRef={trackRef}
    />
  );
}

/** An ad's image: a storage key on the files host, or an https address as it is. */
function adImageUrl(image: string, storageBaseUrl: string): string {
  return /^https:\/\//.test(image) ? image : storageUrl(storageBaseUrl, image);
}

interface AdViewProps {
  api: ApiClient;
  loaded: LoadedAd;
  /** The slot's current `track`, read when an event happens (a new track does not restart the timer). */
  trackRef: { readonly current: TrackContentEvent };
}

function AdView({ api, loaded, trackRef }: AdViewProps) {
  const { storageBaseUrl } = useHost();
  const { ad, inventoryId, groupId } = loaded;
  const ref = useRef<HTMLElement>(null);
  // The browser's own ad events (supple_ad_impression, supple_ad_click) for the analytics queue;
  // the server's ad_impressions and ad_clicks rows stay the counts operators bill by.
  const adEvent = (name: 'ad_impression' | 'ad_click') =>
    trackRef.current({ name, creativeId: ad.creativeId, inventoryId, groupId });
  const adEventRef = useRef(adEvent);
  useEffect(() => {
    adEventRef.current = adEvent;
  });

  // CC-ADS-01: the impression is sent once half the ad stayed visible for a second (the page
  // hidden counts as not visible); the server counts it once per served ad whatever we send.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const timer = createViewabilityTimer(() => {
      adEventRef.current('ad_impression');
      void recordAdImpression(api, ad.creativeId, ad.serveToken).catch(() => {});
    });
    let ratio = 0;
    const report = () => timer.update(document.visibilityState === 'hidden' ? 0 : ratio);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
        report();
      },
      { threshold: VIEWABILITY_THRESHOLDS },
    );
    observer.observe(element);
    document.addEventListener('visibilitychange', report);
    return () => {
      observer.disconnect();
      timer.dispose();
      document.removeEventListener('visibilitychange', report);
    };
  }, [api, ad.creativeId, ad.serveToken]);

  return (
    <aside
      ref={ref}
      className={styles.ad}
      data-testid="ad"
      aria-label={AD_COPY.slotLabel}
      data-ad-creative={ad.creativeId}
      data-ad-inventory={loaded.inventoryId}
    >
      <a
        className={styles.link}
        href={apiAddress(api, ad.clickUrl)}
        rel="sponsored noopener"
        onClick={() => adEvent('ad_click')}
        // A middle click opens the redirect in another tab: a click too.
        onAuxClick={(event) => event.button === 1 && adEvent('ad_click')}
      >
        <img className={styles.image} src={adImageUrl(ad.image, storageBaseUrl)} alt="" width={64} height={64} />
        <span className={styles.body}>
          <span className={styles.label}>{AD_COPY.label}</span>
          <span className={styles.title}>{ad.title}</span>
          <span className={styles.url}>{ad.displayUrl}</span>
        </span>
      </a>
    </aside>
  );
}
