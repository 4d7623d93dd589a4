import { decodeBody } from './charset';
import { firstHeader } from './fetch-feed';
import { ogImage } from './html-images';
import { limitedGet } from './limited-get';
import type { FetchOptions } from './types';

/**
 * The og:image of an article page, for items whose feed gives no image: fetched under the same
 * limits as a feed (timeout, size, redirects, private addresses, per-host slot). Null on any
 * failure or when the page names none; never throws.
 */
export async function fetchOgImage(pageUrl: string, opts: FetchOptions = {}): Promise<string | null> {
  try {
    const res = await limitedGet({ url: pageUrl, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' }, opts);
    if (res.kind !== 'body') return null;
    const decoded = decodeBody(res.body, firstHeader(res.headers['content-type']));
    return decoded.ok ? ogImage(decoded.text, res.finalUrl) : null;
  } catch {
    return null;
  }
}
