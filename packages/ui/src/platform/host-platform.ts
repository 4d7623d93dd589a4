import {
  COOKIE,
  HOST_PLATFORMS,
  NATIVE_PLATFORMS,
  type HostPlatform,
  type NativePlatform,
} from '@growday/contracts/client';
import { readCookie, type CookieSource } from './cookies';

// Nothing here compares versions (readAppVersion is in app-version-bands.ts): the shell asks these
// in the browser on every page, and semver stays out of that first load.

export interface ReadHostPlatformOptions {
  /** The extension build knows it is the extension whatever the cookies say. */
  isExtensionBuild?: boolean;
}

function isHostPlatform(value: string | undefined): value is HostPlatform {
  return value !== undefined && (HOST_PLATFORMS as readonly string[]).includes(value);
}

/**
 * The host platform from cookies (SH-PLAT-04): the legacy cookie's presence means cashwalk
 * (SH-PLAT-05); else the platform cookie when it names a known platform; else web.
 */
export function readHostPlatform(cookies: CookieSource, options: ReadHostPlatformOptions = {}): HostPlatform {
  if (options.isExtensionBuild) return 'extension';
  if (readCookie(cookies, COOKIE.legacyCashwalk) !== undefined) return 'cashwalk';
  const value = readCookie(cookies, COOKIE.platform)?.trim().toLowerCase();
  return isHostPlatform(value) ? value : 'web';
}

/** Inside a native app's webview (cashwalk or timespread), where the app owns navigation. */
export function isConnectedAppContainer(platform: HostPlatform): platform is NativePlatform {
  return (NATIVE_PLATFORMS as readonly string[]).includes(platform);
}
