import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  COMMUNITY_COPY,
  communityCategorySchema,
  communityPostBodySchema,
  communityPostSchema,
  communityPostSummarySchema,
  communityPreviewBodySchema,
  communityPreviewSchema,
  communityReportResultSchema,
  communityVoteStateSchema,
  connectionSchema,
  dataSchema,
  idParamsSchema,
  listCommunityPostsQuerySchema,
  pageQuerySchema,
  reportCommunityPostBodySchema,
  voteCommunityPostBodySchema,
} from '@growday/contracts';
import { viewerOf } from '../../lib/viewer-key';
import { notFound, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { renderCommunityMarkdown } from './markdown';
import { communityCommentsRoutes } from './comments-routes';
import { communityImagesRoutes } from './images-routes';
import { CACHE_NAMES } from '../../lib/cache-registry';

const viewerIdOf = (viewer: { userId: number } | null): number => {
  if (!viewer) throw unauthorized();
  return viewer.userId;
};

/**
 * The community (issue 16): categories, lists, one post, and the member's writing, votes and
 * reports. Reading is open to everyone; every change needs a session (401), acts as the session's
 * user only, passes the Origin check of every state-changing request (plugins/security.ts) and is
 * rate-limited (RATE_LIMITS).
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { community: repo, communityViews: views } = app.repos;
  await app.register(communityImagesRoutes);
  await app.register(communityCommentsRoutes);
  const readPost = async (id: number, viewerId: number | null) => {
    const post = await repo.findById(id, viewerId);
    if (!post) throw notFound(COMMUNITY_COPY.notFound);
    return post;
  };

  app.get(
    API_PATHS.communityCategories,
    {
      schema: {
        operationId: 'listCommunityCategories',
        tags: ['community'],
        summary: 'The operator’s categories, in tab order',
        response: { 200: dataSchema(z.object({ categories: z.array(communityCategorySchema) })) },
      },
    },
    async () => ({ data: { categories: await repo.listCategories() } }),
  );

  app.get(
    API_PATHS.communityPosts,
    {
      schema: {
        operationId: 'listCommunityPosts',
        tags: ['community'],
        summary: 'Community posts: latest first or ranked by a best period, optionally one category; cursor paging',
        querystring: listCommunityPostsQuerySchema,
        response: { 200: dataSchema(connectionSchema(communityPostSummarySchema)), ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await repo.list(request.query) }),
  );

  app.get(
    API_PATHS.myCommunityPosts,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'listMyCommunityPosts',
        tags: ['community'],
        summary: 'The viewer’s own community posts, newest first (the my page list)',
        querystring: pageQuerySchema,
        response: { 200: dataSchema(connectionSchema(communityPostSummarySchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await repo.listByAuthor(viewerIdOf(request.viewer), request.query) }),
  );

  app.get(
    API_PATHS.communityPost,
    {
      schema: {
        operationId: 'getCommunityPost',
        tags: ['community'],
        summary: 'One community post with its rendered body, votes and the viewer’s vote',
        params: idParamsSchema,
        response: { 200: dataSchema(communityPostSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await readPost(request.params.id, request.viewer?.userId ?? null) }),
  );

  app.post(
    API_PATHS.communityPosts,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'communityWrite' },
      schema: {
        operationId: 'createCommunityPost',
        tags: ['community'],
        summary: 'Write a community post: { title, body (Markdown), categoryId }',
        body: communityPostBodySchema,
        response: { 200: dataSchema(communityPostSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const userId = viewerIdOf(request.viewer);
      const id = await repo.create(userId, request.body);
      return { data: await readPost(id, userId) };
    },
  );

  app.put(
    API_PATHS.communityPost,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'communityWrite' },
      schema: {
        operationId: 'updateCommunityPost',
        tags: ['community'],
        summary: 'Edit your own community post (another member’s answers 403); sets the edited mark',
        params: idParamsSchema,
        body: communityPostBodySchema,
        response: { 200: dataSchema(communityPostSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const userId = viewerIdOf(request.viewer);
      await repo.update(userId, request.params.id, request.body);
      return { data: await readPost(request.params.id, userId) };
    },
  );

  app.delete(
    API_PATHS.communityPost,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'communityWrite', invalidates: [CACHE_NAMES.commentLists] },
      schema: {
        operationId: 'deleteCommunityPost',
        tags: ['community'],
        summary: 'Delete your own community post with its votes and reports (another member’s answers 403)',
        params: idParamsSchema,
        response: { 200: dataSchema(z.object({ id: z.number().int() })), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await repo.remove(viewerIdOf(request.viewer), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.put(
    API_PATHS.communityPostVote,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'communityVote' },
      schema: {
        operationId: 'voteCommunityPost',
        tags: ['community'],
        summary: 'Set your vote on a post: up, down, or null to remove it; answers the counts and your vote',
        params: idParamsSchema,
        body: voteCommunityPostBodySchema,
        response: { 200: dataSchema(communityVoteStateSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      data: await repo.vote(viewerIdOf(request.viewer), request.params.id, request.body.vote),
    }),
  );

  app.post(
    API_PATHS.communityPostReport,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'communityReport' },
      schema: {
        operationId: 'reportCommunityPost',
        tags: ['community'],
        summary: 'Report a post once with one of the six reasons; it enters the operator’s review queue',
        params: idParamsSchema,
        body: reportCommunityPostBodySchema,
        response: { 200: dataSchema(communityReportResultSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      data: await repo.report(viewerIdOf(request.viewer), request.params.id, request.body),
    }),
  );

  app.post(
    API_PATHS.communityPostView,
    {
      schema: {
        operationId: 'viewCommunityPost',
        tags: ['community'],
        summary: 'Count a view of a post, once per viewer within the counter window',
        params: idParamsSchema,
        response: { 200: dataSchema(z.object({ viewCount: z.number().int() })), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const viewCount = await views.view(request.params.id, viewerOf(request));
      if (viewCount === null) throw notFound(COMMUNITY_COPY.notFound);
      return { data: { viewCount } };
    },
  );

  app.post(
    API_PATHS.communityPreview,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'communityPreview' },
      schema: {
        operationId: 'previewCommunityPost',
        tags: ['community'],
        summary: 'Render a body as the post page will show it (the same safe Markdown subset)',
        body: communityPreviewBodySchema,
        response: { 200: dataSchema(communityPreviewSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ data: { bodyHtml: renderCommunityMarkdown(request.body.body) } }),
  );
};
