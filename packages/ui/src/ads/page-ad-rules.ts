import {
  AD_PAGE_SCREENS,
  AD_PAGE_VERSION_BAND,
  APP_VERSION_BANDS,
  type AdScreen,
  type HostPlatform,
} from '@growday/contracts/client';
import { isInVersionBand } from '../platform/app-version-bands';
import { isConnectedAppContainer } from '../platform/host-platform';
import { isPathWithin } from '../shell/rules';

/**
 * SH-ADS-03: the screen whose ad a page requests: /news and /search (and below) inside the native
 * apps from AD_PAGE_VERSION_BAND; null elsewhere (the website, the extension, older apps).
 */
export function pageAdScreen(
  pathname: string | null | undefined,
  context: { platform: HostPlatform; appVersion: string | null },
): AdScreen | null {
  if (!pathname || !isConnectedAppContainer(context.platform)) return null;
  if (!isInVersionBand(context.appVersion, APP_VERSION_BANDS[AD_PAGE_VERSION_BAND])) return null;
  return AD_PAGE_SCREENS.find((entry) => isPathWithin(pathname, entry.path))?.screen ?? null;
}

/**
 * Tells whether the navigation that showed the current page went backward (Back or Forward
 * through history: a popstate, or a page loaded as back_forward). Such a page shows no new ad
 * (SH-ADS-03: requested only when not navigating backward). Closing a post opened from the page
 * is not navigating backward, though it is a history move too: Back from a page below this one
 * (the news article /news/{id}, the app's post view, to the /news list) returns to the page it
 * came from, whose ad left when the post opened (SH-ADS-04), so the page asks again.
 * Framework-free: the host feeds it popstate events and page changes.
 */
export function createNavigationDirection(initialBackward: boolean) {
  let poppedTo: string | null = null;
  let first = initialBackward;
  let last: { pathname: string; backward: boolean } | null = null;
  return {
    /** A popstate happened, to this path. */
    popstate(pathname: string) {
      poppedTo = pathname;
    },
    /**
     * The page changed to this path: true when a history move brought it (a popstate to it, or
     * the document itself loaded from history). Asking again for the same page answers the same.
     */
    pageChanged(pathname: string): boolean {
      if (last && last.pathname === pathname && poppedTo === null) return last.backward;
      const closedPost = last !== null && last.pathname !== pathname && isPathWithin(last.pathname, pathname);
      const backward = first || (poppedTo === pathname && !closedPost);
      first = false;
      poppedTo = null;
      last = { pathname, backward };
      return backward;
    },
  };
}

/**
 * SH-ADS-05: on iOS a page re-requests its ad when it becomes visible again, once per page. Keys
 * are pages (the path); each key allows one refresh.
 */
export function createVisibilityRefreshGuard() {
  const refreshed = new Set<string>();
  return {
    allow(pageKey: string): boolean {
      if (refreshed.has(pageKey)) return false;
      refreshed.add(pageKey);
      return true;
    },
  };
}
