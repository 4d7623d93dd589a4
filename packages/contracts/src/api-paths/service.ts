/** The service's own endpoints: probes, the OpenAPI document, GraphQL and the loopback-only operator routes. */
export const SERVICE_PATHS = {
  healthz: '/healthz',
  readyz: '/readyz',
  openapi: '/api/openapi.json',
  graphql: '/api/graphql',
  /** Operator endpoint used by `npm run ops`; loopback and token only. */
  ops: '/internal/ops',
  /** End-to-end stacks only (TEST_CLOCK): move the API clock forward. Loopback and token only. */
  testClock: '/internal/test/clock',
} as const;
