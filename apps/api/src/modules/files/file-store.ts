import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';

import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { createS3FileStore } from './s3-file-store';
import { contentTypeOf, demoFile, type StoredFile } from './stored-files';

/**
 * Where uploaded files live (FILE_STORE; docs/decisions.md, Scale-out and S3 file storage): on
 * disk under DATA_DIR/files for one machine, or in the database or an S3-compatible bucket, where
 * every API process on every host reads what any of them wrote. Demo images are generated from
 * their key in every case.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (FILE_STORE). */
    files: FileStore;
  }
}

export interface FileStore {
  readonly kind: AppConfig['fileStore'];
  /** The bytes behind a storage key that passed storageKeySchema; null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Stores the bytes under a fresh key; a reader never sees half of them. */
  write(key: string, body: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
}

export function createDiskFileStore(dataDir: string): FileStore {
  const fileOf = (key: string) => path.join(dataDir, 'files', key);
  return {
    kind: 'disk',
    async read(key) {
      const demo = demoFile(key);
      if (demo) return demo;
      const contentType = contentTypeOf(key);
      if (!contentType) return null;
      const body = await readFile(fileOf(key)).catch(() => null);
      return body ? { body, contentType } : null;
    },
    async write(key, body) {
      const target = fileOf(key);
      const temp = `${target}.${process.pid}.tmp`;
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await writeFile(temp, body, { flag: 'wx' });
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export function createDatabaseFileStore(db: Db): FileStore {
  return {
    kind: 'database',
    async read(key) {
      const demo = demoFile(key);
      if (demo) return demo;
      const [row] = await db
        .select({ body: storedFiles.body, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      return row ? { body: Buffer.from(row.body), contentType: row.contentType } : null;
    },
    async write(key, body) {
      const contentType = contentTypeOf(key);
      if (!contentType) throw new Error(`no content type for the storage key ${key}`);
      // One INSERT: readers see the whole file or none of it.
      await db.insert(storedFiles).values({ key, contentType, body });
    },
    async remove(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}

export function createFileStore(config: Pick<AppConfig, 'fileStore' | 'dataDir' | 's3'>, db: Db): FileStore {
  if (config.fileStore === 's3') {
    if (!config.s3) throw new Error('FILE_STORE=s3 without its S3_* settings (loadConfig refuses this)');
    return createS3FileStore(config.s3);
  }
  return config.fileStore === 'database' ? createDatabaseFileStore(db) : createDiskFileStore(config.dataDir);
}
