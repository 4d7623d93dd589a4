import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, COPY, ERROR_CODE, errorEnvelopeSchema } from '@growday/contracts';
import { HttpError } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import type { GraphqlEngine } from './engine';
import type { CommunityContext } from './schema';

const graphqlBody = z.object({
  query: z.string().min(1).max(10_000),
  operationName: z.string().max(100).nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});
const graphqlError = z.object({
  message: z.string(),
  locations: z
    .array(z.object({ line: z.number(), column: z.number() }))
    .readonly()
    .optional(),
  path: z
    .array(z.union([z.string(), z.number()]))
    .readonly()
    .optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
const graphqlAnswer = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(graphqlError).optional(),
});

/** The GraphQL errors of a failure mercurius reports before execution (syntax, validation). */
function graphqlErrorsOf(err: unknown): unknown[] | null {
  const errors = (err as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors : null;
}

/**
 * The community GraphQL endpoint (`POST /api/graphql`, shell spec §7). Mercurius executes; the
 * route is ours (mercurius's own routes are off) so the body is checked by zod, the Origin check
 * and session cookie apply as on any POST, and the operation is in the OpenAPI document.
 */
export const graphqlRoutes: FastifyPluginAsyncZod = async (app) => {
  // Loaded on the first request (engine.ts); concurrent first requests share the one load.
  let engine: Promise<GraphqlEngine> | undefined;
  const engineOf = () =>
    (engine ??= import('./engine').then((m) =>
      m.createGraphqlEngine(app.database.db, app.config.env === 'production'),
    )).catch((err: unknown) => {
      engine = undefined; // a failed load is tried again by the next request
      throw err;
    });
  app.addHook('onClose', async () => {
    if (engine) await (await engine.catch(() => null))?.close();
  });

  app.post(
    API_PATHS.graphql,
    {
      config: { abuseLimit: 'graphql' },
      schema: {
        operationId: 'communityGraphql',
        tags: ['graphql'],
        summary: 'Community GraphQL: operation gqlCurrentUser reads currentUser.unreadNotificationCount',
        body: graphqlBody,
        // 400 is either GraphQL's own errors (syntax, validation) or the envelope (a body that is
        // not a query, or a query over GRAPHQL_LIMITS).
        response: { 200: graphqlAnswer, 400: z.union([errorEnvelopeSchema, graphqlAnswer]), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const { query, variables, operationName } = request.body;
      const context: CommunityContext = { viewerId: request.viewer?.userId ?? null };
      const gql = await engineOf();
      try {
        const result = await gql.execute(
          query,
          { ...context, reply } as CommunityContext,
          variables ?? undefined,
          operationName ?? undefined,
        );
        return {
          data: result.data ?? null,
          ...(result.errors
            ? {
                errors: result.errors.map((e) => {
                  // A resolver's own failure (database, bug) stays in the log, as for REST routes.
                  if (gql.isResolverFailure(e)) {
                    request.log.error({ err: e.originalError }, 'graphql resolver failed');
                    return { message: COPY.errors.internal, ...(e.path ? { path: [...e.path] } : {}) };
                  }
                  return e.toJSON();
                }),
              }
            : {}),
        };
      } catch (err) {
        const errors = graphqlErrorsOf(err);
        if (!errors) throw err;
        const overLimit = errors.find(gql.isLimitError) as { message: string } | undefined;
        if (overLimit) {
          const message = `${COPY.errors.graphqlTooComplex} (${overLimit.message})`;
          throw new HttpError(400, ERROR_CODE.graphqlTooComplex, message);
        }
        const messages = errors.map((e) => ({ message: String((e as { message?: unknown }).message ?? e) }));
        return reply.status(400).send({ data: null, errors: messages });
      }
    },
  );
};
