import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  COPY,
  connectionSchema,
  dataSchema,
  followedTagsQuerySchema,
  followedTagsSchema,
  pageQuerySchema,
  postSchema,
  saveMyFeedTagsBodySchema,
  type FollowedTags,
  type Tag,
} from '@growday/contracts';
import { forbidden, unauthorized } from '../../plugins/error-handler';
import { overlayConnection } from '../bookmarks/bookmarks-repository';
import { decodePostCursor } from '../posts/cursor';
import { errorResponses } from '../shared/error-responses';
import { createFollowTagsRepository } from './follow-tags-repository';
import { createRecommendedPosts } from './recommended-posts';

/** The client reads the followed tags from data.data as edges of nodes (SH-MYFEED-15). */
const followedTagsAnswer = dataSchema(dataSchema(followedTagsSchema));
const postConnection = dataSchema(connectionSchema(postSchema));

const asEdges = (list: Tag[]): { data: { data: FollowedTags } } => ({
  data: { data: { edges: list.map((node) => ({ node })) } },
});

/**
 * My Feed (shell spec §2, §7): the viewer's followed tags, saving them, and the home feed built
 * from them. Everything here is the signed-in viewer's own; no route takes another user's id.
 */
export const myFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const follows = createFollowTagsRepository(db);
  const recommended = createRecommendedPosts(db, app.clock);
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
      return asEdges(await follows.listTags(userId, true));
    },
  );

  app.get(
    API_PATHS.recommendedPosts,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'listRecommendedPosts',
        tags: ['posts', 'my-feed'],
        summary: 'Posts having any tag the viewer follows, each once, newest first; empty without followed tags',
        querystring: pageQuerySchema,
        response: { 200: postConnection, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = viewerId(request.viewer);
      const { first, after } = request.query;
      const page = { first, ...(after ? { after: decodePostCursor(after) } : {}) };
      const conn = await recommended.listCached(await follows.followedTagIds(userId), page);
      // The cached page is shared by everyone following the same tags: viewer state goes on copies.
      return { data: await overlayConnection(db, userId, conn) };
    },
  );
};
