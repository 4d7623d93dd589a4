import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  connectionSchema,
  dataSchema,
  popularItemSchema,
  similarByTypeParamsSchema,
  similarParamsSchema,
  similarQuerySchema,
  type Connection,
  type PopularItem,
  type PopularFilterKey,
  BEST_FILTER_TO_PERIOD,
  type SimilarType,
  LIST_CACHE_MAX_ENTRIES,
  LIST_CACHE_TTL_MS,
} from '@growday/contracts';
import { cursorCodec } from '../../lib/cursor-codec';
import { createTtlCache } from '../../lib/ttl-cache';
import { badRequest, notFound } from '../../plugins/error-handler';
import { overlayViewerState } from '../viewer-state/viewer-state';
import { POPULAR_COMMUNITY_WINDOW_HOURS } from '../best/ranking';
import { errorResponses } from '../shared/error-responses';
import { communityPopularItem } from './similar-repository';

const popularConnection = dataSchema(connectionSchema(popularItemSchema));

/**
 * Opaque per-row cursor: the list is a ranking, so it names the rank and the item. The panel answers
 * one page, so nothing decodes it; it is written through the API's one cursor codec all the same.
 */
const popularCodec = cursorCodec<{ rank: number; item: PopularItem }>({
  pattern: /^(post|community):(\d{1,6}):(\d{1,10})$/,
  write: ({ rank, item }) => [item.kind, rank, item.id],
  read: () => null,
});
const rankCursor = (rank: number, item: PopularItem) => popularCodec.encode({ rank, item });

/**
 * The popular panel of the post detail: SIMILAR (feed posts sharing tags with the one being read)
 * and COMMUNITY (community posts). The path without the type segment means SIMILAR.
 */
export const similarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { similar, communityPosts: community } = app.repos;
  const cache = createTtlCache<Connection<PopularItem>>(app.clock, {
    ttlMs: LIST_CACHE_TTL_MS,
    max: LIST_CACHE_MAX_ENTRIES,
  });

  /**
   * The signed-in viewer's read and bookmarked flags laid over the shared cached list (the same
   * overlay as the feeds). Only feed posts get them: community posts live on the community host,
   * which keeps no reading history or bookmarks of ours, so theirs stay false.
   */
  async function forViewer(viewerId: number | undefined, conn: Connection<PopularItem>) {
    if (viewerId === undefined) return conn;
    const feedPosts = conn.edges.map((e) => e.node).filter((node) => node.kind === 'post');
    if (feedPosts.length === 0) return conn;
    const flagged = new Map((await overlayViewerState(app.database.db, viewerId, feedPosts)).map((p) => [p.id, p]));
    return {
      edges: conn.edges.map((e) =>
        e.node.kind === 'post' ? { cursor: e.cursor, node: flagged.get(e.node.id) ?? e.node } : e,
      ),
      pageInfo: conn.pageInfo,
    };
  }

  // Shared by every viewer of the post; the ranking moves slowly, so it is kept LIST_CACHE_TTL_MS.
  const list = (similarType: SimilarType, postId: number, filter: PopularFilterKey, first: number) =>
    cache.get(`${similarType}|${postId}|${filter}|${first}`, () => load(similarType, postId, filter, first));

  async function load(
    similarType: SimilarType,
    postId: number,
    filter: PopularFilterKey,
    first: number,
  ): Promise<Connection<PopularItem>> {
    if (similarType === 'SIMILAR' && filter !== 'view' && filter !== 'comment') {
      throw badRequest(`filter: SIMILAR takes view or comment, not ${filter}`, 'filter');
    }
    const now = app.clock.now();
    let items: PopularItem[];
    if (similarType === 'SIMILAR') {
      // One statement when the post shares tags: the list itself says whether the post exists.
      const rows = await similar.listSimilar(postId, filter === 'comment' ? 'comment' : 'view', first + 1, now);
      if (rows === null) throw notFound();
      items = rows.map((r) => r.item);
    } else if (!(await similar.postExists(postId))) {
      throw notFound();
    } else if (filter === 'view') {
      items = (
        await community.rank({ order: 'views', windowHours: POPULAR_COMMUNITY_WINDOW_HOURS }, first + 1, now)
      ).map(communityPopularItem);
    } else {
      // A community best key ranks exactly as the community best list of its period.
      items = (await community.rankForPeriod(BEST_FILTER_TO_PERIOD[filter], first + 1, now)).map(communityPopularItem);
    }
    const edges = items.slice(0, first).map((node, i) => ({ node, cursor: rankCursor(i, node) }));
    return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: items.length > first } };
  }

  app.get(
    API_PATHS.similarPosts,
    {
      schema: {
        operationId: 'listSimilarPosts',
        tags: ['similar'],
        summary: 'Popular content beside a post: similar feed posts (type SIMILAR)',
        params: similarParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: popularConnection, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await forViewer(
        request.viewer?.userId,
        await list('SIMILAR', request.params.postId, request.query.filter, request.query.first),
      ),
    }),
  );

  app.get(
    API_PATHS.similarPostsByType,
    {
      schema: {
        operationId: 'listSimilarPostsByType',
        tags: ['similar'],
        summary: 'Popular content beside a post: SIMILAR feed posts or COMMUNITY posts',
        params: similarByTypeParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: popularConnection, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await forViewer(
        request.viewer?.userId,
        await list(request.params.similarType, request.params.postId, request.query.filter, request.query.first),
      ),
    }),
  );
};
