import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { z } from 'zod';
import {
  API_PATHS,
  ERROR_CODE,
  RESIZE_CONCURRENCY,
  RESIZE_MAX_INPUT_PIXELS,
  RESIZE_QUEUE_MAX,
  resizeImageQuerySchema,
} from '@growday/contracts';
import { badRequest, HttpError } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { loadImage, resolveImageSource, resizeCacheKey, stripQuery } from './image-source';
import { createCheckedAgent, type ResolveAll } from './remote-address';
import { openResizedCache } from './resized-cache';

export const RESIZED_WEBP_QUALITY = 80;
/** A full queue drains in about a second (small sources, two at a time). */
const RESIZE_BUSY_RETRY_AFTER_S = 1;

export interface ImagesRoutesOptions {
  /** Resolver of remote image hosts; the system's by default (tests give names their addresses). */
  resolveAll?: ResolveAll | undefined;
}

const busy = () => new HttpError(503, ERROR_CODE.unavailable, 'the resize service is busy; try again shortly');

/**
 * The resize service of the card and panel thumbnails (CC-CARD-01): our own stored files and hosts
 * on RESIZE_ALLOWED_HOSTS, cropped to one of the sizes the product renders and answered as WebP,
 * cached on disk (bounded, least recently used evicted) and by browsers.
 */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, opts) => {
  const { config } = app;
  const cache = await openResizedCache(config.dataDir, config.resizeCacheBytes);
  const agent = createCheckedAgent(opts.resolveAll);
  app.addHook('onClose', async () => agent.close());
  const sourceOptions = {
    ownOrigins: [...new Set([config.apiOrigin, config.webOrigin])],
    allowedHosts: config.resizeAllowedHosts,
  };
  // A few resizes at a time, so a burst of requests queues instead of taking every core and the
  // memory of as many decoded images.
  const limit = pLimit(RESIZE_CONCURRENCY);
  // One resize per cache key at a time: parallel requests for the same uncached image share it.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function resize(input: Buffer | string, w: number, h: number): Promise<Buffer> {
    try {
      return await sharp(typeof input === 'string' ? Buffer.from(input) : input, {
        limitInputPixels: RESIZE_MAX_INPUT_PIXELS,
        sequentialRead: true,
      })
        .resize(w, h, { fit: 'cover' })
        .webp({ quality: RESIZED_WEBP_QUALITY })
        .toBuffer();
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) {
        throw badRequest(`url: the image has more than ${RESIZE_MAX_INPUT_PIXELS} pixels`, 'url');
      }
      throw badRequest('url: the source is not an image that can be resized', 'url');
    }
  }

  // Resizes admitted and not yet done (loading their source, waiting for a turn or running).
  let admitted = 0;
  async function produce(key: string, load: () => Promise<Buffer | string>, w: number, h: number) {
    admitted += 1;
    try {
      const input = await load();
      const output = await limit(() => resize(input, w, h));
      await cache.put(key, output);
      return output;
    } finally {
      admitted -= 1;
    }
  }

  app.get(
    API_PATHS.resizeImage,
    {
      config: { abuseLimit: 'imageResize' },
      schema: {
        operationId: 'resizeImage',
        tags: ['images'],
        summary: 'An image cropped to one of the rendered sizes, as WebP (any query string of url is ignored)',
        querystring: resizeImageQuerySchema,
        response: { 200: z.any(), ...errorResponses(400, 404, 502, 503) },
      },
    },
    async (request, reply) => {
      const { w, h } = request.query;
      const source = resolveImageSource(stripQuery(request.query.url), sourceOptions);
      const key = resizeCacheKey(source, w, h);
      let output = await cache.get(key);
      if (!output) {
        let pending = inFlight.get(key);
        if (!pending) {
          if (admitted >= RESIZE_CONCURRENCY + RESIZE_QUEUE_MAX) {
            reply.header('retry-after', String(RESIZE_BUSY_RETRY_AFTER_S));
            throw busy();
          }
          pending = produce(key, () => loadImage(source, app.files, agent), w, h).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        output = await pending;
      }
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(output);
    },
  );
};
