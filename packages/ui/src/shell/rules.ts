import * as COPY from '@growday/contracts/copy';
import {
  BOTTOM_BAR_HIDDEN_PATHS,
  BOTTOM_BAR_NATIVE_HIDDEN_VERSION_BAND,
  CLOSE_APP_VERSION_BAND,
  EXTERNAL_LINK_PARAM,
  EXTERNAL_LINK_VALUE,
  HEADER_HIDDEN_MOBILE_PATHS,
  MY_PAGE_HEADER_PATH,
  MY_PAGE_HEADER_VERSION_BAND,
  SIDE_MENU_EXACT_PATHS,
  SIDE_MENU_PATH_PREFIXES,
  type DeviceClass,
  type HostPlatform,
  type TagGroup,
} from '@growday/contracts/client';
import type { AppVersionBandName } from '../platform/app-version-bands';
import { isConnectedAppContainer } from '../platform/host-platform';

/**
 * What the shell's visibility rules read: the host, the app version and the device class. The
 * version's bands come worked out (`appVersionBands`, on the server): the rules run in the browser
 * on every navigation, and comparing versions there would put semver in every page's first load.
 */
export interface ShellPlatform {
  platform: HostPlatform;
  appVersion: string | null;
  versionBands: Record<AppVersionBandName, boolean>;
  deviceClass: DeviceClass;
}

/** `path` itself or anything below it (`/news` covers `/news/12`, not `/newsletter`). */
export function isPathWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path.replace(/\/+$/, '')}/`);
}

/** The left side menu's routes: /, /post, /feed/[id], /best (SH-SIDE-02). */
export function isSideMenuPath(pathname: string): boolean {
  if ((SIDE_MENU_EXACT_PATHS as readonly string[]).includes(pathname)) return true;
  return SIDE_MENU_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
}

/** The side menu shows on its routes on a PC only (SH-SIDE-02, SH-SIDE-03). */
export function showSideMenu(pathname: string, context: Pick<ShellPlatform, 'deviceClass'>): boolean {
  return context.deviceClass === 'PC' && isSideMenuPath(pathname);
}

/**
 * The bottom bar shows in the webviews or on a mobile device (SH-BAR-05), never on /news or
 * /search (SH-BAR-06); native apps from BOTTOM_BAR_NATIVE_HIDDEN_VERSION_BAND draw their own tab
 * bar instead (our version rule, docs/decisions.md).
 */
export function showBottomBar(pathname: string, context: ShellPlatform): boolean {
  if (BOTTOM_BAR_HIDDEN_PATHS.some((path) => isPathWithin(pathname, path))) return false;
  if (isConnectedAppContainer(context.platform)) {
    return !context.versionBands[BOTTOM_BAR_NATIVE_HIDDEN_VERSION_BAND];
  }
  return context.deviceClass === 'MW';
}

/** The header is hidden on /search on mobile and in the webviews (SH-ROUTE-07). */
export function showHeader(pathname: string, context: ShellPlatform): boolean {
  if (!HEADER_HIDDEN_MOBILE_PATHS.some((path) => isPathWithin(pathname, path))) return true;
  return context.deviceClass === 'PC' && !isConnectedAppContainer(context.platform);
}

/** The close-app icon: inside a native app, from CLOSE_APP_VERSION_BAND (SH-HDR-09). */
export function showCloseApp(context: Pick<ShellPlatform, 'platform' | 'versionBands'>): boolean {
  return isConnectedAppContainer(context.platform) && context.versionBands[CLOSE_APP_VERSION_BAND];
}

/** The 마이페이지 header on /me/info pages in the native apps from MY_PAGE_HEADER_VERSION_BAND (SH-HDR-17). */
export function showMyPageHeader(pathname: string, context: Pick<ShellPlatform, 'platform' | 'versionBands'>): boolean {
  return (
    isPathWithin(pathname, MY_PAGE_HEADER_PATH) &&
    isConnectedAppContainer(context.platform) &&
    context.versionBands[MY_PAGE_HEADER_VERSION_BAND]
  );
}

/** The tag group named 주요 뉴스, the news link's target; null hides the link (SH-HDR-03). */
export function findMainNewsGroup<G extends Pick<TagGroup, 'name'>>(groups: readonly G[]): G | null {
  return groups.find((group) => group.name === COPY.mainNewsTagGroup) ?? null;
}

/** The news link shows on a PC when the main news group exists (SH-HDR-02, SH-HDR-03). */
export function showNewsLink(context: Pick<ShellPlatform, 'deviceClass'>, groups: readonly Pick<TagGroup, 'name'>[]) {
  return context.deviceClass === 'PC' && findMainNewsGroup(groups) !== null;
}

/** A job-listing site's address with the external parameter appended (SH-HDR-06). */
export function externalSiteHref(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set(EXTERNAL_LINK_PARAM, EXTERNAL_LINK_VALUE);
    return parsed.toString();
  } catch {
    return url;
  }
}
