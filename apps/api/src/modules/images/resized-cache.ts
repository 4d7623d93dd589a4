import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

const ENTRY = /^[0-9a-f]{64}\.webp$/;

export interface ResizedCache {
  /** The cached bytes, or null; a hit makes the entry the most recently used. */
  get(key: string): Promise<Buffer | null>;
  /** Stores an entry, evicting the least recently used ones past the bound. */
  put(key: string, body: Buffer): Promise<void>;
  /** Bytes the index holds (what is on disk, give or take a write in flight). */
  readonly totalBytes: number;
  /** The file of an entry (tests look at the folder). */
  fileOf(key: string): string;
}

/**
 * Resized images on disk, DATA_DIR/cache/resized/<sha256 of key>.webp, bounded to `maxBytes`.
 * An in-memory LRU index holds each file's size; evicting an entry deletes its file. The index is
 * rebuilt from the folder at start (oldest modification first; a hit refreshes the time), so the
 * bound holds across restarts and a smaller RESIZE_CACHE_MB trims the folder. Sources never change
 * content (storage keys are immutable), so entries never expire; deleting the folder is safe.
 */
export async function openResizedCache(dataDir: string, maxBytes: number): Promise<ResizedCache> {
  const dir = path.join(dataDir, 'cache', 'resized');
  const nameOf = (key: string) => `${createHash('sha256').update(key).digest('hex')}.webp`;
  const fileOf = (key: string) => path.join(dir, nameOf(key));

  const index = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, name, reason) => {
      // 'set' means the same file was just rewritten in place: keep it.
      if (reason === 'evict' || reason === 'delete') void rm(path.join(dir, name), { force: true }).catch(() => {});
    },
  });

  await mkdir(dir, { recursive: true });
  const found: { name: string; bytes: number; mtimeMs: number }[] = [];
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (!ENTRY.test(name)) {
      // Half-written files of a process that stopped mid-write.
      if (name.endsWith('.tmp')) await rm(file, { force: true }).catch(() => {});
      continue;
    }
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) found.push({ name, bytes: info.size, mtimeMs: info.mtimeMs });
  }
  found.sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const entry of found) {
    if (entry.bytes > maxBytes) await rm(path.join(dir, entry.name), { force: true }).catch(() => {});
    else index.set(entry.name, entry.bytes);
  }

  return {
    fileOf,
    get totalBytes() {
      return index.calculatedSize;
    },
    async get(key) {
      const name = nameOf(key);
      if (index.get(name) === undefined) return null;
      const file = path.join(dir, name);
      const body = await readFile(file).catch(() => null);
      if (!body) {
        index.delete(name);
        return null;
      }
      // The recency survives a restart through the file's time.
      const now = new Date();
      void utimes(file, now, now).catch(() => {});
      return body;
    },
    /** Written to a temporary name and renamed, so a reader never sees half a file. */
    async put(key, body) {
      if (body.length > maxBytes) return;
      const name = nameOf(key);
      const file = path.join(dir, name);
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(tmp, body);
        await rename(tmp, file);
        index.set(name, body.length);
      } catch {
        // The cache is an optimisation: a full or read-only disk must not fail the request.
        await rm(tmp, { force: true }).catch(() => {});
      }
    },
  };
}
