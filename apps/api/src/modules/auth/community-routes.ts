import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  COMMUNITY_TOKEN_TTL_SECONDS,
  COOKIE,
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

/** Community token (getCommunityToken), its exchange on the community host, and referrals. */
export const communityAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { communityTokens: tokens, referrals } = app.repos;
  /**
   * The nonce cookie that binds a token to the browser that asked for it. It travels only to the
   * exchange (its path), only from our own pages (SameSite=Strict: the exchange is a same-origin
   * fetch of /redirect-login), and lives as long as the token. COMMUNITY_COOKIE_DOMAIN widens it to
   * a sibling community host (docs/decisions.md, "Community hand-off").
   */
  const nonceCookie = {
    path: API_PATHS.communitySession,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.secureCookies,
    ...(app.config.communityCookieDomain ? { domain: app.config.communityCookieDomain } : {}),
  };
  const viewerId = (viewer: { userId: number } | null): number => {
    if (!viewer) throw unauthorized();
    return viewer.userId;
  };

  app.get(
    API_PATHS.communityToken,
    {
      preHandler: app.requireViewer,
      config: { abuseLimit: 'communityToken' },
      schema: {
        operationId: 'getCommunityToken',
        tags: ['auth'],
        summary: 'A short-lived, single-use token (bound to this browser by a nonce cookie) for the community host',
        response: { 200: dataSchema(communityTokenSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { token: communityToken, nonce } = await tokens.issue(viewerId(request.viewer));
      // A newer token replaces the nonce, so only this browser's latest token can be redeemed.
      reply.setCookie(COOKIE.communityNonce, nonce, { ...nonceCookie, maxAge: COMMUNITY_TOKEN_TTL_SECONDS });
      // A bearer credential: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return { data: { communityToken } };
    },
  );

  app.post(
    API_PATHS.communitySession,
    {
      config: { abuseLimit: 'communityExchange' },
      schema: {
        operationId: 'exchangeCommunityToken',
        tags: ['auth'],
        summary: 'Trade a community token for a session on this host (/redirect-login), in the browser that asked',
        body: communitySessionBodySchema,
        response: { 200: dataSchema(currentUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const nonce = request.cookies[COOKIE.communityNonce];
      // One nonce per hop, whatever the outcome.
      if (nonce !== undefined) reply.clearCookie(COOKIE.communityNonce, nonceCookie);
      const userId = await tokens.consume(request.body.token, nonce);
      if (userId === null) throw new HttpError(401, ERROR_CODE.invalidToken, COPY.auth.communityTokenInvalid);
      if (request.sessionToken) await app.endSession(request.sessionToken);
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
