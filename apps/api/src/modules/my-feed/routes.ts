import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  COPY,
  dataSchema,
  followedTagsQuerySchema,
  followedTagsSchema,
  saveMyFeedTagsBodySchema,
  type FollowedTags,
  type Tag,
} from '@growday/contracts';
import { forbidden, unauthorized } from '../../plugins/error-handler';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { errorResponses } from '../shared/error-responses';
import { forgetViewerState } from '../viewer-state/viewer-state';

/** The client reads the followed tags from data.data as edges of nodes (SH-MYFEED-15). */
const followedTagsAnswer = dataSchema(dataSchema(followedTagsSchema));

const asEdges = (list: Tag[]): { data: { data: FollowedTags } } => ({
  data: { data: { edges: list.map((node) => ({ node })) } },
});

/**
 * My Feed (shell spec §2, §7): the viewer's followed tags and saving them; the feed built from them
 * is recommendedPosts (modules/rankings). Everything here is the signed-in viewer's own; no route
 * takes another user's id.
 */
export const myFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { followTags: follows } = app.repos;
  const viewerId = (viewer: { userId: number } | null): number => {
    if (!viewer) throw unauthorized();
    return viewer.userId;
  };

  app.get(
    API_PATHS.followedTags,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'listFollowedTags',
        tags: ['my-feed'],
        summary:
          "The viewer's followed tags (following=true; false answers the other tags) in tag-list order, as data.data.edges",
        querystring: followedTagsQuerySchema,
        response: { 200: followedTagsAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => asEdges(await follows.listTags(viewerId(request.viewer), request.query.following === 'true')),
  );

  app.post(
    API_PATHS.saveMyFeedTags,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'saveMyFeedTags',
        tags: ['my-feed'],
        summary: "Replace the viewer's followed tags with tagIds (viewerId must be the viewer); answers them",
        body: saveMyFeedTagsBodySchema,
        response: { 200: followedTagsAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = viewerId(request.viewer);
      if (request.body.viewerId !== userId) throw forbidden(COPY.profileErrors.otherViewer);
      await follows.replace(userId, request.body.tagIds, app.clock.now());
      // The recommended list reads the followed tags from a per-viewer cache: this viewer's goes
      // in every process, with their kept recommended pages.
      await app.caches.forget(CACHE_NAMES.followedTags, String(userId));
      await forgetViewerState(app.caches, userId);
      return asEdges(await follows.listTags(userId, true));
    },
  );
};
