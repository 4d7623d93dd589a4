import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { API_PATHS, resizeImageQuerySchema } from '@growday/contracts';
import { badRequest } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { loadImage, resolveImageSource, stripQuery } from './image-source';
import { createResizedCache } from './resized-cache';

export const RESIZED_WEBP_QUALITY = 80;

/**
 * The resize service of the card and panel thumbnails (CC-CARD-01): our own stored files and hosts
 * on RESIZE_ALLOWED_HOSTS, cropped to w x h and answered as WebP, cached on disk and by browsers.
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const cache = createResizedCache(config.dataDir);
  const sourceOptions = {
    ownOrigins: [...new Set([config.apiOrigin, config.webOrigin])],
    allowedHosts: config.resizeAllowedHosts,
  };

  app.get(
    API_PATHS.resizeImage,
    {
      schema: {
        operationId: 'resizeImage',
        tags: ['images'],
        summary: 'An image cropped to w x h, as WebP (any query string of url is ignored)',
        querystring: resizeImageQuerySchema,
        response: { 200: z.any(), ...errorResponses(400, 404, 502) },
      },
    },
    async (request, reply) => {
      const { w, h } = request.query;
      const url = stripQuery(request.query.url);
      const source = resolveImageSource(url, sourceOptions);
      let output = await cache.get(url, w, h);
      if (!output) {
        const input = await loadImage(source, config.dataDir);
        try {
          output = await sharp(typeof input === 'string' ? Buffer.from(input) : input)
            .resize(w, h, { fit: 'cover' })
            .webp({ quality: RESIZED_WEBP_QUALITY })
            .toBuffer();
        } catch {
          throw badRequest('url: the source is not an image that can be resized', 'url');
        }
        await cache.put(url, w, h, output);
      }
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(output);
    },
  );
};
