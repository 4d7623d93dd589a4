import normalizeUrl from 'normalize-url';
import { INGEST_TRACKING_PARAMS } from '@growday/contracts';

const TRACKING: (string | RegExp)[] = [/^utm_\w+$/i, ...INGEST_TRACKING_PARAMS];

/** An absolute http(s) address for `raw` (resolved against `base`), or null for any other scheme. */
export function absoluteHttpUrl(raw: string, base?: string): URL | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url;
}

/**
 * The address an item is de-duplicated on across all sources: http(s) only (javascript:, data:,
 * mailto: and the like give null), tracking parameters (utm_*, fbclid, gclid, ...) removed, the
 * fragment and a trailing slash removed, host lower-cased, default port dropped, remaining query
 * parameters sorted. `www.` and the scheme are kept: the stored address must still open the page.
 */
export function canonicalUrl(raw: string, base?: string): string | null {
  const url = absoluteHttpUrl(raw, base);
  if (!url) return null;
  try {
    return normalizeUrl(url.href, {
      stripHash: true,
      stripWWW: false,
      removeQueryParameters: TRACKING,
      removeTrailingSlash: true,
      removeSingleSlash: true,
      sortQueryParameters: true,
      stripTextFragment: true,
    });
  } catch {
    return null;
  }
}
