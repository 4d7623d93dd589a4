import { APP_VERSION_BANDS, COOKIE } from '@growday/contracts/client';
import { readCookie, type CookieSource } from './cookies';
import { compareVersions, parseVersion } from './semver';

export type AppVersionBandName = keyof typeof APP_VERSION_BANDS;

/** A band's lower bound is included, its upper bound excluded. */
export interface VersionBand {
  readonly min?: string;
  readonly max?: string;
}

/** Whether a version falls in a band; a missing or malformed version is in no band. */
export function isInVersionBand(version: string | null | undefined, band: VersionBand): boolean {
  if (!version) return false;
  if (band.min !== undefined) {
    const cmp = compareVersions(version, band.min);
    if (cmp === null || cmp < 0) return false;
  }
  if (band.max !== undefined) {
    const cmp = compareVersions(version, band.max);
    if (cmp === null || cmp >= 0) return false;
  }
  return true;
}

/** Every named band of APP_VERSION_BANDS, true where the version belongs. */
export function appVersionBands(version: string | null | undefined): Record<AppVersionBandName, boolean> {
  const result = {} as Record<AppVersionBandName, boolean>;
  for (const name of Object.keys(APP_VERSION_BANDS) as AppVersionBandName[]) {
    result[name] = isInVersionBand(version, APP_VERSION_BANDS[name]);
  }
  return result;
}

/** The native app's version from its cookie (SH-PLAT-04), or null when absent or malformed. */
export function readAppVersion(cookies: CookieSource): string | null {
  const value = readCookie(cookies, COOKIE.appVersion)?.trim();
  return value && parseVersion(value) ? value : null;
}
