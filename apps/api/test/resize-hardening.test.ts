import { createHash } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import { mkdtemp, mkdir, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_PATHS,
  CARD_IMAGE,
  ERROR_CODE,
  FILES_BASE_PATH,
  RESIZE_CONCURRENCY,
  RESIZE_MAX_INPUT_PIXELS,
  RESIZE_QUEUE_MAX,
  errorEnvelopeSchema,
} from '@growday/contracts';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/clock';
import { ConfigError, loadConfig } from '../src/config';
import { resizeCacheKey } from '../src/modules/images/image-source';
import { checkedLookup, isPublicAddress, type ResolveAll } from '../src/modules/images/remote-address';
import { openResizedCache } from '../src/modules/images/resized-cache';
import { createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-database-names';

const { width: W, height: H } = CARD_IMAGE;
const resize = (app: TestApp, url: string) =>
  app.app.inject({
    method: 'GET',
    url: `${API_PATHS.resizeImage}?${new URLSearchParams({ url, w: String(W), h: String(H) }).toString()}`,
  });
const cacheDir = (app: TestApp) => path.join(app.config.dataDir, 'cache', 'resized');
const cacheName = (key: string) => `${createHash('sha256').update(key).digest('hex')}.webp`;
const entryOf = (uploadName: string) =>
  cacheName(resizeCacheKey({ kind: 'local', key: `uploads/${uploadName}` }, W, H));

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) {
    // An entry evicted between the listing and its stat no longer counts.
    const size = await stat(path.join(dir, name)).then(
      (s) => s.size,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return 0;
        throw err;
      },
    );
    total += size;
  }
  return total;
}

async function upload(app: TestApp, name: string, body: Buffer | string) {
  const dir = path.join(app.config.dataDir, 'files', 'uploads');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), body);
  return `${FILES_BASE_PATH}/uploads/${name}`;
}

/** A PNG whose header claims width x height: sharp must refuse it from the header alone. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same app as createTestApp, with the remote-host resolver replaced (a test seam). */
async function createAppResolving(names: Record<string, string[]>, calls: string[]): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RESIZE_ALLOWED_HOSTS: Object.keys(names).join(','),
  });
  const { database, drop } = await openTestDatabase(false);
  const clock = new ManualClock(TEST_NOW);
  const resolveImageHost: ResolveAll = (hostname, _options, callback) => {
    calls.push(hostname);
    const addresses = names[hostname];
    if (!addresses) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  const app = await buildApp(config, { database, clock, logger: false, resolveImageHost });
  return {
    app,
    clock,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resize disk cache (RESIZE_CACHE_MB, least recently used evicted)', () => {
  let t: TestApp;
  let noise: Buffer;
  let entryBytes: number;
  beforeAll(async () => {
    // Noise does not compress: every 500x250 WebP of it has the same, sizeable length.
    noise = await sharp({
      create: {
        width: 600,
        height: 300,
        channels: 3,
        background: '#336699',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    entryBytes = (await sharp(noise).resize(W, H, { fit: 'cover' }).webp({ quality: 80 }).toBuffer()).length;
    // Room for three entries and a half.
    const mb = (entryBytes * 3.5) / (1024 * 1024);
    t = await createTestApp({ seeded: false, env: { RESIZE_CACHE_MB: String(mb) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stays under the bound after many distinct images and evicts the least recently used', async () => {
    const bound = t.config.resizeCacheBytes;
    const urls: string[] = [];
    for (let i = 0; i < 10; i++) urls.push(await upload(t, `noise-${i}.png`, noise));

    for (const url of urls.slice(0, 3)) expect((await resize(t, url)).statusCode).toBe(200);
    expect(await readdir(cacheDir(t))).toHaveLength(3);
    // Touch the first: it becomes the most recently used, so the second is next out.
    expect((await resize(t, urls[0]!)).statusCode).toBe(200);
    expect((await resize(t, urls[3]!)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await readdir(cacheDir(t))).toHaveLength(3));
    const names = await readdir(cacheDir(t));
    expect(names).toContain(entryOf('noise-0.png'));
    expect(names).not.toContain(entryOf('noise-1.png'));
    expect(names).toContain(entryOf('noise-2.png'));
    expect(names).toContain(entryOf('noise-3.png'));

    for (const url of urls.slice(4)) {
      expect((await resize(t, url)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await folderBytes(cacheDir(t))).toBeLessThanOrEqual(bound));
    }
    // The three most recent remain; everything older went.
    await vi.waitFor(async () =>
      expect((await readdir(cacheDir(t))).sort()).toEqual(
        ['noise-7.png', 'noise-8.png', 'noise-9.png'].map(entryOf).sort(),
      ),
    );
    expect(await folderBytes(cacheDir(t))).toBe(3 * entryBytes);
  });

  it('rebuilds its index from the folder at start, oldest first, trimming to a smaller bound', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-test-cache-'));
    try {
      const big = await openResizedCache(dataDir, 10_000);
      const body = Buffer.alloc(1000, 7);
      for (const key of ['a', 'b', 'c', 'd']) await big.put(key, body);
      // Give the files distinct ages: a oldest ... d newest; then b was read last.
      const ages: Record<string, number> = { a: 40, b: 5, c: 30, d: 20 };
      for (const [key, age] of Object.entries(ages)) {
        const when = new Date(Date.now() - age * 60_000);
        await utimes(big.fileOf(key), when, when);
      }
      const reopened = await openResizedCache(dataDir, 2500);
      // Two entries fit: the newest two by file time (b, then d) stay; a and c are deleted.
      await vi.waitFor(async () => expect(await readdir(path.dirname(big.fileOf('a')))).toHaveLength(2));
      expect(reopened.totalBytes).toBe(2000);
      expect(await reopened.get('b')).toEqual(body);
      expect(await reopened.get('d')).toEqual(body);
      expect(await reopened.get('a')).toBeNull();
      expect(await reopened.get('c')).toBeNull();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses RESIZE_CACHE_MB that is not a positive number, naming it', () => {
    for (const value of ['0', '-5', 'lots']) {
      expect(() => loadConfig({ NODE_ENV: 'test', RESIZE_CACHE_MB: value }), value).toThrow(ConfigError);
      try {
        loadConfig({ NODE_ENV: 'test', RESIZE_CACHE_MB: value });
      } catch (err) {
        expect((err as ConfigError).problems.join('\n')).toMatch(/RESIZE_CACHE_MB/);
      }
    }
    expect(loadConfig({ NODE_ENV: 'test' }).resizeCacheBytes).toBe(256 * 1024 * 1024);
  });
});

describe('resize work limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`refuses a source of more than ${RESIZE_MAX_INPUT_PIXELS} pixels with a 400 naming url`, async () => {
    const svg = await upload(
      t,
      'huge.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="5000"><rect width="10" height="10"/></svg>',
    );
    const png = await upload(t, 'huge.png', pngHeaderOnly(6000, 5000));
    for (const url of [svg, png]) {
      const res = await resize(t, url);
      expect(res.statusCode, url).toBe(400);
      const { error } = errorEnvelopeSchema.parse(res.json());
      expect(error.field).toBe('url');
      expect(error.message).toContain(String(RESIZE_MAX_INPUT_PIXELS));
    }
    // Just under the limit still works (the limit is not "refuse everything").
    const ok = await upload(
      t,
      'large.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="5000"><rect width="10" height="10"/></svg>',
    );
    expect((await resize(t, ok)).statusCode).toBe(200);
  });

  it(`never runs more than ${RESIZE_CONCURRENCY} resizes at once`, async () => {
    // Large enough that each resize takes a while on the thread pool (4 threads by default).
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const urls = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(t, `big-${i}.png`, big)));
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, sharp.counters().process + sharp.counters().queue);
    }, 1);
    try {
      const answers = await Promise.all(urls.map((url) => resize(t, url)));
      expect(answers.map((r) => r.statusCode)).toEqual(urls.map(() => 200));
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(RESIZE_CONCURRENCY);
  });

  it('shares one resize between parallel requests for the same uncached image', async () => {
    const url = await upload(
      t,
      'shared.png',
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    );
    const before = sharp.counters();
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, sharp.counters().process + sharp.counters().queue);
    }, 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => resize(t, url)));
    clearInterval(sampler);
    expect(before).toEqual({ queue: 0, process: 0 });
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
    expect(peak).toBeLessThanOrEqual(1);
  });

  it(`answers 503 with Retry-After when more than ${RESIZE_QUEUE_MAX} resizes wait`, async () => {
    const body = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#654321' } })
      .png()
      .toBuffer();
    const count = RESIZE_CONCURRENCY + RESIZE_QUEUE_MAX + 6;
    const urls = await Promise.all(Array.from({ length: count }, (_, i) => upload(t, `q-${i}.png`, body)));
    const answers = await Promise.all(urls.map((url) => resize(t, url)));
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(
      RESIZE_CONCURRENCY + RESIZE_QUEUE_MAX,
    );
    expect(errorEnvelopeSchema.parse(busy[0]!.json()).error.code).toBe(ERROR_CODE.unavailable);
    expect(busy[0]!.headers['retry-after']).toBe('1');
  });
});

describe('remote image hosts resolve to public addresses only', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::a00:1', false],
    ['2002:7f00:1::', false],
    ['not an address', false],
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
  ])('isPublicAddress(%s) is %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('the connect-time lookup passes public addresses through in both callback forms', async () => {
    const resolver: ResolveAll = (_h, _o, cb) =>
      cb(null, [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ]);
    const lookup = checkedLookup(resolver);
    const all = await new Promise<LookupAddress[]>((resolve, reject) =>
      lookup('images.example.com', { all: true }, (err, addresses) =>
        err ? reject(err) : resolve(addresses as unknown as LookupAddress[]),
      ),
    );
    expect(all.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
    const one = await new Promise<[string, number]>((resolve, reject) =>
      lookup('images.example.com', {}, (err, address, family) =>
        err ? reject(err) : resolve([address as string, family as number]),
      ),
    );
    expect(one).toEqual(['93.184.216.34', 4]);
  });

  describe('through the route', () => {
    let server: Server;
    let hits = 0;
    let port = 0;
    beforeAll(async () => {
      // A real server on loopback: if the guard failed, the request would arrive here.
      server = createServer((_req, res) => {
        hits += 1;
        res.end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('refuses an allowed host that resolves to loopback (localhost) or is written as a private address, without connecting', async () => {
      const literals = ['127.0.0.1', '10.0.0.5', '169.254.169.254', '100.64.0.1', '192.168.0.10', '0.0.0.0'];
      const t = await createTestApp({
        seeded: false,
        env: { RESIZE_ALLOWED_HOSTS: ['localhost', ...literals].join(',') },
      });
      try {
        // localhost is looked up (127.0.0.1 and ::1) and refused at connect time.
        const res = await resize(t, `http://localhost:${port}/cat.png`);
        expect(res.statusCode).toBe(400);
        const { error } = errorEnvelopeSchema.parse(res.json());
        expect(error.field).toBe('url');
        expect(error.message).toMatch(/not a public address/);
        // An address written as the host is never looked up: it is refused before any request.
        const fetchSpy = vi.spyOn(globalThis, 'fetch');
        for (const host of [...literals, '2130706433' /* 127.0.0.1 written as a number */]) {
          const literal = await resize(t, `http://${host}:${port}/cat.png`);
          expect(literal.statusCode, host).toBe(400);
          expect(errorEnvelopeSchema.parse(literal.json()).error.field).toBe('url');
        }
        expect(fetchSpy).not.toHaveBeenCalled();
        expect(hits).toBe(0);
      } finally {
        await t.close();
      }
    });

    it('refuses hosts resolving to 10.x, 169.254.x, ::1, ::ffff:127.0.0.1 or a mix with a public one (DNS rebinding)', async () => {
      const names: Record<string, string[]> = {
        'private.example.com': ['10.1.2.3'],
        'metadata.example.com': ['169.254.169.254'],
        'loopback6.example.com': ['::1'],
        'mapped.example.com': ['::ffff:127.0.0.1'],
        'cgnat.example.com': ['100.64.1.1'],
        'rebind.example.com': ['93.184.216.34', '127.0.0.1'],
      };
      const calls: string[] = [];
      const t = await createAppResolving(names, calls);
      try {
        for (const host of Object.keys(names)) {
          const res = await resize(t, `http://${host}:${port}/cat.png`);
          expect(res.statusCode, host).toBe(400);
          const { error } = errorEnvelopeSchema.parse(res.json());
          expect(error.field, host).toBe('url');
          expect(error.message, host).toMatch(/not a public address/);
        }
        // Every name was checked at connect time, and nothing was reached.
        expect(new Set(calls)).toEqual(new Set(Object.keys(names)));
        expect(hits).toBe(0);
      } finally {
        await t.close();
      }
    });
  });
});
