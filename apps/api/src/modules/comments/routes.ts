import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  COPY,
  commentListQuerySchema,
  commentListSchema,
  commentParamsSchema,
  commentReactionStateSchema,
  commentRepliesQuerySchema,
  connectionSchema,
  createCommentBodySchema,
  dataSchema,
  deleteCommentInputSchema,
  pageQuerySchema,
  replySchema,
  reportCommentBodySchema,
  reportResultSchema,
  userCommentSchema,
} from '@growday/contracts';
import { badRequest, notFound, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { postTarget } from './comment-target';
import { createCommentsRepository } from './comments-repository';
import { createReactionsRepository } from './reactions-repository';
import { listThreadReplies } from './replies-repository';
import { createReportsRepository } from './reports-repository';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { JSON_CONTENT_TYPE } from '../../lib/kept-json';
import { commentListAnswer } from './comment-list-answer';
import { commentListCache } from './comment-list-cache';

const viewerIdOf = (viewer: { userId: number } | null): number => {
  if (!viewer) throw unauthorized();
  return viewer.userId;
};

/**
 * Comments, replies, reactions and reports (content spec §3, §4, §7; issue 5). Reading is open
 * to everyone; everything else needs a session and acts only as the session's user.
 */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repo = createCommentsRepository(db, app.clock, commentListCache(app));
  const reactions = createReactionsRepository(db, app.clock);
  const reports = createReportsRepository(db, app.clock);

  app.get(
    API_PATHS.comments,
    {
      schema: {
        operationId: 'listComments',
        tags: ['comments'],
        summary: 'A post’s comments with their replies, computed for the viewer',
        querystring: commentListQuerySchema,
        response: { 200: dataSchema(commentListSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { postId, ...query } = request.query;
      const target = postTarget(postId);
      const answer = await commentListAnswer(app, target, query, request.viewer?.userId ?? null);
      if (answer === null) throw notFound();
      // Finished JSON text (comment-list-answer.ts): sent as it is, past the serializer.
      return reply.type(JSON_CONTENT_TYPE).send(answer as never);
    },
  );

  app.get(
    API_PATHS.commentReplies,
    {
      schema: {
        operationId: 'listCommentReplies',
        tags: ['comments'],
        summary:
          'One thread’s replies, oldest first, after a reply’s cursor: what the comment list held back, computed for the viewer',
        params: commentParamsSchema,
        querystring: commentRepliesQuerySchema,
        response: { 200: dataSchema(connectionSchema(replySchema)), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const replies = await listThreadReplies(
        db,
        request.params.commentId,
        request.query,
        request.viewer?.userId ?? null,
      );
      if (!replies) throw notFound(COPY.comments.notFound);
      return { data: replies };
    },
  );

  app.get(
    API_PATHS.userComments,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'listUserComments',
        tags: ['comments'],
        summary: 'The viewer’s own comments and replies, newest first',
        querystring: pageQuerySchema,
        response: { 200: dataSchema(connectionSchema(userCommentSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await repo.listByUser(viewerIdOf(request.viewer), request.query) }),
  );

  app.post(
    API_PATHS.comments,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'commentCreate', invalidates: [CACHE_NAMES.commentLists] },
      schema: {
        operationId: 'createComment',
        tags: ['comments'],
        summary:
          'Create a comment, or a reply with parentId (a reply to a reply attaches to its thread root); one per user per 60 s (code 231)',
        body: createCommentBodySchema,
        response: {
          200: dataSchema(z.object({ comment: replySchema, commentCount: z.number().int() })),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const { postId, ...input } = request.body;
      const created = await repo.create(viewerIdOf(request.viewer), postTarget(postId), input);
      // The post's comment count changed: its kept copy goes (CACHE_NAMES.posts).
      await app.caches.forget(CACHE_NAMES.posts, String(postId));
      return { data: created };
    },
  );

  app.delete(
    API_PATHS.comment,
    {
      preHandler: app.requireViewer,
      config: { invalidates: [CACHE_NAMES.commentLists] },
      schema: {
        operationId: 'deleteComment',
        tags: ['comments'],
        summary: 'Delete your own comment (soft: it keeps its place as a placeholder); postId in query or body',
        params: commentParamsSchema,
        querystring: deleteCommentInputSchema,
        body: deleteCommentInputSchema.nullish(),
        response: {
          200: dataSchema(
            z.object({ commentId: z.number().int(), postId: z.number().int(), commentCount: z.number().int() }),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const postId = request.body?.postId ?? request.query.postId;
      const removed = await repo.remove(viewerIdOf(request.viewer), request.params.commentId, postId);
      await app.caches.forget(CACHE_NAMES.posts, String(removed.postId));
      return { data: removed };
    },
  );

  for (const [path, pressed, operationId] of [
    [API_PATHS.commentLike, 'like', 'likeComment'],
    [API_PATHS.commentDislike, 'dislike', 'dislikeComment'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.requireViewer,
        config: { abuseLimit: 'commentReaction', invalidates: [CACHE_NAMES.commentLists] },
        schema: {
          operationId,
          tags: ['comments'],
          summary: `Press ${pressed}: none/like/dislike state machine; answers the new state and counts`,
          params: commentParamsSchema,
          response: { 200: dataSchema(commentReactionStateSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        data: await reactions.press(viewerIdOf(request.viewer), request.params.commentId, pressed),
      }),
    );
  }

  app.post(
    API_PATHS.commentReport,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'commentReport', invalidates: [CACHE_NAMES.commentLists] },
      schema: {
        operationId: 'reportComment',
        tags: ['comments'],
        summary: 'Report a comment once; at the threshold of distinct reporters it becomes DELETED_BY_REPORT',
        params: commentParamsSchema,
        body: reportCommentBodySchema,
        response: { 200: dataSchema(reportResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { commentId } = request.params;
      if (request.body.commentId !== undefined && request.body.commentId !== commentId) {
        throw badRequest('commentId: does not match the path', 'commentId');
      }
      const result = await reports.report(viewerIdOf(request.viewer), commentId, request.body);
      // The report that hides the comment lowers its post's comment count: the kept posts go.
      if (result.hidden) await app.caches.invalidate(CACHE_NAMES.posts);
      return { data: result };
    },
  );
};
