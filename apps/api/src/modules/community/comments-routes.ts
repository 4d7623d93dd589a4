import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  COMMUNITY_COPY,
  commentListSchema,
  communityCommentListQuerySchema,
  createCommunityCommentBodySchema,
  dataSchema,
  idParamsSchema,
  replySchema,
} from '@growday/contracts';
import { notFound, unauthorized } from '../../plugins/error-handler';
import { communityTarget } from '../comments/comment-target';
import { createCommentsRepository } from '../comments/comments-repository';
import { errorResponses } from '../shared/error-responses';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { JSON_CONTENT_TYPE } from '../../lib/kept-json';
import { commentListAnswer } from '../comments/comment-list-answer';
import { commentListCache } from '../comments/comment-list-cache';

/**
 * Comments on a community post (/best/{id}): the post comment system with the community post as
 * its target. Only listing and creating name the target; replies, likes, reports, deletes and
 * moderation act on the comment id through the comment routes, with the same limits, the same
 * Origin check and the same rate limits. A deleted, hidden or unknown community post answers 404
 * and nothing is written.
 */
export const communityCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCommentsRepository(app.database.db, app.clock, commentListCache(app));

  app.get(
    API_PATHS.communityPostComments,
    {
      schema: {
        operationId: 'listCommunityPostComments',
        tags: ['community', 'comments'],
        summary: 'A community post’s comments with their replies, computed for the viewer (as listComments)',
        params: idParamsSchema,
        querystring: communityCommentListQuerySchema,
        response: { 200: dataSchema(commentListSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const target = communityTarget(request.params.id);
      const query = request.query;
      const answer = await commentListAnswer(app, target, query, request.viewer?.userId ?? null);
      if (answer === null) throw notFound(COMMUNITY_COPY.notFound);
      // Finished JSON text (comment-list-answer.ts): sent as it is, past the serializer.
      return reply.type(JSON_CONTENT_TYPE).send(answer as never);
    },
  );

  app.post(
    API_PATHS.communityPostComments,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'commentCreate', invalidates: [CACHE_NAMES.commentLists] },
      schema: {
        operationId: 'createCommunityPostComment',
        tags: ['community', 'comments'],
        summary:
          'Comment on a community post, or reply with parentId; one per user per 60 s across all comments (code 231)',
        params: idParamsSchema,
        body: createCommunityCommentBodySchema,
        response: {
          200: dataSchema(z.object({ comment: replySchema, commentCount: z.number().int() })),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      if (!request.viewer) throw unauthorized();
      const target = communityTarget(request.params.id);
      return { data: await repo.create(request.viewer.userId, target, request.body) };
    },
  );
};
