import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { createRequire } from 'node:module';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type * as GraphQL from 'graphql';
import { ERROR_CODE, GRAPHQL_LIMITS } from '@growday/contracts';

// The introspection rule inspects schema types, so it must come from the same copy of graphql as
// mercurius (CommonJS); the ESM copy's `instanceof` fails against them (the dual-package hazard).
const { NoSchemaIntrospectionCustomRule } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/**
 * graphql-armor's rules, made to report instead of throw, with our code on the error so the route
 * can answer the error envelope (GRAPHQL_TOO_COMPLEX) rather than a generic validation failure.
 */
const limitCallbacks = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(
        new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
          extensions: { code: ERROR_CODE.graphqlTooComplex },
        }),
      ),
  ],
};

/**
 * Validation rules of the community endpoint: GRAPHQL_LIMITS always; introspection off in
 * production (the schema is ours to publish in docs, not for a stranger to map).
 */
export function graphqlValidationRules(production: boolean): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ...limitCallbacks }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...limitCallbacks }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true, ...limitCallbacks }),
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

/** Whether a validation failure is one of the limits above. */
export function isLimitError(error: unknown): boolean {
  const extensions = (error as { extensions?: { code?: unknown } }).extensions;
  return extensions?.code === ERROR_CODE.graphqlTooComplex;
}
