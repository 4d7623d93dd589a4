import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  clickPostsBodySchema,
  clickRecordSchema,
  dataSchema,
  ignorePostBodySchema,
  ignoreStateSchema,
  postIdParamsSchema,
} from '@growday/contracts';
import { notFound, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { forgetViewerState } from '../viewer-state/viewer-state';

/**
 * "Not interested" and card clicks (shell spec §3, SH-API-11). Ignoring needs a signed-in viewer;
 * card clicks from a visitor are accepted and store nothing (a visitor keeps no history).
 */
export const postFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.postFeedback;

  for (const ignored of [true, false]) {
    const route = {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'postIgnore' as const },
      schema: {
        operationId: ignored ? 'ignorePost' : 'unignorePost',
        tags: ['posts'],
        summary: ignored
          ? "Mark a post not interested (idempotent): it leaves the viewer's feeds, lists and search"
          : 'Show a post marked not interested again (idempotent)',
        body: ignorePostBodySchema,
        response: { 200: dataSchema(ignoreStateSchema), ...errorResponses(400, 401, 403, 404) },
      },
    };
    const handler = async (request: { viewer: { userId: number } | null; body: { postId: number } }) => {
      if (!request.viewer) throw unauthorized();
      const state = await repo.setIgnored(request.viewer.userId, request.body.postId, ignored);
      if (!state) throw notFound();
      await forgetViewerState(app.caches, request.viewer.userId);
      return { data: state };
    };
    if (ignored) app.post(API_PATHS.ignorePost, route, handler);
    else app.delete(API_PATHS.ignorePost, route, handler);
  }

  app.post(
    API_PATHS.clickPostCard,
    {
      config: { abuseLimit: 'postCardClick' },
      schema: {
        operationId: 'clickPostCard',
        tags: ['posts'],
        summary:
          "A post card opened from a list: enters the signed-in viewer's reading history (the public click count is recordPostClick's)",
        params: postIdParamsSchema,
        response: { 200: dataSchema(clickRecordSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.viewer?.userId;
      if (userId === undefined) {
        // A visitor keeps no history; a bad id still answers the same 404 as for a member.
        if (!(await repo.postExists(request.params.postId))) throw notFound();
        return { data: { recorded: 0 } };
      }
      const recorded = await repo.recordCardClicks(userId, [request.params.postId]);
      if (recorded === 0) throw notFound();
      await forgetViewerState(app.caches, userId);
      return { data: { recorded } };
    },
  );

  app.post(
    API_PATHS.clickPosts,
    {
      config: { abuseLimit: 'postCardClick' },
      schema: {
        operationId: 'clickPosts',
        tags: ['posts'],
        summary:
          'Several card clicks at once (an offline new tab catching up): each known post enters the reading history; unknown ids are skipped',
        body: clickPostsBodySchema,
        response: { 200: dataSchema(clickRecordSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const userId = request.viewer?.userId;
      if (userId === undefined) return { data: { recorded: 0 } };
      const recorded = await repo.recordCardClicks(userId, request.body.postIds);
      if (recorded > 0) await forgetViewerState(app.caches, userId);
      return { data: { recorded } };
    },
  );
};
