import Fastify from 'fastify';
import mercurius from 'mercurius';
import { GraphQLError, parse } from 'graphql';
import type { Db } from '../../db/client';
import { graphqlValidationRules, isLimitError } from './limits';
import { communityResolvers, communitySchema, type CommunityContext } from './schema';

/**
 * Mercurius and graphql-js, loaded by routes.ts on the first GraphQL request rather than at the
 * API's start: importing and building them was about a seventh of the start (docs/decisions.md,
 * Start time), for an endpoint one page element calls. Mercurius runs on a Fastify instance of its
 * own with its routes off, so it only executes; the route, its checks and its errors stay ours.
 */
export async function createGraphqlEngine(db: Db, production: boolean) {
  const host = Fastify({ logger: false });
  await host.register(mercurius, {
    schema: communitySchema,
    resolvers: communityResolvers(db),
    routes: false,
    // Depth, aliases and cost (GRAPHQL_LIMITS); introspection only outside production.
    validationRules: graphqlValidationRules(production),
  });
  await host.ready();
  return {
    execute: (
      query: string,
      context: CommunityContext,
      variables?: Record<string, unknown>,
      operationName?: string,
    ) => {
      // Mercurius reads text that graphql-js cannot parse as a JSON document AST (`true`, `{}` or a
      // crafted tree; the contract fuzzer's `true` crashed validation with a 500). Only GraphQL text
      // is taken here: a syntax error is refused as mercurius refuses one, with `errors`, a 400.
      try {
        parse(query);
      } catch (err) {
        if (err instanceof GraphQLError)
          return Promise.reject(Object.assign(new Error(err.message), { errors: [err] }));
        throw err;
      }
      return host.graphql(query, context, variables, operationName);
    },
    /** A resolver's own failure (database, bug), as opposed to an error GraphQL reports. */
    isResolverFailure: (error: GraphQLError) =>
      Boolean(error.originalError && !(error.originalError instanceof GraphQLError)),
    isLimitError,
    close: () => host.close(),
  };
}
export type GraphqlEngine = Awaited<ReturnType<typeof createGraphqlEngine>>;
