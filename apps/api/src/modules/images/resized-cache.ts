import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Resized images on disk, DATA_DIR/cache/resized/<sha256 of url|w|h>.webp. Sources never change
 * content (storage keys are immutable), so entries never expire; deleting the folder is safe.
 */
export function createResizedCache(dataDir: string) {
  const dir = path.join(dataDir, 'cache', 'resized');
  const fileOf = (url: string, w: number, h: number) =>
    path.join(dir, `${createHash('sha256').update(`${url}|${w}|${h}`).digest('hex')}.webp`);

  return {
    fileOf,
    async get(url: string, w: number, h: number): Promise<Buffer | null> {
      return readFile(fileOf(url, w, h)).catch(() => null);
    },
    /** Written to a temporary name and renamed, so a reader never sees half a file. */
    async put(url: string, w: number, h: number, body: Buffer): Promise<void> {
      const file = fileOf(url, w, h);
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(tmp, body);
        await rename(tmp, file);
      } catch {
        // The cache is an optimisation: a full or read-only disk must not fail the request.
        await rm(tmp, { force: true }).catch(() => {});
      }
    },
  };
}
