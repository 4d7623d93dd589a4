import {
  ANALYTICS_PAGE_LOCATION_MAX_LENGTH,
  COOKIE,
  NATIVE_PLATFORMS,
  ROUTES,
  type AnalyticsPageName,
  type AnalyticsPlatform,
} from '@growday/contracts/client';
import { readCookie, type CookieSource } from '../platform/cookies';
import { readMobileOs } from '../platform/device-class';
import { readHostPlatform } from '../platform/host-platform';

/** The page location as sent: cut at ANALYTICS_PAGE_LOCATION_MAX_LENGTH characters (SH-ANALYTICS-08). */
export function cutPageLocation(href: string): string {
  return href.slice(0, ANALYTICS_PAGE_LOCATION_MAX_LENGTH);
}

/** Now, in microseconds since the epoch (SH-ANALYTICS-02): whole milliseconds plus the sub-millisecond part. */
export function microsNow(
  clock: { now(): number; performanceNow?: (() => number) | undefined } = { now: Date.now },
): number {
  const ms = clock.now();
  const fraction = clock.performanceNow ? clock.performanceNow() % 1 : 0;
  return Math.floor(ms) * 1000 + Math.floor(fraction * 1000);
}

/**
 * The platform field (SH-ANALYTICS-09): `ios` or `aos` from the app's OS cookie; else from the
 * user agent (an iPhone or Android browser, or the app's webview named by the platform cookie);
 * else `web`. Inside the app with a user agent that names neither, aos: the app ships on Android first.
 */
export function analyticsPlatform(cookies: CookieSource, userAgent: string | null | undefined): AnalyticsPlatform {
  const cookie = readCookie(cookies, COOKIE.appOs)?.trim().toLowerCase();
  if (cookie === 'ios' || cookie === 'aos') return cookie;
  const os = readMobileOs(userAgent);
  if (os) return os;
  const host = readHostPlatform(cookies);
  return (NATIVE_PLATFORMS as readonly string[]).includes(host) ? 'aos' : 'web';
}

const NEWS_PATH = ROUTES.news;
const SEARCH_PATH = new URL(ROUTES.search(''), 'http://x').pathname;

/**
 * page_view's page_name and id for a path (SH-ANALYTICS-04/05): the home is homescreen (id ''),
 * /news and /news/{id} are news (id the article's, or ''), /search is search (id the query).
 * Other pages send no page_view: the spec names only these three.
 */
export function pageViewOf(pathname: string, search: string): { page_name: AnalyticsPageName; id: string } | null {
  if (pathname === ROUTES.home) return { page_name: 'homescreen', id: '' };
  if (pathname === NEWS_PATH) return { page_name: 'news', id: '' };
  const news = new RegExp(`^${NEWS_PATH}/(\\d+)(?:/|$)`).exec(pathname);
  if (news?.[1]) return { page_name: 'news', id: news[1] };
  if (pathname === SEARCH_PATH) {
    return { page_name: 'search', id: (new URLSearchParams(search).get('query') ?? '').slice(0, 200) };
  }
  return null;
}

interface PrivacyNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Do Not Track or Global Privacy Control is on: nothing is sent and nothing recorded. */
export function privacySignalOn(nav: PrivacyNavigator | undefined, win?: { doNotTrack?: string | null }): boolean {
  if (!nav) return false;
  return (
    nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || win?.doNotTrack === '1' || nav.globalPrivacyControl === true
  );
}
