'use client';

import { COOKIE, PLATFORM_QUERY_PARAM, VERSION_QUERY_PARAM, type HostPlatform } from '@growday/contracts/client';
import {
  callBridge,
  hasBridge,
  readCookie,
  readThemePreference,
  registerServiceWorker,
  themeCookieString,
} from '@growday/ui/core';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The announcement's reader and cookie writer, loaded only when an app announces itself. */
const loadAnnouncement = () => import('./platform-announcement');

/** Bridge method that answers `{ platform, version }` when the app did not put them in the address. */
const GET_APP_INFO = 'getAppInfo';

/**
 * The address without the announcement, so a copied or shared link does not carry it; null when
 * there is nothing to drop.
 */
function addressWithoutPlatformQuery(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PLATFORM_QUERY_PARAM) && !url.searchParams.has(VERSION_QUERY_PARAM)) return null;
  url.searchParams.delete(PLATFORM_QUERY_PARAM);
  url.searchParams.delete(VERSION_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Browser-side platform work that renders nothing:
 * - the native app's `platform` / `version` query parameters become cookies on path / and the parent
 *   domain (SH-PLAT-06); an app with a bridge but no version cookie is asked through the bridge;
 * - the theme cookie is kept (SH-THEME-02, SH-THEME-03);
 * - /sw.js is registered, never in the extension (SH-SW-01..03).
 */
export function PlatformEffects({ platform }: { platform: HostPlatform }) {
  const router = useRouter();

  useEffect(() => {
    let live = true;
    const search = window.location.search;
    // Through the router, not history.replaceState: a refresh racing the router's own record of
    // the address could put the announcement back. The router runs its actions in order, so the
    // refresh (which re-renders the layouts for the app with the new cookies) follows the
    // clean address.
    const clean = addressWithoutPlatformQuery();
    if (clean !== null) {
      router.replace(clean, { scroll: false });
      // Not tied to this effect's life: a second run (Strict Mode) would find the cookies already
      // written and never refresh.
      void loadAnnouncement().then(async ({ readPlatformQuery, writePlatformCookies }) => {
        const announced = readPlatformQuery(search);
        if ((announced.platform || announced.version) && (await writePlatformCookies(announced))) router.refresh();
      });
    }

    if (hasBridge() && !readCookie(document.cookie, COOKIE.appVersion)) {
      callBridge<{ platform?: unknown; version?: unknown }>(GET_APP_INFO)
        .then(async (info) => {
          if (!live || !info) return;
          const { readPlatformAnnouncement, writePlatformCookies } = await loadAnnouncement();
          if (live && (await writePlatformCookies(readPlatformAnnouncement(info)))) router.refresh();
        })
        .catch((error: unknown) => {
          // The page works without the app's answer; the time-out is worth a line in the console.
          console.warn(error instanceof Error ? error.message : error);
        });
    }
    return () => {
      live = false;
    };
  }, [router]);

  useEffect(() => {
    const preference = readThemePreference(document.cookie);
    if (readCookie(document.cookie, COOKIE.theme) !== preference) {
      document.cookie = themeCookieString(preference, window.location.protocol === 'https:');
    }
  }, []);

  useEffect(() => {
    void registerServiceWorker({ isExtension: platform === 'extension' });
  }, [platform]);

  return null;
}
