import { COOKIE } from '@growday/contracts/client';
import {
  platformCookieStrings,
  readCookie,
  readPlatformAnnouncement,
  readPlatformQuery,
  type PlatformAnnouncement,
} from '@growday/ui/core';

// Loaded by PlatformEffects on first use, only when a native app announces itself (in the address
// or through its bridge): checking the announced version takes semver, which no other visit needs
// in the browser (issue 13: JavaScript budgets).

export { readPlatformAnnouncement, readPlatformQuery };

/** Write what the app announced; true when a cookie changed (the server then renders anew). */
export async function writePlatformCookies(announcement: PlatformAnnouncement): Promise<boolean> {
  const cookies = await platformCookieStrings(announcement, window.location);
  const before = document.cookie;
  for (const cookie of cookies) document.cookie = cookie;
  return (
    (announcement.platform !== undefined && readCookie(before, COOKIE.platform) !== announcement.platform) ||
    (announcement.version !== undefined && readCookie(before, COOKIE.appVersion) !== announcement.version)
  );
}
