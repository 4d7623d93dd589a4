/**
 * The least a production configuration needs (item 9 refuses the insecure defaults): tests that
 * run the app as production spread this into their env. Neither value is used outside tests.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  COOKIE_SECRET: 'test-only-cookie-secret-0123456789abcdef',
  PUBLISHER_ACCESS_TOKENS: 'test-only-publisher-token-0123456789',
} as const;
