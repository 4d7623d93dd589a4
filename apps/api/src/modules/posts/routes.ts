import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  connectionSchema,
  dataSchema,
  getPostParamsSchema,
  listLatestPostsQuerySchema,
  postSchema,
  POST_CACHE_MAX_ENTRIES,
  POST_CACHE_TTL_MS,
  type Connection,
  type Post,
} from '@growday/contracts';
import { CACHE_NAMES } from '../../lib/cache-registry';
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
  // A post's page asks for it on every visit, which read the database each time: kept, with every
  // write to what it shows forgetting it at once (CACHE_NAMES.posts, POST_CACHE_TTL_MS).
  const postCache = app.caches.ttl<Connection<Post>>(CACHE_NAMES.posts, {
    ttlMs: POST_CACHE_TTL_MS,
    max: POST_CACHE_MAX_ENTRIES,
  });

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
    async (request, reply) => {
      const { postId } = request.params;
      const answer = await postCache.get(String(postId), async () => {
        const post = await app.repos.posts.findById(postId);
        // Not kept: the load throws, so an unknown id is read again next time (it may be ingested).
        if (!post) throw notFound();
        const cursor = encodePostCursor({ publishedAt: new Date(post.createdAt), id: post.id });
        return { edges: [{ node: post, cursor }], pageInfo: { endCursor: cursor, hasNextPage: false } };
      });
      if (request.viewer == null) return reply.type(JSON_CONTENT_TYPE).send(visitorText(answer) as never);
      return { data: await overlayConnection(app.database.db, request.viewer.userId, answer) };
    },
  );
};
