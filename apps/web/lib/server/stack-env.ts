import { DEMO_SERVICE_ACCESS_TOKEN } from '@growday/contracts';
import { readWebConfig, type WebEnv } from './env';

/** The environment variables these checks read. */
export type StackEnv = WebEnv;

/**
 * Whether the stack runs as production. `npm start` runs Next in production mode for every
 * stack, so it hands the API's NODE_ENV over as STACK_NODE_ENV; without it, NODE_ENV decides.
 */
export function stackIsProduction(env: StackEnv = process.env): boolean {
  return readWebConfig(env).config.production;
}

/**
 * What stops the website at start in production, one line per problem naming the variable: the
 * API refuses the public demo publisher token there, so a website still sending it would fail
 * every tenant-info sync instead of failing once, loudly, at start.
 */
export function webStartProblems(env: StackEnv = process.env): string[] {
  // Every malformed setting stops the website in any mode, as the API's config does (env.ts).
  const { config, problems } = readWebConfig(env);
  if (!config.production) return problems;
  const token = env.SERVICE_ACCESS_TOKEN?.trim();
  if (!token)
    return [...problems, "SERVICE_ACCESS_TOKEN: required in production (one of the API's PUBLISHER_ACCESS_TOKENS)"];
  if (token === DEMO_SERVICE_ACCESS_TOKEN)
    return [
      ...problems,
      "SERVICE_ACCESS_TOKEN: the demo token is refused in production; set one of the API's PUBLISHER_ACCESS_TOKENS",
    ];
  return problems;
}
