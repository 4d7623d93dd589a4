import { COOKIE, type DeviceClass, type HostPlatform } from '@growday/contracts/client';
import { appVersionBands, readAppVersion, type AppVersionBandName } from './app-version-bands';
import { readJsonCookie, type CookieSource } from './cookies';
import { readDeviceClass } from './device-class';
import { isConnectedAppContainer, readHostPlatform, type ReadHostPlatformOptions } from './host-platform';

/** Everything that depends on the host asks this. */
export interface PlatformContext {
  platform: HostPlatform;
  appVersion: string | null;
  versionBands: Record<AppVersionBandName, boolean>;
  deviceClass: DeviceClass;
  isConnectedAppContainer: boolean;
  /** The support-info cookie as an object; null when absent or not valid JSON. */
  supportInfo: Record<string, unknown> | null;
  /** The webview ad-info cookie as an object; null when absent or not valid JSON (SH-ADS-15). */
  webviewAdInfo: Record<string, unknown> | null;
}

/** Read the platform context from cookies and the user agent, on the server or in the browser. */
export function readPlatformContext(
  cookies: CookieSource,
  userAgent: string | null | undefined,
  options: ReadHostPlatformOptions = {},
): PlatformContext {
  const platform = readHostPlatform(cookies, options);
  const appVersion = readAppVersion(cookies);
  return {
    platform,
    appVersion,
    versionBands: appVersionBands(appVersion),
    deviceClass: readDeviceClass(userAgent),
    isConnectedAppContainer: isConnectedAppContainer(platform),
    supportInfo: readJsonCookie(cookies, COOKIE.supportInfo),
    webviewAdInfo: readJsonCookie(cookies, COOKIE.webviewAdInfo),
  };
}
