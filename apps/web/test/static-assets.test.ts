import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOGAN } from '@growday/contracts/client';
import { precompressStatic } from '../lib/precompress';
import { NEXT_STATIC_PREFIX, createStaticAssets } from '../lib/server/static-assets';

// Korean text, as in the real chunks: the product's slogan, many times over.
const script = `export const copy = ${JSON.stringify(SLOGAN)};\n`.repeat(200);
let distDir = '';
let server: Server;
let port = 0;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gd-static-'));
  await mkdir(path.join(distDir, 'static', 'chunks'), { recursive: true });
  await writeFile(path.join(distDir, 'static', 'chunks', 'app.js'), script);
  await writeFile(path.join(distDir, 'static', 'chunks', 'tiny.js'), 'let a=1;');
  await writeFile(
    path.join(distDir, 'static', 'chunks', 'site.css'),
    '.gd-card::after{content:"스크랩"}\n'.repeat(100),
  );
  // A file beside the static folder, which no request may reach.
  await writeFile(path.join(distDir, 'secret.json'), '{"secret":true}');
  await precompressStatic(distDir);
  const assets = createStaticAssets(path.join(distDir, 'static'))!;
  // What Next would answer: the request's own URL, so a test sees that it got there untouched.
  server = createServer((req, res) => assets(req, res, () => res.writeHead(299, { 'x-next': req.url ?? '' }).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A raw request: the path as written (a URL would resolve `..`), the body as sent (fetch would
 * decompress it). Rejects when the answer breaks off.
 */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET', toPort = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: toPort, path: pathname, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const appJs = `${NEXT_STATIC_PREFIX}chunks/app.js`;

describe('issue 13 the website sends its static files compressed at build time', () => {
  it('sends the Brotli copy to a browser that accepts it, immutable, varying on Accept-Encoding', async () => {
    const answer = await get(appJs, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the gzip copy to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await get(appJs, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get(appJs);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers a repeated request with 304 when its ETag matches, and a HEAD with headers only', async () => {
    const first = await get(appJs, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(appJs, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(appJs, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('names the charset of scripts and stylesheets, whose text is Korean', async () => {
    const css = await get(`${NEXT_STATIC_PREFIX}chunks/site.css`, { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const tiny = await get(`${NEXT_STATIC_PREFIX}chunks/tiny.js`);
    expect(tiny.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends a file too small to have copies as it is', async () => {
    const answer = await get(`${NEXT_STATIC_PREFIX}chunks/tiny.js`, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('let a=1;');
  });

  it('ends the one answer, and goes on serving, when a file it listed is gone (a build replaced the folder)', async () => {
    const gone = path.join(distDir, 'static', 'chunks', 'gone.js');
    await writeFile(gone, script);
    await precompressStatic(distDir);
    // A handler that listed the folder while gone.js was there.
    const assets = createStaticAssets(path.join(distDir, 'static'))!;
    const other = createServer((req, res) => assets(req, res, () => res.writeHead(299).end()));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as AddressInfo).port;
    try {
      await Promise.all(['', '.br', '.gz'].map((suffix) => rm(`${gone}${suffix}`)));
      await expect(
        get(`${NEXT_STATIC_PREFIX}chunks/gone.js`, { 'accept-encoding': 'br' }, 'GET', otherPort),
      ).rejects.toThrow();
      // The server is still there and serves the files that are.
      const answer = await get(appJs, {}, 'GET', otherPort);
      expect(answer.status).toBe(200);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('hands everything else to Next untouched: unknown files, paths that climb out, other paths and methods', async () => {
    for (const pathname of [
      `${NEXT_STATIC_PREFIX}chunks/missing.js`,
      `${NEXT_STATIC_PREFIX}../secret.json`,
      `${NEXT_STATIC_PREFIX}%2e%2e/secret.json`,
      `${NEXT_STATIC_PREFIX}chunks/..%2f..%2fsecret.json`,
      '/feed/1',
      '/chunks/app.js',
    ]) {
      const answer = await get(pathname, { 'accept-encoding': 'br' });
      expect(answer.status, pathname).toBe(299);
      expect(answer.headers['x-next'], pathname).toBe(pathname);
    }
    const post = await get(appJs, { 'accept-encoding': 'br' }, 'POST');
    expect(post.status).toBe(299);
  });
});
