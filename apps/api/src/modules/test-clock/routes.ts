import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, TEST_CLOCK_TOKEN_HEADER } from '@growday/contracts';
import type { OffsetClock } from '../../clock';
import { isLoopbackAddress } from '../../lib/loopback';
import { sameToken } from '../../lib/same-token';
import { forbidden, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mounted only with TEST_CLOCK (refused in production): end-to-end tests move the API's clock
 * forward, e.g. past the one-comment-per-60-s window, without waiting in real time. Moving it
 * expires sessions and reopens rate windows, so two locks as on the ops route: a loopback socket,
 * and the token the server wrote to DATA_DIR/server.json in TEST_CLOCK_TOKEN_HEADER.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: OffsetClock; token: string }> = async (app, opts) => {
  app.post(
    API_PATHS.testClock,
    {
      schema: {
        hide: true,
        operationId: 'advanceTestClock',
        body: z.object({ advanceMs: z.number().int().min(0).max(ONE_DAY_MS) }),
        response: { 200: z.object({ data: z.object({ now: z.string() }) }), ...errorResponses(400, 401, 403) },
      },
      onRequest: async (request) => {
        if (!isLoopbackAddress(request.socket.remoteAddress)) throw forbidden();
        const token = request.headers[TEST_CLOCK_TOKEN_HEADER];
        if (typeof token !== 'string' || token === '') throw unauthorized();
        if (!sameToken(token, opts.token)) throw forbidden();
      },
    },
    async (request) => {
      opts.clock.advance(request.body.advanceMs);
      return { data: { now: opts.clock.now().toISOString() } };
    },
  );
};
