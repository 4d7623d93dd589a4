/** Attributes of a cookie the page writes itself (document.cookie). */
export interface BrowserCookieOptions {
  path?: string;
  /** A registrable domain (no leading dot needed); omitted means a host-only cookie. */
  domain?: string | null | undefined;
  /** Seconds; omitted means a session cookie. */
  maxAgeS?: number | undefined;
  secure?: boolean | undefined;
}

/** One `document.cookie` assignment: value URI-encoded, SameSite=Lax, path / unless told. */
export function serializeBrowserCookie(name: string, value: string, options: BrowserCookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.maxAgeS !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeS)}`);
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The parent domain a cookie can be shared on (SH-PLAT-06): `m.growday.kr` → `growday.kr`,
 * `growday.kr` → `growday.kr`. Null for a single-label host (localhost) or an IP address, where
 * a browser accepts only host-only cookies.
 */
export function parentDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  return labels.length === 2 ? host : labels.slice(1).join('.');
}
