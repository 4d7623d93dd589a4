import { devLoginDecision, envFlag } from '@growday/contracts';
import { webOrigin } from './env';
import { stackIsProduction } from './stack-env';
import { apiPublicOrigin } from './hosts';

/**
 * Whether the login dialog offers the development sign-in form: the API's own rule
 * (devLoginDecision) on this server's environment, read per request. `next start` pins this
 * process's NODE_ENV to production, so `npm start` hands the API's NODE_ENV over as STACK_NODE_ENV.
 */
export function devLoginEnabled(): boolean {
  const env = process.env;
  return devLoginDecision({
    production: stackIsProduction(env),
    webOrigin: webOrigin(),
    apiOrigin: apiPublicOrigin(),
    flag: envFlag(env.AUTH_DEV_LOGIN),
  }).enabled;
}
