/** Where the end-to-end stack runs: its own ports and a fresh data folder, apart from `npm start`. */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3210);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4210);
export const E2E_WEB_ORIGIN = `http://localhost:${E2E_WEB_PORT}`;
export const E2E_API_ORIGIN = `http://localhost:${E2E_API_PORT}`;
/** The test OAuth provider (scripts/oauth-test-provider.ts) the stack's social sign-in talks to. */
export const E2E_OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 4310);
export const E2E_OAUTH_ORIGIN = `http://127.0.0.1:${E2E_OAUTH_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags for Debian's Chromium on a machine without a network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const ARTIFACTS_DIR = new URL('./artifacts/', import.meta.url).pathname;
// Per API port when one is set: parallel stacks on one machine each build against their own API.
export const EXTENSION_BUILD_DIR = new URL(
  `./artifacts/extension${process.env.E2E_API_PORT ? `-${E2E_API_PORT}` : ''}/chrome/`,
  import.meta.url,
).pathname;
