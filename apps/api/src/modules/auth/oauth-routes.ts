import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  authProvidersSchema,
  COOKIE,
  COPY,
  dataSchema,
  ERROR_CODE,
  LOGIN_ERROR_PARAM,
  OAUTH_STATE_TTL_SECONDS,
  oauthCallbackQuerySchema,
  parseRedirectTarget,
  safeRedirectTarget,
  SOCIAL_LOGIN_PATH,
  SOCIAL_PROVIDERS,
  socialLoginQuerySchema,
  type OAuthCallbackQuery,
  type SocialLoginQuery,
  type SocialProvider,
} from '@growday/contracts';
import type { OAuthProviderConfig } from '../../config';
import { HttpError } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { createStateCodec, loadCookieSecret } from './oauth-state';
import { PROFILE_MAPPERS } from './providers';

const HTTP_TIMEOUT_MS = 10_000;
/** Providers that take PKCE; Naver documents no PKCE support, so it relies on state and its secret. */
const PKCE: Record<SocialProvider, boolean> = { google: true, github: true, kakao: true, naver: false };
const NAMESPACE: Record<SocialProvider, string> = {
  google: 'oauth2Google',
  github: 'oauth2Github',
  kakao: 'oauth2Kakao',
  naver: 'oauth2Naver',
};

const split = (url: string) => {
  const u = new URL(url);
  return { host: u.origin, path: `${u.pathname}${u.search}` };
};

class SignInFailure extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

/** The profile answer for this access token, as the provider's mapper reads it. */
async function fetchProfile(provider: SocialProvider, settings: OAuthProviderConfig, accessToken: string) {
  const res = await fetch(settings.profileUrl, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      // GitHub's API refuses requests without a User-Agent.
      'user-agent': 'growday',
    },
    redirect: 'error',
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!res.ok) throw new SignInFailure(`profile answered ${res.status}`);
  return PROFILE_MAPPERS[provider](await res.json());
}

/**
 * Social sign-in (Kakao, Naver, GitHub, Google) through @fastify/oauth2: one plugin instance per
 * provider with credentials. The start path keeps next= and platform= in the signed state; the
 * callback exchanges the code, reads the profile, links or creates the user, starts a session and
 * sends the browser to next= when it is one of our hosts. Every failure lands on that address
 * with loginError=1, never on an error page.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const secret = await loadCookieSecret(config.cookieSecret, config.dataDir);
  const codec = createStateCodec(secret, () => app.clock.now());
  const { identities } = app.repos;
  const cookieOptions = {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    maxAge: OAUTH_STATE_TTL_SECONDS,
  };

  const namespaces = new Map<SocialProvider, OAuth2Namespace>();
  for (const provider of SOCIAL_PROVIDERS) {
    const settings = config.oauthProviders[provider];
    if (!settings) continue;
    const authorize = split(settings.authorizeUrl);
    const token = split(settings.tokenUrl);
    await app.register(oauth2, {
      name: NAMESPACE[provider],
      scope: settings.scope,
      credentials: {
        client: { id: settings.clientId, secret: settings.clientSecret },
        auth: {
          authorizeHost: authorize.host,
          authorizePath: authorize.path,
          tokenHost: token.host,
          tokenPath: token.path,
        },
        // Kakao and Naver read the client credentials from the form body only.
        options: { authorizationMethod: 'body', bodyFormat: 'form' },
        http: { timeout: HTTP_TIMEOUT_MS },
      },
      callbackUri: `${config.oauthCallbackOrigin}${API_PATHS[SOCIAL_LOGIN_PATH[provider].callback]}`,
      ...(PKCE[provider] ? { pkce: 'S256' as const } : {}),
      redirectStateCookieName: COOKIE.oauthState,
      verifierCookieName: COOKIE.oauthVerifier,
      cookie: cookieOptions,
      generateStateFunction: (request: FastifyRequest) => {
        const query = request.query as SocialLoginQuery;
        // Only a checked, normalised next= goes into the state; the callback checks it again.
        const next = parseRedirectTarget(query.next, config.allowedOrigins, config.webOrigin) ?? undefined;
        return codec.encode({ provider, next, platform: query.platform });
      },
      checkStateFunction: (request: FastifyRequest) => {
        const { state } = request.query as OAuthCallbackQuery;
        const cookie = request.cookies[COOKIE.oauthState];
        return state !== undefined && state === cookie && codec.decode(state, provider) !== null;
      },
    });
    const namespace = (app as unknown as Record<string, OAuth2Namespace | undefined>)[NAMESPACE[provider]];
    if (!namespace) throw new Error(`@fastify/oauth2 did not decorate ${NAMESPACE[provider]}`);
    namespaces.set(provider, namespace);
  }

  app.get(
    API_PATHS.authProviders,
    {
      schema: {
        operationId: 'listAuthProviders',
        tags: ['auth'],
        summary: 'Which social sign-in providers this server has credentials for',
        response: { 200: dataSchema(authProvidersSchema) },
      },
    },
    async () => ({
      data: { providers: SOCIAL_PROVIDERS.map((provider) => ({ provider, enabled: namespaces.has(provider) })) },
    }),
  );

  const clearFlowCookies = (reply: FastifyReply) => {
    reply.clearCookie(COOKIE.oauthState, cookieOptions);
    reply.clearCookie(COOKIE.oauthVerifier, cookieOptions);
  };

  for (const provider of SOCIAL_PROVIDERS) {
    const paths = SOCIAL_LOGIN_PATH[provider];
    const label = provider[0]?.toUpperCase() + provider.slice(1);

    app.get(
      API_PATHS[paths.start],
      {
        config: { abuseLimit: 'oauthStart' },
        schema: {
          operationId: `start${label}Login`,
          tags: ['auth'],
          summary: `Start ${label} sign-in: a redirect to the provider (next=, platform=)`,
          querystring: socialLoginQuerySchema,
          response: { 302: z.null().describe('To the provider'), ...errorResponses(400, 503) },
        },
      },
      async (request, reply) => {
        const namespace = namespaces.get(provider);
        if (!namespace) throw new HttpError(503, ERROR_CODE.providerUnavailable, COPY.auth.providerUnavailable);
        const uri = await namespace.generateAuthorizationUri(request, reply);
        return reply.redirect(uri, 302);
      },
    );

    app.get(
      API_PATHS[paths.callback],
      {
        config: { abuseLimit: 'oauthCallback' },
        schema: {
          operationId: `finish${label}Login`,
          tags: ['auth'],
          summary: `${label} sends the browser back here; signs in and redirects to next=`,
          querystring: oauthCallbackQuerySchema,
          // 400: a parameter over its length cap (no provider sends one; a hand-made address can).
          response: { 302: z.null().describe('To next= (with loginError=1 on failure)'), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const flow = codec.decode(request.cookies[COOKIE.oauthState], provider);
        const target = safeRedirectTarget(flow?.next, config.allowedOrigins, config.webOrigin);
        try {
          const namespace = namespaces.get(provider);
          if (!namespace) throw new SignInFailure('provider not configured');
          const { error, code } = request.query;
          if (error) throw new SignInFailure(`provider answered error=${error}`);
          if (!code) throw new SignInFailure('no code');
          // Checks the state against the cookie, clears both flow cookies and exchanges the code.
          const grant = await namespace
            .getAccessTokenFromAuthorizationCodeFlow(request, reply)
            .catch((err: unknown) => {
              throw new SignInFailure('state or token exchange refused', { cause: err });
            });
          const accessToken = grant.token.access_token;
          if (typeof accessToken !== 'string' || !accessToken) throw new SignInFailure('no access token');
          const profile = await fetchProfile(provider, config.oauthProviders[provider]!, accessToken);
          const { userId } = await identities.signIn(provider, profile);
          if (request.sessionToken) await app.endSession(request.sessionToken);
          const session = await app.repos.sessions.create(userId);
          app.setSessionCookie(reply, session.token);
          return reply.redirect(target, 302);
        } catch (err) {
          const cause = err instanceof SignInFailure ? err.cause : err;
          request.log.warn(
            {
              provider,
              reason: err instanceof SignInFailure ? err.reason : 'unexpected',
              err: cause instanceof Error ? cause.message : cause,
            },
            'social sign-in failed',
          );
          clearFlowCookies(reply);
          const failed = new URL(target);
          failed.searchParams.set(LOGIN_ERROR_PARAM, '1');
          return reply.redirect(failed.toString(), 302);
        }
      },
    );
  }
};
