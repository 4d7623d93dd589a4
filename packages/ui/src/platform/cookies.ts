import { parseCookie } from 'cookie';

/** Cookies as the platform module accepts them: a Cookie header string or a name → value map. */
export type CookieSource = string | Readonly<Record<string, string | undefined>> | null | undefined;

/** A value the native app wrote in double quotes (RFC 6265 allows them) is read without them. */
function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/**
 * One cookie's value, or undefined when it is absent. A header (or `document.cookie`) is parsed
 * by `cookie`: values are URI-decoded and the first value of a name wins.
 */
export function readCookie(source: CookieSource, name: string): string | undefined {
  if (!source) return undefined;
  const value = typeof source === 'string' ? parseCookie(source)[name] : source[name];
  return value === undefined ? undefined : unquote(value);
}

/** A cookie that holds JSON: its object, or null when absent or not valid JSON (SH-PLAT-11). */
export function readJsonCookie(source: CookieSource, name: string): Record<string, unknown> | null {
  const raw = readCookie(source, name);
  if (raw === undefined || raw === '') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
