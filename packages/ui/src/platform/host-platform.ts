import {
  COOKIE,
  HOST_PLATFORMS,
  NATIVE_PLATFORMS,
  type HostPlatform,
  type NativePlatform,
} from '@growday/contracts/client';
import { readCookie, type CookieSource } from './cookies';
import { parseVersion } from './semver';

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

/** The native app's version from its cookie (SH-PLAT-04), or null when absent or malformed. */
export function readAppVersion(cookies: CookieSource): string | null {
  const value = readCookie(cookies, COOKIE.appVersion)?.trim();
  return value && parseVersion(value) ? value : null;
}

/** Inside a native app's webview (cashwalk or timespread), where the app owns navigation. */
export function isConnectedAppContainer(platform: HostPlatform): platform is NativePlatform {
  return (NATIVE_PLATFORMS as readonly string[]).includes(platform);
}
