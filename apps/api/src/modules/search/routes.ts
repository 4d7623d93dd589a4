import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  dataSchema,
  FEED_CACHE_MAX_PAGES,
  FEED_CACHE_TTL_MS,
  KEYWORDS_CACHE_SECONDS,
  keywordSchema,
  keywordsQuerySchema,
  searchPostsQuerySchema,
  searchResultsSchema,
  searchRankingEntrySchema,
  SEARCH_SYNONYMS_CACHE_TTL_MS,
} from '@growday/contracts';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { JSON_CONTENT_TYPE, keptJson } from '../../lib/kept-json';
import { overlayConnection } from '../viewer-state/viewer-state';
import { errorResponses } from '../shared/error-responses';
import { decodeSearchCursor } from './search-cursor';
import { createTtlCache } from '../../lib/ttl-cache';
import { viewerOf } from '../../lib/viewer-key';
import type { SearchAnswer } from './search-repository';
import { loadSynonymTable, type SynonymTable } from './synonym-table';

/** Search over posts and news (content spec §2, §5; shell spec's /api/v2/elastic/search). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { search: repo, searchRanking: ranking, keywords } = app.repos;
  // Every visitor asking the same words shares a page for FEED_CACHE_TTL_MS (the counters on its
  // cards lag by at most that, as on the feed); a new newest post id or a synonym edit changes the key.
  // An expired page is served while it is ranked again (a ranking takes tens of milliseconds, and
  // every request for those words waited on it once a second): the key holds the synonyms and the
  // newest post id, so what lags is only the counters, by at most two TTLs.
  const answers = createTtlCache<SearchAnswer>(app.clock, {
    ttlMs: FEED_CACHE_TTL_MS,
    max: FEED_CACHE_MAX_PAGES,
    staleWhileRevalidate: true,
  });
  // Every search and every popular-search entry reads the synonym table; it changes only when
  // operators edit it, which empties this in every API process (the ops command says so).
  const synonymCache = app.caches.ttl<SynonymTable>(CACHE_NAMES.searchSynonyms, {
    ttlMs: SEARCH_SYNONYMS_CACHE_TTL_MS,
    max: 1,
  });
  const synonymTable = () => synonymCache.get('all', () => loadSynonymTable(db));
  // The newest post id fixes a first page's snapshot and keys its cached answer: kept as a feed
  // page is (FEED_CACHE_TTL_MS, emptied with the post lists when an ingest pass adds posts), so a
  // cached search reads nothing from the database and a new post shows as it does on the feed.
  const newestCache = app.caches.ttl<{ id: number }>(CACHE_NAMES.postLists, { ttlMs: FEED_CACHE_TTL_MS, max: 1 });
  const newestId = async () => (await newestCache.get('newest', async () => ({ id: await repo.newestPostId() }))).id;
  const visitorText = keptJson(dataSchema(searchResultsSchema), (found: SearchAnswer) => ({
    data: { edges: found.edges, pageInfo: found.pageInfo, terms: found.terms },
  }));
  // Searches logged but not yet written go before the database closes.
  app.addHook('onClose', async () => ranking.flush());

  app.get(
    API_PATHS.searchPosts,
    {
      config: { abuseLimit: 'search' },
      schema: {
        operationId: 'searchPosts',
        tags: ['posts'],
        summary: 'Posts and news matching every word of the query (Korean-aware), best first',
        querystring: searchPostsQuerySchema,
        response: { 200: dataSchema(searchResultsSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { query, first, after } = request.query;
      const page = { first, ...(after ? { after: decodeSearchCursor(after) } : {}) };
      const synonyms = await synonymTable();
      const found = await repo.search(query, page, { cache: answers, synonyms, newestId });
      // Logged once per search (its first page) and only when it found something, so typos and
      // junk never reach the popular list; written with others in a moment (ranking.log).
      if (!after && found.edges.length > 0) ranking.log(query, viewerOf(request), synonyms);
      // A visitor's answer is the cached object itself: its text is kept with it (lib/kept-json.ts).
      if (request.viewer == null) return reply.type(JSON_CONTENT_TYPE).send(visitorText(found) as never);
      return { data: { ...(await overlayConnection(db, request.viewer.userId, found)), terms: found.terms } };
    },
  );

  app.get(
    API_PATHS.searchRanking,
    {
      schema: {
        operationId: 'listSearchRanking',
        tags: ['posts'],
        summary: 'Popular searches: the most searched normalised queries of the last 24 hours',
        response: { 200: dataSchema(z.array(searchRankingEntrySchema)) },
      },
    },
    async () => ({ data: await ranking.top() }),
  );

  app.get(
    API_PATHS.keywords,
    {
      config: { abuseLimit: 'keywords' },
      schema: {
        operationId: 'listKeywords',
        tags: ['posts'],
        summary: 'Completions of a prefix from tags, sources and popular searches (initial consonants too)',
        querystring: keywordsQuerySchema,
        response: { 200: dataSchema(z.array(keywordSchema)), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // The same for every visitor, and the sources are read once a period anyway.
      reply.header('cache-control', `public, max-age=${KEYWORDS_CACHE_SECONDS}`);
      // Popular searches are among the completions: this process's pending ones are written first.
      // A failed write keeps its rows for the next batch, so the completions still answer.
      await ranking.flush().catch((error: unknown) => request.log.warn({ err: error }, 'search log batch not written'));
      return { data: await keywords.suggest(request.query.prefix) };
    },
  );
};
