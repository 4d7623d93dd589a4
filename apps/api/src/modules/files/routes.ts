import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILES_BASE_PATH } from '@growday/contracts';
import { renderDemoImage } from '../../db/seed/demo-content';
import { notFound } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
const storageKeySchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'not a storage key')
  .refine((k) => !k.split('/').includes('..'), 'not a storage key');

/**
 * The object-storage host of the default setup: demo images are generated from their key, uploads
 * live under DATA_DIR/files. Keys never change content, so answers are cached for a year.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, opts) => {
  const root = path.join(opts.dataDir, 'files');
  app.get(
    `${FILES_BASE_PATH}/*`,
    {
      schema: {
        operationId: 'getFile',
        tags: ['files'],
        summary: 'A stored image by its storage key',
        params: z.object({ '*': storageKeySchema }),
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const demo = renderDemoImage(key);
      const ext = path.extname(key).toLowerCase();
      let body: string | Buffer | null = demo?.body ?? null;
      let type = demo?.contentType ?? CONTENT_TYPES[ext];
      if (!body && type) {
        body = await readFile(path.join(root, key)).catch(() => null);
      }
      if (!body || !type) throw notFound();
      if (type === 'image/svg+xml') {
        type = 'image/svg+xml; charset=utf-8';
        // SVG can carry script; served as an image it must never run in our origin.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type(type).send(body);
    },
  );
};
