import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@growday/contracts';
import type { OffsetClock } from '../../clock';
import { forbidden } from '../../plugins/error-handler';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mounted only with TEST_CLOCK (refused in production): end-to-end tests move the API's clock
 * forward, e.g. past the one-comment-per-60-s window, without waiting in real time.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: OffsetClock }> = async (app, opts) => {
  app.post(
    API_PATHS.testClock,
    {
      schema: {
        hide: true,
        operationId: 'advanceTestClock',
        body: z.object({ advanceMs: z.number().int().min(0).max(ONE_DAY_MS) }),
        response: { 200: z.object({ data: z.object({ now: z.string() }) }) },
      },
    },
    async (request) => {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw forbidden();
      opts.clock.advance(request.body.advanceMs);
      return { data: { now: opts.clock.now().toISOString() } };
    },
  );
};
