import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, ERROR_CODE } from '@growday/contracts';
import { errorResponses } from '../shared/error-responses';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.healthz,
    {
      schema: { operationId: 'getHealth', tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    API_PATHS.readyz,
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'Ready when the database answers',
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: app.database.kind };
      } catch (err) {
        request.log.warn({ err }, 'database not reachable');
        return reply.status(503).send({
          error: {
            status: 503,
            code: ERROR_CODE.unavailable,
            message: 'database not reachable',
            requestId: request.id,
          },
        });
      }
    },
  );
};
