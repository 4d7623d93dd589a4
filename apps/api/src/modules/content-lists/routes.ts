import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  clickCountSchema,
  connectionSchema,
  dataSchema,
  idParamsSchema,
  listNewsQuerySchema,
  listPostsByAuthorQuerySchema,
  listPostsBySourceQuerySchema,
  listPostsByTagGroupQuerySchema,
  listPostsByTagQuerySchema,
  listTagsQuerySchema,
  postIdParamsSchema,
  postSchema,
  shareCountSchema,
  tagGroupSchema,
  tagSchema,
  FEED_CACHE_MAX_PAGES,
  FEED_CACHE_TTL_MS,
  LIST_CACHE_MAX_ENTRIES,
  LIST_CACHE_TTL_MS,
  type Connection,
  type PageQuery,
  type Post,
  type Tag,
  type TagGroup,
} from '@growday/contracts';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { JSON_CONTENT_TYPE, keptJson } from '../../lib/kept-json';
import { viewerOf } from '../../lib/viewer-key';
import { forgetViewerState, overlayConnection } from '../viewer-state/viewer-state';
import { notFound } from '../../plugins/error-handler';
import { decodePostCursor, encodePostCursor } from '../posts/cursor';
import type { PageOptions } from '../posts/posts-repository';
import { errorResponses } from '../shared/error-responses';
import { decodeTagCursor } from './tag-cursor';

const postConnection = dataSchema(connectionSchema(postSchema));
const tagConnection = dataSchema(connectionSchema(tagSchema));

const pageOptions = ({ first, after }: PageQuery): PageOptions => ({
  first,
  ...(after ? { after: decodePostCursor(after) } : {}),
});

/** One post answered as a one-edge connection, read as edges[0].node (content spec §3). */
function singlePost(post: Post): { data: Connection<Post> } {
  const cursor = encodePostCursor({ publishedAt: new Date(post.createdAt), id: post.id });
  return { data: { edges: [{ node: post, cursor }], pageInfo: { endCursor: cursor, hasNextPage: false } } };
}

/**
 * Content lists (content spec §2, §3, §7): posts by tag, tag group, source and author; tags and
 * tag groups; news; and the click, view and share counters, which anonymous visitors may raise.
 */
export const contentListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { postLists, tags: tagsRepo, counters, bookmarks: reading } = app.repos;
  // Tags change only when operators edit them (which empties these in every API process); kept LIST_CACHE_TTL_MS.
  const tagCache = app.caches.ttl<Connection<Tag>>(CACHE_NAMES.tags, {
    ttlMs: LIST_CACHE_TTL_MS,
    max: LIST_CACHE_MAX_ENTRIES,
  });
  const tagGroupCache = app.caches.ttl<TagGroup[]>(CACHE_NAMES.tagGroups, { ttlMs: LIST_CACHE_TTL_MS, max: 1 });
  // A tag's pages are the same for every visitor, as the latest feed's are: kept FEED_CACHE_TTL_MS
  // (counters lag by at most that) and emptied when an ingest pass adds posts, as the feed's are.
  const byTagCache = app.caches.ttl<Connection<Post>>(CACHE_NAMES.postLists, {
    ttlMs: FEED_CACHE_TTL_MS,
    max: FEED_CACHE_MAX_PAGES,
  });
  const visitorText = keptJson(postConnection, (page: Connection<Post>) => ({ data: page }));
  /** The signed-in viewer's bookmarked / read flags on a post list (copies); a visitor's is unchanged. */
  const forViewer = (viewer: { userId: number } | null, conn: Connection<Post>) =>
    overlayConnection(db, viewer?.userId, conn);

  app.get(
    API_PATHS.postsByTag,
    {
      schema: {
        operationId: 'listPostsByTag',
        tags: ['posts'],
        summary: 'Posts having the tag of this exact name, newest first',
        querystring: listPostsByTagQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { tagName, first, after } = request.query;
      const options = pageOptions(request.query); // a bad cursor answers 400 before the cache
      const page = await byTagCache.get(JSON.stringify([tagName, first, after ?? null]), () =>
        postLists.listByTagName(tagName, options),
      );
      // The cached page is shared by every visitor, who gets its kept text (lib/kept-json.ts); a
      // reader's state goes on copies of its nodes.
      if (request.viewer == null) return reply.type(JSON_CONTENT_TYPE).send(visitorText(page) as never);
      return { data: await forViewer(request.viewer, page) };
    },
  );

  app.get(
    API_PATHS.postsBySource,
    {
      schema: {
        operationId: 'listPostsBySource',
        tags: ['posts'],
        summary: 'Posts of the source of this exact name, newest first',
        querystring: listPostsBySourceQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: await forViewer(
        request.viewer,
        await postLists.listBySourceName(request.query.sourceName, pageOptions(request.query)),
      ),
    }),
  );

  app.get(
    API_PATHS.postsByAuthor,
    {
      schema: {
        operationId: 'listPostsByAuthor',
        tags: ['posts'],
        summary: 'Posts of the author of this exact name, newest first',
        querystring: listPostsByAuthorQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: await forViewer(
        request.viewer,
        await postLists.listByAuthorName(request.query.authorName, pageOptions(request.query)),
      ),
    }),
  );

  app.get(
    API_PATHS.postsByTagGroup,
    {
      schema: {
        operationId: 'listPostsByTagGroup',
        tags: ['posts'],
        summary: 'Posts having any tag of the tag group, each once, newest first',
        querystring: listPostsByTagGroupQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: await forViewer(
        request.viewer,
        await postLists.listByTagGroup(request.query.tagGroup, pageOptions(request.query)),
      ),
    }),
  );

  app.get(
    API_PATHS.tags,
    {
      schema: {
        operationId: 'listTags',
        tags: ['tags'],
        summary: 'Tags by tag-group position, then tag position (100 by default)',
        querystring: listTagsQuerySchema,
        response: { 200: tagConnection, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { first, after } = request.query;
      const cursor = after ? decodeTagCursor(after) : undefined;
      return {
        data: await tagCache.get(`${first}|${after ?? ''}`, () =>
          tagsRepo.listTags({ first, ...(cursor ? { after: cursor } : {}) }),
        ),
      };
    },
  );

  app.get(
    API_PATHS.tagGroups,
    {
      schema: {
        operationId: 'listTagGroups',
        tags: ['tags'],
        summary: 'Tag groups by position, each with its tags by position',
        response: { 200: dataSchema(z.array(tagGroupSchema)) },
      },
    },
    async () => ({ data: await tagGroupCache.get('all', () => tagsRepo.listTagGroups()) }),
  );

  app.get(
    API_PATHS.news,
    {
      schema: {
        operationId: 'listNews',
        tags: ['news'],
        summary: 'News items only, newest first',
        querystring: listNewsQuerySchema,
        response: { 200: postConnection, ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: await forViewer(request.viewer, await postLists.listNews(pageOptions(request.query))),
    }),
  );

  app.get(
    API_PATHS.newsById,
    {
      schema: {
        operationId: 'getNews',
        tags: ['news'],
        summary: 'One news item, read as edges[0].node; 404 when the id is not a news item',
        params: idParamsSchema,
        response: { 200: postConnection, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const news = await postLists.findNews(request.params.id);
      if (!news) throw notFound();
      const one = singlePost(news);
      return { data: await forViewer(request.viewer, one.data) };
    },
  );

  app.post(
    API_PATHS.newsViewCount,
    {
      schema: {
        operationId: 'updateNewsViewCount',
        tags: ['news'],
        summary:
          'Count a view of a news item, once per viewer (user, else address) in VIEWER_COUNTER_WINDOW_SECONDS; answers the stored count',
        params: idParamsSchema,
        response: { 200: dataSchema(clickCountSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const clickCount = await counters.viewNews(request.params.id, viewerOf(request));
      if (clickCount === null) throw notFound();
      await app.caches.forget(CACHE_NAMES.posts, String(request.params.id));
      return { data: { clickCount } };
    },
  );

  app.post(
    API_PATHS.clickPost,
    {
      schema: {
        operationId: 'recordPostClick',
        tags: ['posts'],
        summary:
          'Count a click (view) of a post, once per viewer (user, else address) in VIEWER_COUNTER_WINDOW_SECONDS; answers the stored count',
        params: postIdParamsSchema,
        response: { 200: dataSchema(clickCountSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const clickCount = await counters.click(request.params.postId, viewerOf(request));
      if (clickCount === null) throw notFound();
      // SH-API-08: the page reads the post again at once, in whichever process; it must see this count.
      await app.caches.forget(CACHE_NAMES.posts, String(request.params.postId));
      // A signed-in reader's click also enters their reading history and marks a bookmark read,
      // every time: only the public count is limited to once per window.
      if (request.viewer) {
        await reading.recordRead(request.viewer.userId, request.params.postId);
        await forgetViewerState(app.caches, request.viewer.userId);
      }
      return { data: { clickCount } };
    },
  );

  app.patch(
    API_PATHS.shareCount,
    {
      schema: {
        operationId: 'patchShareCount',
        tags: ['posts'],
        summary:
          'Count a share (link copy) of a post, once per viewer (user, else address) in VIEWER_COUNTER_WINDOW_SECONDS; answers the stored count',
        params: postIdParamsSchema,
        response: { 200: dataSchema(shareCountSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const shareCount = await counters.share(request.params.postId, viewerOf(request));
      if (shareCount === null) throw notFound();
      await app.caches.forget(CACHE_NAMES.posts, String(request.params.postId));
      return { data: { shareCount } };
    },
  );
};
