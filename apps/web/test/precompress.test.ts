import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SLOGAN } from '@growday/contracts/client';
import { PRECOMPRESS_MIN_BYTES, precompressStatic } from '../lib/precompress';

let distDir = '';
afterEach(async () => {
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

/** A build's static folder holding `files` (paths under static/). */
async function build(files: Record<string, string | Buffer>): Promise<string> {
  distDir = await mkdtemp(path.join(tmpdir(), 'gd-precompress-'));
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(distDir, 'static', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  return path.join(distDir, 'static');
}

// Korean text, as in the real chunks: the product's slogan, many times over.
const script = `export const copy = ${JSON.stringify(SLOGAN)};\n`.repeat(200);

describe('issue 13 static files compressed once, at build time', () => {
  it('writes a Brotli and a gzip copy of every compressible file that decompress to the file itself', async () => {
    const root = await build({
      'chunks/a.js': script,
      'chunks/b.css': `p{color:red}\n`.repeat(200),
      'media/i.svg': `<svg>${'<g/>'.repeat(400)}</svg>`,
    });
    expect(await precompressStatic(distDir)).toBe(3);
    for (const name of ['chunks/a.js', 'chunks/b.css', 'media/i.svg']) {
      const original = await readFile(path.join(root, name));
      const br = await readFile(path.join(root, `${name}.br`));
      const gz = await readFile(path.join(root, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      // Brotli at quality 11 is the smaller of the two on text.
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length);
    }
  });

  it('leaves small files, compressed formats and the copies themselves alone, so a second run adds nothing', async () => {
    const root = await build({
      'chunks/tiny.js': 'let a=1;',
      'media/photo.webp': Buffer.alloc(PRECOMPRESS_MIN_BYTES * 4, 7),
      'chunks/a.js': script,
    });
    expect(await precompressStatic(distDir)).toBe(1);
    expect(await precompressStatic(distDir)).toBe(1);
    const names = (await readdir(root, { recursive: true })).map(String).sort();
    expect(names).toEqual([
      'chunks',
      'chunks/a.js',
      'chunks/a.js.br',
      'chunks/a.js.gz',
      'chunks/tiny.js',
      'media',
      'media/photo.webp',
    ]);
  });

  it('writes no copy that would not be smaller than the file (data that does not compress)', async () => {
    // Random bytes under a .js name: neither Brotli nor gzip can shrink them.
    const root = await build({ 'chunks/noise.js': randomBytes(4096) });
    expect(await precompressStatic(distDir)).toBe(0);
    expect(await readdir(path.join(root, 'chunks'))).toEqual(['noise.js']);
  });
});
