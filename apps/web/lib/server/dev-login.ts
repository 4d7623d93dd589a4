import { devLoginDecision, envFlag } from '@growday/contracts';
import { webConfig } from './env';

/**
 * Whether the login dialog offers the development sign-in form: the API's own rule
 * (devLoginDecision) on this server's environment, read per request. `next start` pins this
 * process's NODE_ENV to production, so `npm start` hands the API's NODE_ENV over as STACK_NODE_ENV.
 */
export function devLoginEnabled(): boolean {
  const config = webConfig();
  return devLoginDecision({
    production: config.production,
    webOrigin: config.webOrigin,
    apiOrigin: config.apiPublicOrigin,
    flag: envFlag(config.authDevLogin),
  }).enabled;
}
