/** Cookies as the platform module accepts them: a Cookie header string or a name → value map. */
export type CookieSource = string | Readonly<Record<string, string | undefined>> | null | undefined;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parse a `Cookie` request header (or `document.cookie`); the first value of a name wins. */
export function parseCookieHeader(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}

/** One cookie's value, or undefined when it is absent. */
export function readCookie(source: CookieSource, name: string): string | undefined {
  if (!source) return undefined;
  if (typeof source === 'string') return parseCookieHeader(source)[name];
  return source[name];
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
