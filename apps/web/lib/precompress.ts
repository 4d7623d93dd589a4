import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html)$/;
/** Below this a compressed copy saves less than its headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli at its highest quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file under `<distDir>/static`, for the website's server to send as they are
 * (lib/server/static-assets.ts). Next compresses its static files per request with gzip at the
 * default level; Brotli at quality 11 is too slow for that but costs nothing once at build time,
 * and takes about 15% off the JavaScript every first visit downloads (docs/decisions.md, "Static
 * files compressed once, at build time"). A copy that would not be smaller is not written. Runs
 * after the compile hints, which change the chunks. Returns how many files got copies.
 */
export async function precompressStatic(distDir: string): Promise<number> {
  const root = path.join(distDir, 'static');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  // zlib's async calls run on libuv's thread pool, so the files compress side by side.
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      let wrote = false;
      for (const [suffix, copy] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (copy.length >= source.length) continue;
        await writeFile(`${file}${suffix}`, copy);
        wrote = true;
      }
      if (wrote) written += 1;
    }),
  );
  return written;
}
