import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  communityBestParamsSchema,
  communityBestPostSchema,
  communityBestQuerySchema,
  dataSchema,
  newsHeadlineSchema,
  newsHeadlinesQuerySchema,
  LIST_CACHE_MAX_ENTRIES,
  LIST_CACHE_TTL_MS,
  type CommunityBestPost,
  type NewsHeadline,
} from '@growday/contracts';
import { createTtlCache } from '../../lib/ttl-cache';
import { errorResponses } from '../shared/error-responses';

/** Community best lists and the news best tabs (home best sections); one post is in modules/community. */
export const bestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { communityPosts: community, newsBest: news } = app.repos;
  // Ranked lists every visitor shares; kept LIST_CACHE_TTL_MS.
  const bestCache = createTtlCache<CommunityBestPost[]>(app.clock, {
    ttlMs: LIST_CACHE_TTL_MS,
    max: LIST_CACHE_MAX_ENTRIES,
  });
  const headlineCache = createTtlCache<NewsHeadline[]>(app.clock, {
    ttlMs: LIST_CACHE_TTL_MS,
    max: LIST_CACHE_MAX_ENTRIES,
  });

  app.get(
    API_PATHS.communityBest,
    {
      schema: {
        operationId: 'listCommunityBest',
        tags: ['best'],
        summary: 'Community best posts of a period, ranked by a time-decay score or a counter',
        params: communityBestParamsSchema,
        querystring: communityBestQuerySchema,
        response: { 200: dataSchema(z.object({ results: z.array(communityBestPostSchema) })), ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: {
        results: await bestCache.get(`${request.params.period}|${request.query.first}`, () =>
          community.listBest(request.params.period, request.query.first, app.clock.now()),
        ),
      },
    }),
  );

  app.get(
    API_PATHS.communityRecent,
    {
      schema: {
        operationId: 'listCommunityRecent',
        tags: ['best'],
        summary: "The newest community posts, in the best list's shape (shell spec bestPosts/recent, v2)",
        querystring: communityBestQuerySchema,
        response: { 200: dataSchema(z.object({ results: z.array(communityBestPostSchema) })), ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: {
        results: await bestCache.get(`recent|${request.query.first}`, () =>
          community.listRecent(request.query.first, app.clock.now()),
        ),
      },
    }),
  );

  app.get(
    API_PATHS.newsHeadlines,
    {
      schema: {
        operationId: 'listNewsHeadlines',
        tags: ['best'],
        summary: 'News best: today, this week, or most commented',
        querystring: newsHeadlinesQuerySchema,
        response: { 200: dataSchema(z.object({ results: z.array(newsHeadlineSchema) })), ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: {
        results: await headlineCache.get(`${request.query.tab}|${request.query.first}`, () =>
          news.listHeadlines(request.query.tab, request.query.first, app.clock.now()),
        ),
      },
    }),
  );
};
