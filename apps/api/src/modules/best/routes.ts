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
import { JSON_CONTENT_TYPE, keptJson } from '../../lib/kept-json';
import { createTtlCache } from '../../lib/ttl-cache';
import { errorResponses } from '../shared/error-responses';

const bestAnswer = dataSchema(z.object({ results: z.array(communityBestPostSchema) }));
const headlinesAnswer = dataSchema(z.object({ results: z.array(newsHeadlineSchema) }));

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
  // The lists hold no viewer state: every request gets the text kept with its cached list.
  const bestText = keptJson(bestAnswer, (results: CommunityBestPost[]) => ({ data: { results } }));
  const headlinesText = keptJson(headlinesAnswer, (results: NewsHeadline[]) => ({ data: { results } }));

  app.get(
    API_PATHS.communityBest,
    {
      schema: {
        operationId: 'listCommunityBest',
        tags: ['best'],
        summary: 'Community best posts of a period, ranked by a time-decay score or a counter',
        params: communityBestParamsSchema,
        querystring: communityBestQuerySchema,
        response: { 200: bestAnswer, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const results = await bestCache.get(`${request.params.period}|${request.query.first}`, () =>
        community.listBest(request.params.period, request.query.first, app.clock.now()),
      );
      return reply.type(JSON_CONTENT_TYPE).send(bestText(results) as never);
    },
  );

  app.get(
    API_PATHS.communityRecent,
    {
      schema: {
        operationId: 'listCommunityRecent',
        tags: ['best'],
        summary: "The newest community posts, in the best list's shape (shell spec bestPosts/recent, v2)",
        querystring: communityBestQuerySchema,
        response: { 200: bestAnswer, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const results = await bestCache.get(`recent|${request.query.first}`, () =>
        community.listRecent(request.query.first, app.clock.now()),
      );
      return reply.type(JSON_CONTENT_TYPE).send(bestText(results) as never);
    },
  );

  app.get(
    API_PATHS.newsHeadlines,
    {
      schema: {
        operationId: 'listNewsHeadlines',
        tags: ['best'],
        summary: 'News best: today, this week, or most commented',
        querystring: newsHeadlinesQuerySchema,
        response: { 200: headlinesAnswer, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const results = await headlineCache.get(`${request.query.tab}|${request.query.first}`, () =>
        news.listHeadlines(request.query.tab, request.query.first, app.clock.now()),
      );
      return reply.type(JSON_CONTENT_TYPE).send(headlinesText(results) as never);
    },
  );
};
