import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_MAX_REDIRECTS, INGEST_USER_AGENT } from '@growday/contracts';
import { createHostLimiter, fetchFeed, type FetchOutcome } from '../src/modules/ingest/fetch';
import {
  closedPort,
  FIXTURE_ETAG,
  FIXTURE_LAST_MODIFIED,
  startFeedServer,
  type FeedServer,
} from './helpers/feed-server';

/** The limits of one fetch (issue 12 item 2) and the bad answers that must end as errors. */

const NOW = new Date('2026-11-24T12:00:00Z');
let s: FeedServer;
let other: FeedServer;
beforeAll(async () => {
  s = await startFeedServer();
  other = await startFeedServer();
});
afterAll(async () => {
  await s.close();
  await other.close();
});

const opts = { now: NOW, allowPrivateAddresses: true };
const fetchPath = (pathname: string, extra: Parameters<typeof fetchFeed>[1] = {}) =>
  fetchFeed({ feedUrl: s.url(pathname) }, { ...opts, ...extra });

describe('conditional requests', () => {
  it('keeps ETag and Last-Modified, sends them back, and a 304 answer is not-modified', async () => {
    const first = await fetchPath('/etag.xml');
    expect(first).toMatchObject({ kind: 'ok', etag: FIXTURE_ETAG, lastModified: FIXTURE_LAST_MODIFIED });
    expect(s.lastHeaders('/etag.xml')?.['if-none-match']).toBeUndefined();

    const again = await fetchFeed({ feedUrl: s.url('/etag.xml'), etag: FIXTURE_ETAG }, opts);
    expect(again).toEqual({ kind: 'not-modified', status: 304 });
    expect(s.lastHeaders('/etag.xml')?.['if-none-match']).toBe(FIXTURE_ETAG);
  });

  it('sends If-Modified-Since when only Last-Modified is known', async () => {
    const outcome = await fetchFeed({ feedUrl: s.url('/etag.xml'), lastModified: FIXTURE_LAST_MODIFIED }, opts);
    expect(outcome).toEqual({ kind: 'not-modified', status: 304 });
    expect(s.lastHeaders('/etag.xml')?.['if-modified-since']).toBe(FIXTURE_LAST_MODIFIED);
  });

  it('a stale ETag gets the full feed again', async () => {
    const outcome = await fetchFeed({ feedUrl: s.url('/etag.xml'), etag: '"old"' }, opts);
    expect(outcome.kind).toBe('ok');
  });

  it('names itself with the user agent of the contracts', async () => {
    await fetchPath('/rss2.xml');
    expect(s.lastHeaders('/rss2.xml')?.['user-agent']).toBe(INGEST_USER_AGENT);
  });
});

describe('time limit', () => {
  it('ends a slow trickle (bytes every 500 ms) at the deadline of the whole fetch, as an error', async () => {
    const started = Date.now();
    const outcome = await fetchPath('/slow.xml', { timeoutMs: 1200 });
    const took = Date.now() - started;
    expect(outcome).toEqual({ kind: 'error', status: null, message: 'no complete answer within 1.2 s' });
    // Bytes kept arriving every 500 ms, so a per-read timeout would never have fired.
    expect(took).toBeGreaterThanOrEqual(1150);
    expect(took).toBeLessThan(3000);
  });

  it('counts every redirect hop against one deadline', async () => {
    // Three hops of 400 ms each: one alone is well inside 1 s, together they are not.
    for (const [from, to] of [
      ['/hop-1', '/hop-2'],
      ['/hop-2', '/hop-3'],
      ['/hop-3', '/rss2.xml'],
    ] as const) {
      s.serve(from, (_req, res) => {
        setTimeout(() => {
          res.writeHead(302, { location: to });
          res.end();
        }, 400);
      });
    }
    expect(await fetchPath('/hop-1', { timeoutMs: 1000 })).toEqual({
      kind: 'error',
      status: null,
      message: 'no complete answer within 1 s',
    });
    expect(await fetchPath('/hop-3', { timeoutMs: 1000 })).toMatchObject({ kind: 'ok' });
  });

  it('ends a server that accepts and never answers', async () => {
    s.serve('/silent.xml', () => {
      /* headers never sent */
    });
    const outcome = await fetchPath('/silent.xml', { timeoutMs: 500 });
    expect(outcome).toEqual({ kind: 'error', status: null, message: 'no complete answer within 0.5 s' });
  });
});

describe('size limit', () => {
  it('aborts a body that grows past the 5 MB cap (no Content-Length)', async () => {
    const outcome = await fetchPath('/huge.xml');
    expect(outcome).toEqual({ kind: 'error', status: 200, message: 'the answer is larger than 5 MB' });
  });

  it('applies a smaller cap given as an option', async () => {
    const outcome = await fetchPath('/rss2.xml', { maxBytes: 1024 });
    const size = Buffer.byteLength(s.fixture('rss2.xml'));
    expect(outcome).toEqual({
      kind: 'error',
      status: 200,
      message: `the answer is larger than 1 KB (Content-Length ${size})`,
    });
  });

  it('aborts at once when Content-Length says the body is too large', async () => {
    const started = Date.now();
    const outcome = await fetchPath('/huge-declared.xml');
    expect(outcome).toMatchObject({ kind: 'error', status: 200 });
    expect((outcome as { message: string }).message).toBe(
      `the answer is larger than 5 MB (Content-Length ${50 * 1024 * 1024})`,
    );
    // The body trickles: the answer came from the header, not from reading 5 MB.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reads a feed exactly at the cap', async () => {
    const body = s.fixture('rss2.xml');
    const outcome = await fetchPath('/rss2.xml', { maxBytes: Buffer.byteLength(body) });
    expect(outcome.kind).toBe('ok');
  });
});

describe('compressed answers', () => {
  const compressed = (body: Buffer, encoding: string) => ({
    body,
    headers: { 'content-encoding': encoding },
  });

  it('asks for gzip or brotli and reads either', async () => {
    const feed = Buffer.from(s.fixture('rss2.xml'));
    s.serve('/gzip.xml', compressed(gzipSync(feed), 'gzip'));
    s.serve('/br.xml', compressed(brotliCompressSync(feed), 'br'));
    for (const pathname of ['/gzip.xml', '/br.xml']) {
      const outcome = await fetchPath(pathname);
      expect(outcome).toMatchObject({ kind: 'ok', items: { length: 5 } });
    }
    expect(s.lastHeaders('/gzip.xml')?.['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('stops a compression bomb at the cap of decompressed bytes', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    s.serve('/bomb.gz', compressed(bomb, 'gzip'));
    expect(await fetchPath('/bomb.gz')).toEqual({
      kind: 'error',
      status: 200,
      message: 'the answer is larger than 5 MB',
    });
  });

  it('corrupt gzip and an unknown encoding are errors', async () => {
    s.serve('/corrupt.gz', compressed(Buffer.from('this is not gzip at all'), 'gzip'));
    expect(await fetchPath('/corrupt.gz')).toEqual({
      kind: 'error',
      status: 200,
      message: 'the gzip answer is corrupt',
    });
    s.serve('/zstd.xml', compressed(Buffer.from(s.fixture('rss2.xml')), 'zstd'));
    expect(await fetchPath('/zstd.xml')).toEqual({
      kind: 'error',
      status: 200,
      message: 'unsupported Content-Encoding zstd',
    });
  });
});

describe('redirects', () => {
  it('follows a chain of permanent and temporary redirects and reports the final address', async () => {
    const outcome = await fetchPath(`/redirect/${INGEST_MAX_REDIRECTS}`);
    expect(outcome).toMatchObject({ kind: 'ok', finalUrl: s.url('/rss2.xml') });
    expect((outcome as Extract<FetchOutcome, { kind: 'ok' }>).items).toHaveLength(5);
  });

  it(`stops after ${INGEST_MAX_REDIRECTS} redirects`, async () => {
    const outcome = await fetchPath(`/redirect/${INGEST_MAX_REDIRECTS + 1}`);
    expect(outcome).toEqual({ kind: 'error', status: null, message: `more than ${INGEST_MAX_REDIRECTS} redirects` });
  });

  it('ends a redirect loop as an error', async () => {
    const outcome = await fetchPath('/loop-a');
    expect(outcome).toEqual({ kind: 'error', status: null, message: `redirect loop at ${s.url('/loop-a')}` });
    expect(s.hits('/loop-a')).toBe(1);
    expect(s.hits('/loop-b')).toBe(1);
  });

  it('ends a loop even when the redirect limit is raised (no hop is fetched twice)', async () => {
    const outcome = await fetchPath('/loop-b', { maxRedirects: 100 });
    expect(outcome).toMatchObject({ kind: 'error', message: `redirect loop at ${s.url('/loop-b')}` });
  });

  it('refuses a redirect to a javascript: address', async () => {
    expect(await fetchPath('/redirect-js')).toEqual({
      kind: 'error',
      status: null,
      message: 'redirect to a missing or non-http(s) address',
    });
  });
});

describe('bad answers end as errors, never a throw', () => {
  it('404', async () => {
    expect(await fetchPath('/status/404')).toEqual({ kind: 'error', status: 404, message: 'the server answered 404' });
  });

  it('500', async () => {
    expect(await fetchPath('/status/500')).toEqual({ kind: 'error', status: 500, message: 'the server answered 500' });
  });

  it('connection refused', async () => {
    const port = await closedPort();
    expect(await fetchFeed({ feedUrl: `http://127.0.0.1:${port}/feed.xml` }, opts)).toEqual({
      kind: 'error',
      status: null,
      message: 'connection refused',
    });
  });

  it('an HTML page instead of a feed', async () => {
    expect(await fetchPath('/html-page.html')).toEqual({
      kind: 'error',
      status: 200,
      message: 'not a feed: the address answers an HTML page',
    });
  });

  it('an HTML page without a doctype, told by its Content-Type', async () => {
    s.serve('/bare.html', {
      body: '<html><head><title>x</title></head><body><p>hi<br></body></html>',
      contentType: 'text/html',
    });
    expect(await fetchPath('/bare.html')).toEqual({
      kind: 'error',
      status: 200,
      message: 'not a feed: the address answers an HTML page',
    });
  });

  it('malformed XML', async () => {
    const outcome = await fetchPath('/malformed.xml');
    expect(outcome).toEqual({
      kind: 'error',
      status: 200,
      message:
        "malformed XML at line 8: Expected closing tag 'item' (opened in line 5, col 5) instead of closing tag 'channel'.",
    });
  });

  it('well-formed XML that is no feed, JSON that is no JSON Feed, broken JSON, plain text, an empty body', async () => {
    const cases: [string, string][] = [
      ['<?xml version="1.0"?><note><to>x</to></note>', 'not a feed: no RSS, RDF or Atom root element'],
      ['{"hello":"world"}', 'not a feed: JSON without a JSON Feed version'],
      ['{"version": "https://jsonfeed.org/version/1.1", "items": [', 'not a feed: invalid JSON'],
      ['just some text', 'not a feed: neither XML nor JSON'],
      ['', 'not a feed: the answer is empty'],
    ];
    for (const [body, message] of cases) {
      s.serve('/odd', { body, contentType: 'text/plain' });
      expect(await fetchPath('/odd')).toEqual({ kind: 'error', status: 200, message });
    }
  });

  it('an entity bomb in the DOCTYPE is not expanded', async () => {
    const lol =
      '<!ENTITY a "aaaaaaaaaa">' +
      [1, 2, 3, 4, 5, 6, 7, 8]
        .map((n) => `<!ENTITY ${'abcdefghi'[n]} "${`&${'abcdefghi'[n - 1]};`.repeat(10)}">`)
        .join('');
    s.serve('/bomb.xml', {
      body: `<?xml version="1.0"?><!DOCTYPE rss [${lol}]><rss version="2.0"><channel><title>b</title><item><title>&i;</title><link>{{origin}}/bomb</link></item></channel></rss>`,
    });
    const outcome = await fetchPath('/bomb.xml');
    // Read with the reference left as text: never 10^9 characters.
    expect(outcome).toMatchObject({ kind: 'ok', items: [{ title: '&i;' }] });
  });

  it('an address that is not http(s)', async () => {
    expect(await fetchFeed({ feedUrl: 'file:///etc/passwd' }, opts)).toEqual({
      kind: 'error',
      status: null,
      message: 'not an http(s) address',
    });
  });
});

describe('private addresses', () => {
  it('refuses a loopback address written in the URL unless allowPrivateAddresses', async () => {
    expect(await fetchFeed({ feedUrl: s.url('/rss2.xml') }, { now: NOW })).toEqual({
      kind: 'error',
      status: null,
      message: 'refused: 127.0.0.1 is not a public address',
    });
  });

  it('refuses a name that resolves to loopback, at connect time', async () => {
    const port = new URL(s.origin).port;
    const hits = s.hits('/rss2.xml');
    expect(await fetchFeed({ feedUrl: `http://localhost:${port}/rss2.xml` }, { now: NOW })).toEqual({
      kind: 'error',
      status: null,
      message: 'refused: localhost is not a public address',
    });
    expect(s.hits('/rss2.xml')).toBe(hits);
  });

  it('refuses private, link-local and mapped addresses written in the URL, before any connection', async () => {
    for (const host of [
      '10.0.0.2',
      '192.168.1.10',
      '169.254.169.254',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[fd00::1]',
      '0.0.0.0',
    ]) {
      const outcome = await fetchFeed({ feedUrl: `http://${host}/feed.xml` }, { now: NOW, timeoutMs: 500 });
      const { hostname } = new URL(`http://${host}`); // as the URL parser spells it: [::ffff:7f00:1]
      expect(outcome).toEqual({ kind: 'error', status: null, message: `refused: ${hostname} is not a public address` });
    }
  });
});

describe('per-host concurrency', () => {
  it('runs one request at a time per host when a limiter is shared', async () => {
    const limiter = createHostLimiter();
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((n) => fetchFeed({ feedUrl: s.url(`/slow-host/${n}`) }, { ...opts, limiter })),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(['ok', 'ok', 'ok']);
    expect(s.maxConcurrentSlow()).toBe(1);
  });

  it('lets two hosts run side by side, and without a shared limiter one host sees several at once', async () => {
    const limiter = createHostLimiter();
    // 127.0.0.1:port and localhost:port are two hosts to the limiter, one server here.
    const port = new URL(other.origin).port;
    await Promise.all([
      fetchFeed({ feedUrl: other.url('/slow-host/x') }, { ...opts, limiter }),
      fetchFeed({ feedUrl: `http://localhost:${port}/slow-host/y` }, { ...opts, limiter }),
    ]);
    expect(other.maxConcurrentSlow()).toBe(2);
    await Promise.all(['p', 'q'].map((n) => fetchFeed({ feedUrl: s.url(`/slow-host/${n}`) }, opts)));
    expect(s.maxConcurrentSlow()).toBe(2);
  });

  it('a slow host does not hold the slot past its deadline', async () => {
    const limiter = createHostLimiter();
    const [slow, next] = await Promise.all([
      fetchFeed({ feedUrl: s.url('/slow.xml') }, { ...opts, limiter, timeoutMs: 1000 }),
      fetchFeed({ feedUrl: s.url('/rss2.xml') }, { ...opts, limiter, timeoutMs: 1000 }),
    ]);
    expect(slow.kind).toBe('error');
    // The deadline of the second starts when it gets the slot, so waiting did not use it up.
    expect(next.kind).toBe('ok');
  });
});
