import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  connectionSchema,
  dataSchema,
  getPostParamsSchema,
  listLatestPostsQuerySchema,
  postSchema,
  type Connection,
  type Post,
} from '@growday/contracts';
import { JSON_CONTENT_TYPE, keptJson } from '../../lib/kept-json';
import { notFound } from '../../plugins/error-handler';
import { overlayConnection } from '../viewer-state/viewer-state';
import { encodePostCursor, decodePostCursor } from './cursor';
import { errorResponses } from '../shared/error-responses';
import { createLatestPostsCache } from './latest-posts-cache';

const postConnection = dataSchema(connectionSchema(postSchema));

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = createLatestPostsCache(app.repos.posts, app.caches);
  const visitorText = keptJson(postConnection, (page: Connection<Post>) => ({ data: page }));

  app.get(
    API_PATHS.latestPosts,
    {
      schema: {
        operationId: 'listLatestPosts',
        tags: ['posts'],
        summary: 'Latest feed posts and news, newest first',
        querystring: listLatestPostsQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { first, after, type } = request.query;
      const page = await latest.listLatest({
        first,
        ...(after ? { after: decodePostCursor(after) } : {}),
        ...(type ? { type } : {}),
      });
      // The cached page is shared by every visitor, who gets its kept text (lib/kept-json.ts); a
      // reader's state goes on copies of its nodes.
      if (request.viewer == null) return reply.type(JSON_CONTENT_TYPE).send(visitorText(page) as never);
      return { data: await overlayConnection(app.database.db, request.viewer.userId, page) };
    },
  );

  app.get(
    API_PATHS.postById,
    {
      schema: {
        operationId: 'getPost',
        tags: ['posts'],
        summary: 'One post, read as edges[0].node',
        params: getPostParamsSchema,
        response: { 200: postConnection, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const post = await app.repos.posts.findById(request.params.postId);
      if (!post) throw notFound();
      const cursor = encodePostCursor({ publishedAt: new Date(post.createdAt), id: post.id });
      const answer = { edges: [{ node: post, cursor }], pageInfo: { endCursor: cursor, hasNextPage: false } };
      return { data: await overlayConnection(app.database.db, request.viewer?.userId, answer) };
    },
  );
};
