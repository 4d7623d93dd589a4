import { z } from 'zod';

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
