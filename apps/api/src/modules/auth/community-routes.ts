import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  communitySessionBodySchema,
  communityTokenSchema,
  COPY,
  currentUserSchema,
  dataSchema,
  ERROR_CODE,
  referralInviteeBodySchema,
  referralInviteeSchema,
} from '@growday/contracts';
import { HttpError, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { createCommunityTokensRepository } from './community-tokens-repository';
import { createReferralsRepository } from './referrals-repository';

/** Community token (getCommunityToken), its exchange on the community host, and referrals. */
export const communityAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = createCommunityTokensRepository(app.database.db, app.clock);
  const referrals = createReferralsRepository(app.database.db, app.clock);
  const viewerId = (viewer: { userId: number } | null): number => {
    if (!viewer) throw unauthorized();
    return viewer.userId;
  };

  app.get(
    API_PATHS.communityToken,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'getCommunityToken',
        tags: ['auth'],
        summary: 'A short-lived, single-use token that signs the viewer in on the community host',
        response: { 200: dataSchema(communityTokenSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const communityToken = await tokens.issue(viewerId(request.viewer));
      // A bearer credential: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return { data: { communityToken } };
    },
  );

  app.post(
    API_PATHS.communitySession,
    {
      schema: {
        operationId: 'exchangeCommunityToken',
        tags: ['auth'],
        summary: 'Trade a community token for a session on this host (/redirect-login)',
        body: communitySessionBodySchema,
        response: { 200: dataSchema(currentUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const userId = await tokens.consume(request.body.token);
      if (userId === null) throw new HttpError(401, ERROR_CODE.invalidToken, COPY.auth.communityTokenInvalid);
      if (request.sessionToken) await app.repos.sessions.delete(request.sessionToken);
      const session = await app.repos.sessions.create(userId);
      app.setSessionCookie(reply, session.token);
      const user = await app.repos.users.findCurrentUser(userId, app.config.apiOrigin);
      if (!user) throw new Error('user of a community token disappeared');
      return { data: user };
    },
  );

  app.post(
    API_PATHS.referralInvitee,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'recordReferralInvitee',
        tags: ['auth'],
        summary: 'Record the signed-in user as invited (once per invitee)',
        body: referralInviteeBodySchema.nullish(),
        response: { 200: dataSchema(referralInviteeSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const recorded = await referrals.recordInvitee(viewerId(request.viewer), request.body?.inviterCode);
      return { data: { recorded } };
    },
  );
};
