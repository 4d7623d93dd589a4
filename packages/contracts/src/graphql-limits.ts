/**
 * Limits of the community GraphQL endpoint (`POST /api/graphql`), checked before execution
 * (docs/decisions.md, "GraphQL limits"). The only operation the shell sends, gqlCurrentUser, has
 * depth 2, no alias and a cost of 3.5 (6.5 with every field of CurrentUser), so these leave room
 * and refuse amplification: each alias of `currentUser` is one more database count.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of selection sets, fragments flattened. */
  maxDepth: 4,
  /** Aliased fields in one operation (`__typename` aliases excepted). */
  maxAliases: 3,
  /** graphql-armor cost: 2 per object field, 1 per scalar, times 1.5 per level of depth. */
  maxCost: 50,
} as const;
