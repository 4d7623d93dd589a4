import { stringifySetCookie } from 'cookie';

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
  return stringifySetCookie({
    name,
    value,
    path: options.path ?? '/',
    domain: options.domain ?? undefined,
    // `cookie` takes whole seconds only.
    maxAge: options.maxAgeS === undefined ? undefined : Math.floor(options.maxAgeS),
    sameSite: 'lax',
    secure: options.secure ?? false,
  });
}

/**
 * The parent domain a cookie can be shared on (SH-PLAT-06): the registrable domain by the Public
 * Suffix List (`tldts`), so `m.growday.kr` → `growday.kr` and `m.growday.co.kr` →
 * `growday.co.kr` (never the public suffix `co.kr`). Null for a single-label host (localhost), a
 * public suffix or an IP address, where a browser accepts only host-only cookies.
 *
 * tldts carries the whole suffix list (about 40 kB gzip), so it is loaded on first use: only a
 * visit from the native app with an announcement to write needs it.
 */
export async function parentDomain(hostname: string): Promise<string | null> {
  const { parse } = await import('tldts');
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const parsed = parse(host);
  return parsed.isIp ? null : parsed.domain;
}
