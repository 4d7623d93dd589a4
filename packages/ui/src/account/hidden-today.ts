import { COOKIE } from '@growday/contracts/client';
import { readCookie, type CookieSource } from '../platform/cookies';

/**
 * Whether the automatic login prompt is hidden for today. Apart from hide-today.ts, which writes
 * the cookie with the Korea-time day's end: every page asks this, only the prompt's link writes.
 */
export function isLoginModalHiddenToday(cookies: CookieSource): boolean {
  return readCookie(cookies, COOKIE.loginModalHideToday) !== undefined;
}
