import ipaddr from 'ipaddr.js';
import type { Dispatcher } from 'undici';
import { ERROR_CODE, FILES_BASE_PATH } from '@growday/contracts';
import { badRequest, HttpError, notFound } from '../../plugins/error-handler';
import type { FileStore } from '../files/file-store';
import { storageKeySchema } from '../files/stored-files';
import { isPublicAddress, RefusedAddressError } from './remote-address';

/** Limits of a fetch from an allowed remote host. */
export const REMOTE_IMAGE_TIMEOUT_MS = 5000;
export const REMOTE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ImageSource = { kind: 'local'; key: string } | { kind: 'remote'; url: URL };

export interface ImageSourceOptions {
  /** Origins whose files route is read from disk (the API itself, and the website that proxies /api). */
  ownOrigins: readonly string[];
  /** Hostnames whose images may be fetched (RESIZE_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
}

/** The source URL without its query string or fragment (content spec §5: strip before resizing). */
export function stripQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

const FILES_PREFIX = `${FILES_BASE_PATH}/`;

function localKey(pathname: string): ImageSource {
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(FILES_PREFIX.length));
  } catch {
    throw badRequest('url: not a storage key', 'url');
  }
  if (!storageKeySchema.safeParse(key).success) throw badRequest('url: not a storage key', 'url');
  return { kind: 'local', key };
}

/**
 * Where an image may come from: our own files route (read from disk, never over the network) or a
 * host on the allowlist. Anything else is refused before any request is made.
 */
export function resolveImageSource(raw: string, opts: ImageSourceOptions): ImageSource {
  const url = stripQuery(raw);
  if (url.startsWith('/') && !url.startsWith('//')) {
    // A path on our own host; resolving it first removes dot segments such as /api/v1/files/../x.
    const { pathname } = new URL(url, 'http://local.invalid');
    if (pathname.startsWith(FILES_PREFIX)) return localKey(pathname);
    throw badRequest(`url: only paths under ${FILES_PREFIX} can be resized`, 'url');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('url: not a URL', 'url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw badRequest('url: only http and https images can be resized', 'url');
  }
  if (parsed.username || parsed.password) throw badRequest('url: credentials are not allowed', 'url');
  if (opts.ownOrigins.includes(parsed.origin) && parsed.pathname.startsWith(FILES_PREFIX)) {
    return localKey(parsed.pathname);
  }
  if (opts.allowedHosts.includes(parsed.hostname.toLowerCase())) {
    // An address written as the host is never looked up, so the connect-time check cannot see it.
    const literal = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
    if (ipaddr.isValid(literal) && !isPublicAddress(literal)) throw refusedHost(parsed.hostname);
    return { kind: 'remote', url: parsed };
  }
  throw badRequest(`url: images from ${parsed.hostname} cannot be resized (host not allowed)`, 'url');
}

/**
 * What the resize cache is keyed on: the storage key for our own files, however the URL spelled it
 * (relative, absolute, percent-encoded), or the parsed URL of a remote image; and the size.
 */
export function resizeCacheKey(source: ImageSource, w: number, h: number): string {
  return `${source.kind === 'local' ? `local:${source.key}` : `remote:${source.url.href}`}|${w}x${h}`;
}

const upstreamFailed = (message: string) => new HttpError(502, ERROR_CODE.unavailable, message);
const refusedHost = (hostname: string) =>
  badRequest(`url: ${hostname} is not a public address, so its images cannot be resized`, 'url');

function refusedIn(err: unknown): RefusedAddressError | null {
  for (let e = err; e instanceof Error; e = e.cause) if (e instanceof RefusedAddressError) return e;
  return null;
}

async function fetchRemote(url: URL, dispatcher: Dispatcher): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(REMOTE_IMAGE_TIMEOUT_MS),
      // A redirect could lead to a host that is not allowed (or not checked): never followed.
      redirect: 'error',
      headers: { accept: 'image/*' },
      // Connects only to checked public addresses (remote-address.ts); undici's own RequestInit
      // field, which the DOM type of fetch does not declare.
      ...({ dispatcher } as object),
    });
  } catch (err) {
    const refused = refusedIn(err);
    if (refused) throw refusedHost(refused.hostname);
    throw upstreamFailed('the image host did not answer in time');
  }
  if (res.status === 404 || res.status === 410) throw notFound();
  if (!res.ok || !res.body) throw upstreamFailed(`the image host answered ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  const tooLarge = () => badRequest(`url: the image is larger than ${REMOTE_IMAGE_MAX_BYTES} bytes`, 'url');
  if (declared > REMOTE_IMAGE_MAX_BYTES) {
    await res.body.cancel().catch(() => {});
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > REMOTE_IMAGE_MAX_BYTES) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw upstreamFailed('the image host stopped answering');
  }
  return Buffer.concat(chunks);
}

/** The bytes of a source: 404 when a local key does not exist. */
export async function loadImage(
  source: ImageSource,
  files: FileStore,
  dispatcher: Dispatcher,
): Promise<Buffer | string> {
  if (source.kind === 'remote') return fetchRemote(source.url, dispatcher);
  const file = await files.read(source.key);
  if (!file) throw notFound();
  return file.body;
}
