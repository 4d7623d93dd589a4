import {
  COOKIE,
  HOST_PLATFORMS,
  PLATFORM_QUERY_PARAM,
  VERSION_QUERY_PARAM,
  type HostPlatform,
} from '@growday/contracts/client';
import { parentDomain, serializeBrowserCookie } from './browser-cookies';
import { parseVersion } from './semver';

/** What the native app announced: either may be missing. */
export interface PlatformAnnouncement {
  platform?: HostPlatform | undefined;
  version?: string | undefined;
}

/** The extension knows itself from its build; the query cannot claim it. */
function announcedPlatform(value: unknown): HostPlatform | undefined {
  if (typeof value !== 'string') return undefined;
  const platform = value.trim().toLowerCase();
  return platform !== 'extension' && (HOST_PLATFORMS as readonly string[]).includes(platform)
    ? (platform as HostPlatform)
    : undefined;
}

function announcedVersion(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const version = value.trim();
  return version.length <= 32 && parseVersion(version) ? version : undefined;
}

/** Validate what the app sent (query or bridge answer); anything unknown or malformed is dropped. */
export function readPlatformAnnouncement(source: { platform?: unknown; version?: unknown }): PlatformAnnouncement {
  return { platform: announcedPlatform(source.platform), version: announcedVersion(source.version) };
}

/** The `platform` and `version` query parameters the native app appends to the first address it opens. */
export function readPlatformQuery(search: string | URLSearchParams): PlatformAnnouncement {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return readPlatformAnnouncement({
    platform: params.get(PLATFORM_QUERY_PARAM) ?? undefined,
    version: params.get(VERSION_QUERY_PARAM) ?? undefined,
  });
}

/**
 * The Set-Cookie strings for the platform and version cookies: path / and the parent domain
 * (SH-PLAT-06), so the community host and the other subdomains see the same app. Session cookies:
 * the app announces itself again at each launch.
 */
export async function platformCookieStrings(
  announcement: PlatformAnnouncement,
  location: { hostname: string; protocol: string },
): Promise<string[]> {
  const domain = await parentDomain(location.hostname);
  const options = { path: '/', domain, secure: location.protocol === 'https:' };
  const cookies: string[] = [];
  if (announcement.platform) cookies.push(serializeBrowserCookie(COOKIE.platform, announcement.platform, options));
  if (announcement.version) cookies.push(serializeBrowserCookie(COOKIE.appVersion, announcement.version, options));
  return cookies;
}
