// The test OAuth provider on a fixed port, for the end-to-end stack (e2e/playwright.config.ts):
// `node --import tsx scripts/oauth-test-provider.ts` (port from E2E_OAUTH_PORT, default 4310).
import { startOAuthTestProvider } from '../apps/api/test/helpers/oauth-test-provider';

const port = Number(process.env.E2E_OAUTH_PORT ?? 4310);
const provider = await startOAuthTestProvider({ port });
console.log(`test OAuth provider on ${provider.origin} (/<google|github|kakao|naver>/authorize, /token, /profile)`);

const stop = () => {
  void provider.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
