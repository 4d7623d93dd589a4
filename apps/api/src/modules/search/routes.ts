import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, connectionSchema, dataSchema, postSchema, searchPostsQuerySchema } from '@growday/contracts';
import { overlayConnection } from '../bookmarks/bookmarks-repository';
import { errorResponses } from '../shared/error-responses';
import { decodeSearchCursor } from './search-cursor';
import { createSearchRepository } from './search-repository';

const postConnection = dataSchema(connectionSchema(postSchema));

/** Search over posts and news (content spec §2, §5; shell spec's /api/v2/elastic/search). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repo = createSearchRepository(db, app.clock);

  app.get(
    API_PATHS.searchPosts,
    {
      config: { abuseLimit: 'search' },
      schema: {
        operationId: 'searchPosts',
        tags: ['posts'],
        summary: 'Posts and news matching every word of the query (Korean-aware), best first',
        querystring: searchPostsQuerySchema,
        response: { 200: postConnection, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { query, first, after } = request.query;
      const page = { first, ...(after ? { after: decodeSearchCursor(after) } : {}) };
      return { data: await overlayConnection(db, request.viewer?.userId, await repo.search(query, page)) };
    },
  );
};
