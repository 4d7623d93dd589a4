import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILES_BASE_PATH } from '@growday/contracts';
import { notFound } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { storageKeySchema } from './stored-files';

/**
 * The object-storage host of the default setup: demo images are generated from their key, uploads
 * live where FILE_STORE says (file-store.ts). Keys never change content, so answers are cached for a year.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const file = await app.files.read(request.params['*']);
      if (!file) throw notFound();
      let type = file.contentType;
      if (type === 'image/svg+xml') {
        type = 'image/svg+xml; charset=utf-8';
        // SVG can carry script; served as an image it must never run in our origin.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type(type).send(file.body);
    },
  );
};
