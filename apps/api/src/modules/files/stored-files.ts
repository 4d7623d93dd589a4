import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { renderDemoImage } from '../../db/seed/demo-content';

export const FILE_CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

export const storageKeySchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'not a storage key')
  .refine((k) => !k.split('/').includes('..'), 'not a storage key');

export interface StoredFile {
  body: string | Buffer;
  contentType: string;
}

/**
 * The bytes behind a storage key: demo images are generated from their key, uploads live under
 * DATA_DIR/files. Null when there is no such file (or the key's type is not an image we serve).
 * The key must already have passed `storageKeySchema`.
 */
export async function readStoredFile(dataDir: string, key: string): Promise<StoredFile | null> {
  const demo = renderDemoImage(key);
  if (demo) return { body: demo.body, contentType: demo.contentType };
  const contentType = FILE_CONTENT_TYPES[path.extname(key).toLowerCase()];
  if (!contentType) return null;
  const body = await readFile(path.join(dataDir, 'files', key)).catch(() => null);
  return body ? { body, contentType } : null;
}
