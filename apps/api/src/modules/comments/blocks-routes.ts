import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  blockBodySchema,
  blockParamsSchema,
  blockQuerySchema,
  blockStateSchema,
  dataSchema,
} from '@growday/contracts';
import { unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';

/** Block and unblock a comment writer (content spec §3 Block, §4, §7). */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.blocks;

  app.post(
    API_PATHS.userBlock,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'userBlock' },
      schema: {
        operationId: 'setUserBlock',
        tags: ['comments'],
        summary: 'Block (block=true) or unblock (block=false) a user; idempotent; the body is the comment data',
        params: blockParamsSchema,
        querystring: blockQuerySchema,
        body: blockBodySchema,
        response: { 200: dataSchema(blockStateSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!request.viewer) throw unauthorized();
      const { userId } = request.params;
      const blocked = await repo.setBlocked(request.viewer.userId, userId, request.query.block);
      const body = request.body ?? {};
      return {
        data: {
          userId,
          isViewerHasBlocked: blocked,
          data: {
            ...(body.id !== undefined ? { id: body.id } : {}),
            ...(body.postId !== undefined ? { postId: body.postId } : {}),
          },
          updateKey: body.updateKey ?? null,
        },
      };
    },
  );
};
