import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock, type OffsetClock } from './clock';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { authRoutes } from './modules/auth/routes';
import { communityAuthRoutes } from './modules/auth/community-routes';
import { oauthRoutes } from './modules/auth/oauth-routes';
import { adminRoutes } from './modules/admin/routes';
import { analyticsPlugin } from './modules/analytics/plugin';
import { bestRoutes } from './modules/best/routes';
import { communityRoutes } from './modules/community/routes';
import { bookmarksRoutes } from './modules/bookmarks/routes';
import { cashRoutes } from './modules/cash/routes';
import { adsRoutes } from './modules/ads/routes';
import { blocksRoutes } from './modules/comments/blocks-routes';
import { commentsRoutes } from './modules/comments/routes';
import { graphqlRoutes } from './modules/graphql/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { contentListsRoutes } from './modules/content-lists/routes';
import { imagesRoutes } from './modules/images/routes';
import type { ResolveAll } from './modules/images/remote-address';
import { myFeedRoutes } from './modules/my-feed/routes';
import { rankingsRoutes } from './modules/rankings/routes';
import { similarRoutes } from './modules/similar/routes';
import { createFileStore } from './modules/files/file-store';
import { filesRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { opsRoutes } from './modules/ops/routes';
import { testClockRoutes } from './modules/test-clock/routes';
import { postsRoutes } from './modules/posts/routes';
import { searchRoutes } from './modules/search/routes';
import { publisherRoutes } from './modules/publisher/routes';
import { usersRoutes } from './modules/users/routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { noNulPlugin } from './plugins/no-nul';
import { frameworkErrors } from './plugins/framework-errors';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id';
import { metricsPlugin } from './plugins/metrics';
import { pageLoadPlugin } from './plugins/page-load';
import { slowQueryLogPlugin } from './plugins/slow-query-log';
import { securityPlugin } from './plugins/security';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { sharedStatePlugin } from './plugins/shared-state';
import { loadCookieSecret } from './modules/auth/oauth-state';
import { createRepositories, type Repositories } from './repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    clock: Clock;
    /** Every repository on the pool, built once here; routes take them from this (repositories.ts). */
    repos: Repositories;
    /** The same repositories bound to a transaction, for writes that must commit together. */
    reposIn(tx: Db): Repositories;
  }
}

export interface AppDeps {
  database: Database;
  clock?: Clock;
  /** Token that `npm run ops` must present; without one the ops route is not mounted. */
  opsToken?: string;
  logger?: FastifyServerOptions['logger'];
  /** With TEST_CLOCK: the offset clock the test clock route moves (it must also be `clock`); needs opsToken. */
  testClock?: OffsetClock;
  /** Routes a harness adds beside the app's own (the benchmark's static baseline route). */
  extraRoutes?: FastifyPluginAsync;
  /** Resolver of remote image hosts (tests give hostnames the addresses they need); the system's by default. */
  resolveImageHost?: ResolveAll;
}

/** The whole API as one Fastify instance; server.ts only listens, tests call inject(). */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Behind the web server's /api proxy the client address arrives in X-Forwarded-For; only the
    // proxies TRUST_PROXY names (default loopback) are believed, anyone else is the client.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Router refusals (an over-long path parameter, a URL that does not decode) in the error envelope.
    frameworkErrors,
    // A request id on every log line, answer and error envelope (plugins/request-id.ts).
    ...requestIdOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = deps.database;
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('clock', clock);
  const repositoryDeps = { clock, cookieSecret: await loadCookieSecret(config.cookieSecret, config.dataDir) };
  app.decorate('repos', createRepositories(db, repositoryDeps));
  app.decorate('reposIn', (tx: Db) => createRepositories(tx, repositoryDeps));
  app.decorate('files', createFileStore(config, db));

  // External concerns first, then the app's own, then routes.
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);
  await app.register(pageLoadPlugin);
  await app.register(slowQueryLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(noNulPlugin);
  await app.register(openapiPlugin);
  await app.register(securityPlugin, { config });
  await app.register(securityHeadersPlugin, { config });
  // Shared state first: the session plugin keeps its cache in `app.caches`.
  await app.register(sharedStatePlugin, { config });
  await app.register(sessionPlugin, { config });
  await app.register(rateLimitPlugin, { config });

  await app.register(healthRoutes);
  await app.register(postsRoutes);
  await app.register(authRoutes, { devLogin: config.devLogin, apiOrigin: config.apiOrigin });
  await app.register(oauthRoutes);
  await app.register(communityAuthRoutes);
  await app.register(publisherRoutes);
  await app.register(usersRoutes, { apiOrigin: config.apiOrigin });
  await app.register(myFeedRoutes);
  await app.register(rankingsRoutes);
  await app.register(filesRoutes);
  await app.register(contentListsRoutes);
  await app.register(searchRoutes);
  await app.register(bookmarksRoutes);
  await app.register(cashRoutes);
  await app.register(adsRoutes);
  await app.register(similarRoutes);
  await app.register(bestRoutes);
  await app.register(communityRoutes);
  await app.register(imagesRoutes, { resolveAll: deps.resolveImageHost });
  await app.register(commentsRoutes);
  await app.register(blocksRoutes);
  await app.register(notificationsRoutes);
  await app.register(graphqlRoutes);
  await app.register(adminRoutes);
  await app.register(analyticsPlugin);
  if (deps.opsToken) await app.register(opsRoutes, { token: deps.opsToken });
  if (config.testClock && deps.testClock) {
    // The clock moves every session and window, so it takes the same server token as ops.
    if (!deps.opsToken) throw new Error('TEST_CLOCK needs the server token (AppDeps.opsToken)');
    await app.register(testClockRoutes, { clock: deps.testClock, token: deps.opsToken });
  }
  if (deps.extraRoutes) await app.register(deps.extraRoutes);

  await app.ready();
  return app;
}
