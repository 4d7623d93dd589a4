import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';

/**
 * A local HTTP server on 127.0.0.1 serving the feed fixtures of apps/api/test/fixtures/feeds
 * (written for this project; `{{origin}}` in a fixture becomes the server's address) and the
 * misbehaving answers the ingestion limits are tested against. Tests never touch the internet.
 *
 * Fixed routes:
 *   /rss2.xml /rss1.rdf /atom.xml /json-feed.json /bad-links.xml /script-titles.xml
 *   /tracking-a.xml /tracking-b.xml /no-thumbnail.xml /malformed.xml  (the fixture files)
 *   /html-page.html /article.html        HTML pages (not a feed; og:image source)
 *   /euc-kr.xml                          euc-kr.xml as EUC-KR bytes, charset only in the XML prolog
 *   /euc-kr-header.xml                   the same bytes without the prolog, charset only in Content-Type
 *   /etag.xml                            rss2.xml with ETag and Last-Modified; 304 when either matches
 *   /huge.xml                            a feed that never stops growing (chunked, no Content-Length)
 *   /huge-declared.xml                   Content-Length past the cap, then a trickle
 *   /slow.xml                            a few bytes every 500 ms, for ever
 *   /loop-a  /loop-b                     a redirect loop
 *   /redirect/N                          N redirects, then /rss2.xml (relative Location headers)
 *   /redirect-js                         a redirect to a javascript: address
 *   /status/NNN                          an empty answer with that status
 *   /slow-host/NAME                      rss2.xml after SLOW_HOST_MS (300 ms); records how many run at once
 *   /images/*                            a tiny GIF
 * Tests add their own answers with `serve(path, answer)` (a later call replaces an earlier one).
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'feeds');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const FIXTURE_ETAG = '"rss2-v1"';
/** How long /slow-host/* waits before answering. */
export const SLOW_HOST_MS = 300;
export const FIXTURE_LAST_MODIFIED = 'Mon, 23 Nov 2026 01:00:00 GMT';

export interface FixedAnswer {
  status?: number;
  contentType?: string;
  headers?: Record<string, string>;
  /** A string is sent as UTF-8 after `{{origin}}` is replaced. */
  body: string | Buffer;
}
export type Answer = FixedAnswer | ((req: IncomingMessage, res: ServerResponse) => void);

export interface FeedServer {
  origin: string;
  url(pathname: string): string;
  /** Adds or replaces the answer for a path. */
  serve(pathname: string, answer: Answer): void;
  /** Requests seen per path (query string included). */
  hits(pathname: string): number;
  /** Request headers of the last request to a path. */
  lastHeaders(pathname: string): IncomingHttpHeaders | undefined;
  /** Most /slow-host/* requests that were open at the same time. */
  maxConcurrentSlow(): number;
  /** A fixture file's text with `{{origin}}` replaced. */
  fixture(name: string): string;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const custom = new Map<string, Answer>();
  const hitCount = new Map<string, number>();
  const headersSeen = new Map<string, IncomingHttpHeaders>();
  let slowOpen = 0;
  let slowMax = 0;
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{origin}}', origin);
  const contentTypeOf = (name: string) =>
    name.endsWith('.json')
      ? 'application/feed+json'
      : name.endsWith('.html')
        ? 'text/html; charset=utf-8'
        : name.endsWith('.rdf')
          ? 'application/rdf+xml'
          : name === 'atom.xml'
            ? 'application/atom+xml'
            : 'application/rss+xml; charset=utf-8';

  const send = (res: ServerResponse, a: FixedAnswer) => {
    const body = typeof a.body === 'string' ? Buffer.from(a.body.replaceAll('{{origin}}', origin)) : a.body;
    res.writeHead(a.status ?? 200, {
      'content-type': a.contentType ?? 'application/rss+xml; charset=utf-8',
      'content-length': String(body.byteLength),
      ...a.headers,
    });
    res.end(body);
  };
  /** Writes `chunk` every `ms` until the client goes away. */
  const trickle = (res: ServerResponse, chunk: string, ms: number) => {
    const timer = setInterval(() => {
      if (res.destroyed || res.writableEnded) {
        clearInterval(timer);
        timers.delete(timer);
        return;
      }
      res.write(chunk);
    }, ms);
    timers.add(timer);
    res.on('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = req.url ?? '/';
    hitCount.set(pathname, (hitCount.get(pathname) ?? 0) + 1);
    headersSeen.set(pathname, req.headers);
    const own = custom.get(pathname);
    if (own) return typeof own === 'function' ? own(req, res) : send(res, own);

    const name = pathname.slice(1);
    if (/^[a-z0-9-]+\.(xml|rdf|json|html)$/.test(name) && FIXTURE_NAMES.has(name)) {
      return send(res, { body: fixture(name), contentType: contentTypeOf(name) });
    }
    if (pathname === '/euc-kr.xml') {
      return send(res, { body: iconv.encode(fixture('euc-kr.xml'), 'euc-kr'), contentType: 'text/xml' });
    }
    if (pathname === '/euc-kr-header.xml') {
      const noProlog = fixture('euc-kr.xml').replace(/^<\?xml[^>]*\?>\s*/, '');
      return send(res, { body: iconv.encode(noProlog, 'cp949'), contentType: 'application/rss+xml; charset=EUC-KR' });
    }
    if (pathname === '/etag.xml') {
      const fresh =
        req.headers['if-none-match'] === FIXTURE_ETAG || req.headers['if-modified-since'] === FIXTURE_LAST_MODIFIED;
      if (fresh) {
        res.writeHead(304, { etag: FIXTURE_ETAG, 'last-modified': FIXTURE_LAST_MODIFIED });
        return res.end();
      }
      return send(res, {
        body: fixture('rss2.xml'),
        headers: { etag: FIXTURE_ETAG, 'last-modified': FIXTURE_LAST_MODIFIED },
      });
    }
    if (pathname === '/huge.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>huge</title>');
      const item = `<item><title>${'big '.repeat(2000)}</title><link>${origin}/big</link></item>`;
      // Fast enough to pass any byte cap in a few hundred milliseconds.
      return trickle(res, item.repeat(16), 1);
    }
    if (pathname === '/huge-declared.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(50 * 1024 * 1024) });
      res.write('<?xml version="1.0"?><rss version="2.0">');
      return trickle(res, '<!-- more -->', 200);
    }
    if (pathname === '/slow.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
      return trickle(res, '<!-- still here -->', 500);
    }
    if (pathname === '/loop-a' || pathname === '/loop-b') {
      res.writeHead(302, { location: pathname === '/loop-a' ? '/loop-b' : `${origin}/loop-a` });
      return res.end();
    }
    const redirect = /^\/redirect\/(\d+)$/.exec(pathname);
    if (redirect) {
      const left = Number(redirect[1]);
      res.writeHead(left % 2 ? 301 : 307, { location: left > 1 ? `/redirect/${left - 1}` : '/rss2.xml' });
      return res.end();
    }
    if (pathname === '/redirect-js') {
      res.writeHead(302, { location: 'javascript:alert(1)' });
      return res.end();
    }
    const status = /^\/status\/(\d{3})$/.exec(pathname);
    if (status) return send(res, { status: Number(status[1]), body: '', contentType: 'text/plain' });
    if (pathname.startsWith('/slow-host/')) {
      slowOpen += 1;
      slowMax = Math.max(slowMax, slowOpen);
      const timer = setTimeout(() => {
        timers.delete(timer);
        slowOpen -= 1;
        send(res, { body: fixture('rss2.xml') });
      }, SLOW_HOST_MS);
      timers.add(timer);
      return;
    }
    if (pathname.startsWith('/images/')) return send(res, { body: GIF, contentType: 'image/gif' });
    return send(res, { status: 404, body: 'not found', contentType: 'text/plain' });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    url: (pathname) => `${origin}${pathname}`,
    serve: (pathname, answer) => void custom.set(pathname, answer),
    hits: (pathname) => hitCount.get(pathname) ?? 0,
    lastHeaders: (pathname) => headersSeen.get(pathname),
    maxConcurrentSlow: () => slowMax,
    fixture,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const FIXTURE_NAMES = new Set([
  'rss2.xml',
  'rss1.rdf',
  'atom.xml',
  'json-feed.json',
  'bad-links.xml',
  'script-titles.xml',
  'tracking-a.xml',
  'tracking-b.xml',
  'no-thumbnail.xml',
  'malformed.xml',
  'html-page.html',
  'article.html',
]);

/** A port nothing listens on (for "connection refused"): bound once, then released. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
