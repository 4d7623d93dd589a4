import { decodeBody } from './charset';
import { limitedGet } from './limited-get';
import { parseFeedText } from './parse-feed';
import type { FetchOptions, FetchOutcome, FetchRequest } from './types';

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml;q=0.9, ' +
  'application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5';

/**
 * One feed, fetched under the limits of limitedGet (timeout, size, redirects, private addresses,
 * per-host slot), decoded once by its declared charset and parsed. Never throws: every failure is
 * an `error` outcome with a short message for the operator.
 */
export async function fetchFeed(req: FetchRequest, opts: FetchOptions = {}): Promise<FetchOutcome> {
  try {
    const res = await limitedGet(
      { url: req.feedUrl, accept: FEED_ACCEPT, etag: req.etag, lastModified: req.lastModified },
      opts,
    );
    if (res.kind === 'not-modified') return { kind: 'not-modified', status: 304 };
    if (res.kind === 'error') return res;
    const contentType = firstHeader(res.headers['content-type']);
    const decoded = decodeBody(res.body, contentType);
    if (!decoded.ok) return { kind: 'error', status: res.status, message: decoded.message };
    const parsed = parseFeedText(decoded.text, res.finalUrl, opts.now ?? new Date());
    if (!parsed.ok) {
      // An HTML page without a doctype fails as malformed XML; its Content-Type says what it is.
      const html = /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType ?? '');
      const message = html ? 'not a feed: the address answers an HTML page' : parsed.message;
      return { kind: 'error', status: res.status, message };
    }
    return {
      kind: 'ok',
      status: res.status,
      finalUrl: res.finalUrl,
      etag: firstHeader(res.headers.etag),
      lastModified: firstHeader(res.headers['last-modified']),
      items: parsed.items,
    };
  } catch (err) {
    // A parser bug on some feed must still end as that source's error, not a failed pass.
    return { kind: 'error', status: null, message: `could not read the feed: ${String(err)}`.slice(0, 200) };
  }
}

export function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
