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

/** The content type a storage key's extension names; undefined for anything we never store. */
export const contentTypeOf = (key: string): string | undefined => FILE_CONTENT_TYPES[path.extname(key).toLowerCase()];

/** Demo images are generated from their key by every store, so they need no storage at all. */
export function demoFile(key: string): StoredFile | null {
  const demo = renderDemoImage(key);
  return demo ? { body: demo.body, contentType: demo.contentType } : null;
}
