import { COOKIE, DEFAULT_THEME, THEME_COOKIE_MAX_AGE_S, THEME_MODES, type ThemeMode } from '@growday/contracts/client';
import { serializeBrowserCookie } from './browser-cookies';
import { readCookie, type CookieSource } from './cookies';

/** The theme the visitor chose, from its cookie; light when absent or unknown (SH-THEME-01, SH-THEME-02). */
export function readThemePreference(cookies: CookieSource): ThemeMode {
  const value = readCookie(cookies, COOKIE.theme)?.trim().toLowerCase();
  return (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : DEFAULT_THEME;
}

/**
 * The theme the shell paints. The spec's shell forces light (SH-THEME-04): the preference is read
 * and kept (cookie and data attribute) so a later release can honour it, but light is rendered.
 */
export function renderedTheme(_preference: ThemeMode): ThemeMode {
  return 'light';
}

/** The theme cookie, living THEME_COOKIE_MAX_AGE_S (SH-THEME-03). */
export function themeCookieString(mode: ThemeMode, secure = false): string {
  return serializeBrowserCookie(COOKIE.theme, mode, { path: '/', maxAgeS: THEME_COOKIE_MAX_AGE_S, secure });
}
