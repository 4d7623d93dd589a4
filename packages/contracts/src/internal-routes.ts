/**
 * Header carrying the running server's token (DATA_DIR/server.json, mode 0600) to the test clock
 * route: only the account that runs the server, and the e2e harness that started it, can move it.
 */
export const TEST_CLOCK_TOKEN_HEADER = 'x-test-clock-token';

/** Header carrying the same server token to the ops route (`npm run ops` while the server runs). */
export const OPS_TOKEN_HEADER = 'x-ops-token';
