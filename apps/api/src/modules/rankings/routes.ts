import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  connectionSchema,
  dataSchema,
  FEED_CACHE_TTL_MS,
  FOLLOWED_TAGS_CACHE_MAX_ENTRIES,
  FOLLOWED_TAGS_CACHE_TTL_MS,
  LIST_CACHE_MAX_ENTRIES,
  LIST_CACHE_TTL_MS,
  popularPostsQuerySchema,
  postSchema,
  RECOMMENDED_CACHE_MAX_VIEWERS,
  recommendedPostsQuerySchema,
  todayPostsQuerySchema,
  type Connection,
  type PageQuery,
  type Post,
} from '@growday/contracts';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { createTtlCache } from '../../lib/ttl-cache';
import { overlayConnection } from '../viewer-state/viewer-state';
import { errorResponses } from '../shared/error-responses';
import { decodeRankCursor } from './rank-cursor';
import type { RankPage } from './rankings-repository';
import { startOfKoreanDay } from './ranking-score';

const postConnection = dataSchema(connectionSchema(postSchema));

const rankPage = ({ first, after }: PageQuery): RankPage => ({
  first,
  position: after ? decodeRankCursor(after) : 0,
});

/**
 * The home rankings (docs/decisions.md, "Home rankings"): today's best, popular, recommended.
 * Their cursors are positions in the ranking (rank-cursor.ts), not the latest feed's keyset.
 */
export const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { rankings, followTags: follows } = app.repos;
  // Today and popular are the same for every visitor: kept LIST_CACHE_TTL_MS like the other ranked
  // lists; viewer state goes on copies per request.
  const shared = createTtlCache<Connection<Post>>(app.clock, { ttlMs: LIST_CACHE_TTL_MS, max: LIST_CACHE_MAX_ENTRIES });
  // A recommended read asked no statement on a hit: the followed tag ids and the viewer's pages,
  // flags laid over, are both kept per viewer. Saving My Feed forgets the former; every write of
  // the viewer's own state (bookmark, read, not interested, My Feed) forgets the latter at once in
  // every process (forgetViewerState), so the viewer never sees a flag or an order from before it.
  // Others' writes (counters) lag by FEED_CACHE_TTL_MS, as on every list.
  const followedTags = app.caches.ttl<{ ids: number[] }>(CACHE_NAMES.followedTags, {
    ttlMs: FOLLOWED_TAGS_CACHE_TTL_MS,
    max: FOLLOWED_TAGS_CACHE_MAX_ENTRIES,
  });
  // One entry per viewer holding their pages, so one keyed forget drops all of them; a page's
  // load still running when its entry is forgotten stays with the dropped map (its caller began
  // before the write), and the next request starts a new map.
  const personal = app.caches.ttl<Map<string, Promise<Connection<Post>>>>(CACHE_NAMES.recommendations, {
    ttlMs: FEED_CACHE_TTL_MS,
    max: RECOMMENDED_CACHE_MAX_VIEWERS,
  });
  const recommended = async (userId: number, page: RankPage): Promise<Connection<Post>> => {
    const { ids: tagIds } = await followedTags.get(String(userId), async () => ({
      ids: await follows.followedTagIds(userId),
    }));
    const pages = await personal.get(String(userId), async () => new Map());
    const key = `${tagIds.join(',')}|${page.first}|${page.position}`;
    let conn = pages.get(key);
    if (!conn) {
      // The viewer's flags come with the page (one statement: rankings-repository.ts).
      conn = rankings.listRecommended(userId, tagIds, app.clock.now(), page);
      pages.set(key, conn);
      // A failed load is not kept: the next request tries again.
      conn.catch(() => pages.delete(key));
    }
    return conn;
  };

  const popular = (page: RankPage) =>
    shared.get(`popular|${page.first}|${page.position}`, () => rankings.listPopular(app.clock.now(), page));

  app.get(
    API_PATHS.todayPosts,
    {
      schema: {
        operationId: 'listTodayPosts',
        tags: ['posts'],
        summary: 'Posts published today (Korea time, from 00:00 to now), best (highest ranking score) first',
        querystring: todayPostsQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request) => {
      const page = rankPage(request.query);
      const now = app.clock.now();
      // Keyed by the day as well, so the list starts over at 00:00 KST however fresh the cache.
      const day = startOfKoreanDay(now).getTime();
      const conn = await shared.get(`today|${day}|${page.first}|${page.position}`, () => rankings.listToday(now, page));
      return { data: await overlayConnection(db, request.viewer?.userId, conn) };
    },
  );

  app.get(
    API_PATHS.popularPosts,
    {
      schema: {
        operationId: 'listPopularPosts',
        tags: ['posts'],
        summary: 'Posts of the last POPULAR_WINDOW_HOURS by a time-decayed score of views, comments and bookmarks',
        querystring: popularPostsQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: await overlayConnection(db, request.viewer?.userId, await popular(rankPage(request.query))),
    }),
  );

  app.get(
    API_PATHS.recommendedPosts,
    {
      schema: {
        operationId: 'listRecommendedPosts',
        tags: ['posts', 'my-feed'],
        summary:
          'Signed in: posts having a followed tag or a tag of recent reads, unread first, followed tags first, then by score; empty with neither. Signed out: popularPosts',
        querystring: recommendedPostsQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request) => {
      const page = rankPage(request.query);
      const userId = request.viewer?.userId;
      if (userId === undefined) return { data: await popular(page) };
      return { data: await recommended(userId, page) };
    },
  );
};
