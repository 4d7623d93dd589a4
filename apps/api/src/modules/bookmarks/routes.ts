import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  bookmarkBodySchema,
  bookmarkStateSchema,
  connectionSchema,
  dataSchema,
  pageQuerySchema,
  postSchema,
  type PageQuery,
} from '@growday/contracts';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { notFound, unauthorized } from '../../plugins/error-handler';
import { decodePostCursor } from '../posts/cursor';
import type { PageOptions } from '../posts/posts-repository';
import { errorResponses } from '../shared/error-responses';
import { forgetViewerState } from '../viewer-state/viewer-state';
import { postFeedbackRoutes } from './post-feedback-routes';

const postConnection = dataSchema(connectionSchema(postSchema));
/** The client reads the bookmark answer as data.data (content spec §7). */
const bookmarkAnswer = dataSchema(dataSchema(bookmarkStateSchema));

const pageOptions = ({ first, after }: PageQuery): PageOptions => ({
  first,
  ...(after ? { after: decodePostCursor(after) } : {}),
});

/**
 * Bookmarks ("scraps") and reading history of the signed-in viewer (content spec §4, §7; shell
 * spec §2 /me/list/queue and /me/list/recent). A user only ever reads and changes their own rows.
 */
export const bookmarksRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.bookmarks;
  await app.register(postFeedbackRoutes);
  const viewerId = (viewer: { userId: number } | null): number => {
    if (!viewer) throw unauthorized();
    return viewer.userId;
  };

  app.post(
    API_PATHS.bookmark,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'addBookmark',
        tags: ['bookmarks'],
        summary: 'Bookmark a post (idempotent); answers the bookmark state as data.data',
        body: bookmarkBodySchema,
        response: { 200: bookmarkAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = viewerId(request.viewer);
      const state = await repo.add(userId, request.body.postId);
      if (!state) throw notFound();
      await app.caches.forget(CACHE_NAMES.posts, String(request.body.postId));
      await forgetViewerState(app.caches, userId);
      return { data: { data: state } };
    },
  );

  app.delete(
    API_PATHS.bookmark,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'removeBookmark',
        tags: ['bookmarks'],
        summary: 'Remove a bookmark (idempotent); answers the bookmark state as data.data',
        body: bookmarkBodySchema,
        response: { 200: bookmarkAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = viewerId(request.viewer);
      const state = await repo.remove(userId, request.body.postId);
      if (!state) throw notFound();
      await app.caches.forget(CACHE_NAMES.posts, String(request.body.postId));
      await forgetViewerState(app.caches, userId);
      return { data: { data: state } };
    },
  );

  app.get(
    API_PATHS.bookmarks,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'listBookmarks',
        tags: ['bookmarks'],
        summary: "The viewer's bookmarked posts, newest bookmark first",
        querystring: pageQuerySchema,
        response: { 200: postConnection, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      data: await repo.listBookmarks(viewerId(request.viewer), pageOptions(request.query)),
    }),
  );

  app.get(
    API_PATHS.history,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'listHistory',
        tags: ['bookmarks'],
        summary: 'The posts the viewer opened, most recently read first',
        querystring: pageQuerySchema,
        response: { 200: postConnection, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      data: await repo.listHistory(viewerId(request.viewer), pageOptions(request.query)),
    }),
  );
};
