import type { IncomingHttpHeaders } from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { Agent, request, type Dispatcher } from 'undici';
import { INGEST_FETCH_TIMEOUT_MS, INGEST_MAX_BYTES, INGEST_MAX_REDIRECTS, INGEST_USER_AGENT } from '@growday/contracts';
import { createCheckedAgent, isPublicAddress, RefusedAddressError } from '../../images/remote-address';
import { absoluteHttpUrl } from './canonical-url';
import type { FetchOptions } from './types';

/** One GET under the ingestion limits, redirects followed by hand. */
export type LimitedGetResult =
  | { kind: 'body'; status: number; finalUrl: string; headers: IncomingHttpHeaders; body: Buffer }
  | { kind: 'not-modified' }
  | { kind: 'error'; status: number | null; message: string };

export interface LimitedGetRequest {
  url: string;
  accept: string;
  etag?: string | null | undefined;
  lastModified?: string | null | undefined;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * The decompressor for a Content-Encoding, `null` for none, `undefined` for one we cannot read.
 * Feeds compress well (2 MB of RSS is about 300 KB gzipped); the byte cap counts the
 * decompressed bytes, so a small bomb that inflates to gigabytes stops at the cap.
 */
function decoderFor(encoding: string | null): (() => Transform) | null | undefined {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return null;
  if (name === 'gzip' || name === 'x-gzip') return () => zlib.createGunzip();
  if (name === 'deflate') return () => zlib.createInflate();
  if (name === 'br') return () => zlib.createBrotliDecompress();
  return undefined;
}

// One connection pool per process for each mode; the checked one refuses private addresses at
// connect time (images/remote-address.ts), so a name that rebinds to 10.0.0.1 gains nothing.
let checkedAgent: Agent | undefined;
let openAgent: Agent | undefined;
function dispatcherFor(allowPrivate: boolean): Dispatcher {
  if (allowPrivate) return (openAgent ??= new Agent());
  return (checkedAgent ??= createCheckedAgent());
}

/** A literal address in the URL is never looked up, so the connect-time check cannot see it. */
function refusedLiteral(url: URL): boolean {
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(literal) && !isPublicAddress(literal);
}

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

const KB = 1024;
const MB = 1024 * KB;
const megabytes = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round((bytes / KB) * 10) / 10} KB`;
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

class LimitError extends Error {}

/**
 * Drops an answer's body and closes its connection. undici reports the abort as an 'error'
 * event; nobody reads this body any more, so that event must not become an uncaught exception.
 */
function discard(body: NodeJS.ReadableStream & { destroy(): void }): void {
  body.on('error', () => {});
  body.destroy();
}

/** The first error in a cause chain that says what went wrong on the wire, as an operator reads it. */
function networkMessage(err: unknown): string {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (e instanceof RefusedAddressError) return `refused: ${e.hostname} is not a public address`;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection closed by the server';
    if (code === 'CERT_HAS_EXPIRED' || code?.startsWith('ERR_TLS') || code?.includes('CERT'))
      return `TLS error (${code})`;
  }
  const first = err instanceof Error ? ((err as NodeJS.ErrnoException).code ?? err.message) : String(err);
  return `network error: ${first}`.slice(0, 200);
}

/**
 * GET `url` with the limits of issue 12: one deadline for the whole exchange (every hop, headers
 * and each body byte, so a server trickling a byte a second is cut off), a byte cap checked against
 * Content-Length and while reading, at most `maxRedirects` hops (followed by hand so a loop ends),
 * conditional headers, private addresses refused. Each hop runs in the host limiter's slot for its
 * own host; the deadline starts when the first hop gets its slot, so waiting behind another feed
 * of the same host does not eat this fetch's time. Never throws.
 */
export async function limitedGet(req: LimitedGetRequest, opts: FetchOptions = {}): Promise<LimitedGetResult> {
  const timeoutMs = opts.timeoutMs ?? INGEST_FETCH_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? INGEST_MAX_BYTES;
  const maxRedirects = opts.maxRedirects ?? INGEST_MAX_REDIRECTS;
  const allowPrivate = opts.allowPrivateAddresses ?? false;
  const dispatcher = dispatcherFor(allowPrivate);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const startClock = () => {
    timer ??= setTimeout(
      () => controller.abort(new LimitError(`no complete answer within ${seconds(timeoutMs)}`)),
      timeoutMs,
    );
  };
  const limit = <T>(host: string, task: () => Promise<T>) => (opts.limiter ? opts.limiter.run(host, task) : task());

  const headers: Record<string, string> = {
    'user-agent': INGEST_USER_AGENT,
    accept: req.accept,
    'accept-encoding': ACCEPT_ENCODING,
  };
  if (req.etag) headers['if-none-match'] = req.etag;
  if (req.lastModified) headers['if-modified-since'] = req.lastModified;

  let current = absoluteHttpUrl(req.url);
  if (!current) return { kind: 'error', status: null, message: 'not an http(s) address' };
  const seen = new Set<string>();
  try {
    for (let hop = 0; ; hop += 1) {
      const url: URL = current;
      if (!allowPrivate && refusedLiteral(url)) {
        return { kind: 'error', status: null, message: `refused: ${url.hostname} is not a public address` };
      }
      seen.add(url.href);
      const step = await limit(
        url.host,
        async (): Promise<LimitedGetResult | { kind: 'redirect'; to: string | null }> => {
          startClock();
          if (controller.signal.aborted) throw controller.signal.reason;
          const res = await request(url, { method: 'GET', headers, dispatcher, signal: controller.signal });
          const { statusCode: status } = res;
          if (REDIRECT_STATUSES.has(status)) {
            discard(res.body);
            return { kind: 'redirect', to: header(res.headers, 'location') };
          }
          if (status === 304) {
            discard(res.body);
            return { kind: 'not-modified' };
          }
          if (status < 200 || status > 299) {
            discard(res.body);
            return { kind: 'error', status, message: `the server answered ${status}` };
          }
          const declared = Number(header(res.headers, 'content-length') ?? NaN);
          if (declared > maxBytes) {
            discard(res.body);
            return {
              kind: 'error',
              status,
              message: `the answer is larger than ${megabytes(maxBytes)} (Content-Length ${declared})`,
            };
          }
          const contentEncoding = header(res.headers, 'content-encoding');
          const decoder = decoderFor(contentEncoding);
          if (decoder === undefined) {
            discard(res.body);
            return { kind: 'error', status, message: `unsupported Content-Encoding ${contentEncoding}`.slice(0, 80) };
          }
          // pipeline() carries an abort or a reset of the body into the decompressor, so the
          // loop below ends with it instead of waiting for bytes that never come.
          const stream: Readable = decoder ? pipeline(res.body, decoder(), () => {}) : res.body;
          const chunks: Buffer[] = [];
          let total = 0;
          try {
            for await (const chunk of stream as AsyncIterable<Buffer>) {
              total += chunk.byteLength;
              if (total > maxBytes) {
                discard(res.body);
                return { kind: 'error', status, message: `the answer is larger than ${megabytes(maxBytes)}` };
              }
              chunks.push(chunk);
            }
          } catch (err) {
            if (decoder && !controller.signal.aborted && (err as NodeJS.ErrnoException).code?.startsWith('Z_')) {
              return { kind: 'error', status, message: `the ${contentEncoding} answer is corrupt` };
            }
            throw err;
          }
          return { kind: 'body', status, finalUrl: url.href, headers: res.headers, body: Buffer.concat(chunks, total) };
        },
      );
      if (step.kind !== 'redirect') return step;
      if (hop >= maxRedirects) return { kind: 'error', status: null, message: `more than ${maxRedirects} redirects` };
      const next = step.to ? absoluteHttpUrl(step.to, url.href) : null;
      if (!next) return { kind: 'error', status: null, message: 'redirect to a missing or non-http(s) address' };
      if (seen.has(next.href))
        return { kind: 'error', status: null, message: `redirect loop at ${next.href}`.slice(0, 200) };
      current = next;
    }
  } catch (err) {
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : err;
    if (reason instanceof LimitError) return { kind: 'error', status: null, message: reason.message };
    return { kind: 'error', status: null, message: networkMessage(reason) };
  } finally {
    clearTimeout(timer);
  }
}
