import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from 'undici';
import { API_PATHS, CARD_IMAGE, FILES_BASE_PATH, POPULAR_THUMBNAIL, errorEnvelopeSchema } from '@growday/contracts';
import { REMOTE_IMAGE_MAX_BYTES, resizeCacheKey, type ImageSource } from '../src/modules/images/image-source';
import { createTestApp, type TestApp } from './helpers/test-app';

const DEMO_KEY = 'demo/thumbnails/post-0001.svg';
const ALLOWED_HOST = 'images.example.com';

let t: TestApp;
let remote: TestApp;
beforeAll(async () => {
  // The resize route reads no database rows: an empty database keeps these files fast.
  t = await createTestApp({ seeded: false });
  remote = await createTestApp({ seeded: false, env: { RESIZE_ALLOWED_HOSTS: `${ALLOWED_HOST}, cdn.example.org` } });
});
afterAll(async () => {
  await t.close();
  await remote.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function resizeUrl(url: string, w: number | string = CARD_IMAGE.width, h: number | string = CARD_IMAGE.height) {
  const params = new URLSearchParams({ url, w: String(w), h: String(h) });
  return `${API_PATHS.resizeImage}?${params.toString()}`;
}
const resize = (app: TestApp, url: string, w?: number | string, h?: number | string) =>
  app.app.inject({ method: 'GET', url: resizeUrl(url, w, h) });
const cacheFile = (app: TestApp, source: ImageSource, w: number, h: number) =>
  path.join(
    app.config.dataDir,
    'cache',
    'resized',
    `${createHash('sha256')
      .update(resizeCacheKey(source, w, h))
      .digest('hex')}.webp`,
  );
const { width: PW, height: PH } = POPULAR_THUMBNAIL;

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
}

describe('resizeImage', () => {
  it('CC-CARD-01 answers a 500x250 WebP of a stored image, cacheable for a year', async () => {
    const res = await resize(t, `${FILES_BASE_PATH}/${DEMO_KEY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 500, height: 250 });
  });

  it('makes the popular-panel size and reads absolute URLs of our own files route from disk, one cache entry per key', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const key = 'demo/thumbnails/post-0003.svg';
    const spellings = [
      `${FILES_BASE_PATH}/${key}`,
      `${t.config.apiOrigin}${FILES_BASE_PATH}/${key}`,
      `${t.config.webOrigin}${FILES_BASE_PATH}/${key}`,
      `${FILES_BASE_PATH}/demo/thumbnails/post%2D0003.svg`,
      `${FILES_BASE_PATH}/demo/./thumbnails/post-0003.svg?v=2`,
    ];
    for (const url of spellings) {
      const res = await resize(t, url, PW, PH);
      expect(res.statusCode, url).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: PW, height: PH });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    // Keyed on the storage key and size: five spellings, one file.
    const file = cacheFile(t, { kind: 'local', key }, PW, PH);
    const names = await readdir(path.dirname(file));
    expect(names.filter((n) => n === path.basename(file))).toHaveLength(1);
    expect(names).not.toContain(
      path.basename(cacheFile(t, { kind: 'local', key }, CARD_IMAGE.width, CARD_IMAGE.height)),
    );
  });

  it('resizes an upload under DATA_DIR/files', async () => {
    await mkdir(path.join(t.config.dataDir, 'files', 'uploads'), { recursive: true });
    await writeFile(path.join(t.config.dataDir, 'files', 'uploads', 'photo.png'), await png(300, 300));
    const res = await resize(t, `${FILES_BASE_PATH}/uploads/photo.png`, PW, PH);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: PW, height: PH });
  });

  it('CC-CARD-02 strips the query string (and fragment) of url, then caches the result on disk', async () => {
    const plain = `${FILES_BASE_PATH}/demo/thumbnails/post-0002.svg`;
    const first = await resize(t, `${plain}?v=3&size=large#top`);
    expect(first.statusCode).toBe(200);
    // The cache entry is named after the storage key (the query string is gone).
    const file = cacheFile(t, { kind: 'local', key: 'demo/thumbnails/post-0002.svg' }, 500, 250);
    expect((await readdir(path.dirname(file))).includes(path.basename(file))).toBe(true);
    // Replace the cached bytes: the next call (with another query string) answers them as they are.
    const marker = await sharp(await png(7, 7))
      .webp()
      .toBuffer();
    await writeFile(file, marker);
    const second = await resize(t, `${plain}?v=4`);
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, marker)).toBe(0);
  });

  it.each([
    [2001, 250, 'w'],
    [500, 2001, 'h'],
    [0, 250, 'w'],
    ['abc', 250, 'w'],
    [500, -1, 'h'],
    // Sizes the product does not render (only 500x250 and 144x72 are made).
    [120, 120, 'w'],
    [2000, 40, 'w'],
    [501, 250, 'w'],
    [500, 251, 'h'],
    [500, 72, 'h'],
    [144, 250, 'h'],
    [250, 500, 'w'],
  ])('answers 400 naming the field for w=%s h=%s', async (w, h, field) => {
    const res = await resize(t, `${FILES_BASE_PATH}/${DEMO_KEY}`, w, h);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe(field);
  });

  it('answers 400 naming url when url is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PATHS.resizeImage}?w=10&h=10` });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe('url');
  });

  it('answers 400 naming url for a source that is not an image', async () => {
    await mkdir(path.join(t.config.dataDir, 'files', 'uploads'), { recursive: true });
    await writeFile(path.join(t.config.dataDir, 'files', 'uploads', 'fake.png'), 'this is not a picture');
    const res = await resize(t, `${FILES_BASE_PATH}/uploads/fake.png`);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe('url');
  });

  it('answers 404 when a local key does not exist', async () => {
    for (const key of ['uploads/missing.png', 'demo/thumbnails/post-9999.svg']) {
      const res = await resize(t, `${FILES_BASE_PATH}/${key}`);
      expect(res.statusCode, key).toBe(404);
    }
  });

  it.each([
    'https://evil.example/cat.png',
    `https://${ALLOWED_HOST}/cat.png`, // allowed only where configured; this app has an empty list
    'http://169.254.169.254/latest/meta-data',
    'http://localhost:4000/api/v1/users',
    `${FILES_BASE_PATH}/../../etc/passwd`,
    `${FILES_BASE_PATH}/%2e%2e/%2e%2e/etc/passwd`,
    '/api/v1/posts/bestPosts/RECENT',
    '//evil.example/api/v1/files/demo/x.svg',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s with a 400 naming url, without any request', async (url) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await resize(t, url);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe('url');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('resizeImage from RESIZE_ALLOWED_HOSTS', () => {
  it('fetches an allowed host (no redirects, with a timeout) and answers a WebP', async () => {
    const body = await png(800, 600);
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(new Uint8Array(body), { headers: { 'content-type': 'image/png' } }));
    const res = await resize(remote, `https://${ALLOWED_HOST}/photos/1.png?token=abc`, 500, 250);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 500, height: 250 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [target, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(target)).toBe(`https://${ALLOWED_HOST}/photos/1.png`);
    expect(init).toMatchObject({ redirect: 'error' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    // The connection goes through the address-checking agent (resize-hardening.test.ts).
    expect((init as { dispatcher?: unknown } | undefined)?.dispatcher).toBeInstanceOf(Agent);
    // Second call: served from the disk cache, no second fetch.
    const again = await resize(remote, `https://${ALLOWED_HOST}/photos/1.png`, 500, 250);
    expect(again.statusCode).toBe(200);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('still refuses hosts off the list without fetching', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await resize(remote, 'https://images.example.com.evil.example/1.png');
    expect(res.statusCode).toBe(400);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers 400 naming url for a remote image over 10 MB', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Uint8Array(16), { headers: { 'content-length': String(REMOTE_IMAGE_MAX_BYTES + 1) } }),
    );
    const declared = await resize(remote, 'https://cdn.example.org/huge.png');
    expect(declared.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(declared.json()).error.field).toBe('url');

    // No content-length: the stream is cut at the cap.
    const chunk = new Uint8Array(1024 * 1024);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(chunk);
          },
        }),
      ),
    );
    const streamed = await resize(remote, 'https://cdn.example.org/endless.png');
    expect(streamed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(streamed.json()).error.field).toBe('url');
  });

  it('answers 400 for a remote file that is not an image, 404 when missing, 502 when the host fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>hello</html>'));
    expect((await resize(remote, 'https://cdn.example.org/page.png')).statusCode).toBe(400);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 404 }));
    expect((await resize(remote, 'https://cdn.example.org/gone.png')).statusCode).toBe(404);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    const slow = await resize(remote, 'https://cdn.example.org/slow.png');
    expect(slow.statusCode).toBe(502);
    expect(errorEnvelopeSchema.parse(slow.json()).error.code).toBe('UNAVAILABLE');
  });
});
