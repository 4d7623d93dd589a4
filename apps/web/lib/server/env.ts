import {
  DEFAULT_API_PORT,
  DEFAULT_WEB_PORT,
  DEMO_SERVICE_ACCESS_TOKEN,
  INTERN_DEFAULT_URL,
  RECRUIT_DEFAULT_URL,
  SERVICE_FEEDBACK_FORM_URL,
  SESSION_RECORDING_DEFAULT_SAMPLE_RATE,
} from '@growday/contracts';
import { parseProductionHosts } from '@growday/ui/core';
import { z } from 'zod';

/**
 * The website's settings: the one place that reads the environment (issue 13 item 7), validated
 * with zod as the API's config.ts is. Read at run time, never frozen into the build: `webConfig()`
 * parses on first use and again only when a variable it reads changes (tests stub them).
 * `readWebConfig(env).problems` names every malformed variable; the server refuses to start on
 * any (stack-env.ts webStartProblems, run by server.ts) and pages use the defaults meanwhile.
 *
 * Hosts (links to any of them never get the reward-app webview's external marker, CC-PLAT-03):
 * - `WEB_ORIGIN`: the public website origin, for absolute URLs (default `http://localhost:$PORT`);
 * - `API_INTERNAL_ORIGIN`: where this server reaches the API (default `http://127.0.0.1:$API_PORT`);
 * - `SHORT_ORIGIN`: the short-domain host of share links (default: the web origin);
 * - `API_ORIGIN`: the API's public origin (default `http://localhost:$API_PORT`);
 * - `COMMUNITY_ORIGIN`: the community host (default: the web origin, which serves /community);
 * - `INTERNAL_HOSTS`: more internal hosts, comma-separated, as origins or host names.
 */
if (typeof window !== 'undefined') {
  // Settings include server secrets (SERVICE_ACCESS_TOKEN); a client import is a bug, not a feature.
  throw new Error('lib/server/env.ts is server-only');
}

/** The environment variables the website reads. */
export type WebEnv = Readonly<Record<string, string | undefined>>;

const VARIABLES = [
  'NODE_ENV',
  'STACK_NODE_ENV',
  'PORT',
  'API_PORT',
  'WEB_ORIGIN',
  'API_INTERNAL_ORIGIN',
  'API_ORIGIN',
  'SHORT_ORIGIN',
  'COMMUNITY_ORIGIN',
  'INTERNAL_HOSTS',
  'KAKAO_JS_KEY',
  'NEXT_PUBLIC_KAKAO_JS_KEY',
  'RECRUIT_URL',
  'INTERN_URL',
  'PRODUCTION_WEB_HOSTS',
  'SESSION_RECORDING_SAMPLE_RATE',
  'SERVICE_FEEDBACK_URL',
  'SERVICE_ACCESS_TOKEN',
  'AUTH_DEV_LOGIN',
] as const;

const httpUrl = z.url({ protocol: /^https?$/ });
const port = z.coerce.number().int().min(1).max(65_535);

export interface WebConfig {
  /** Whether the stack runs as production: STACK_NODE_ENV (`npm start` hands the API's over), else NODE_ENV. */
  production: boolean;
  webOrigin: string;
  apiOrigin: string;
  apiPublicOrigin: string;
  shortOrigin: string;
  communityOrigin: string;
  /** Every internal host, as origins or host names (`markExternalLink` normalises them). */
  internalHosts: string[];
  /** The Kakao JavaScript key of the Kakao share; none means the share answers with the error alert. */
  kakaoAppKey: string | undefined;
  /** The header's external job-listing sites. */
  jobSites: { recruit: string; intern: string };
  /** Hosts where the GitHub button shows (PRODUCTION_WEB_HOSTS, comma-separated; SH-LOGIN-03). */
  productionWebHosts: string[];
  /** The share (0 to 1) of browser sessions recorded; default 0 (off). */
  recordingSampleRate: number;
  /** The footer's feedback form (an http(s) URL). */
  serviceFeedbackUrl: string;
  /** The public service access token of the tenant-info sync; the demo one unless set. */
  serviceAccessToken: string;
  /** AUTH_DEV_LOGIN as written, for the API's own dev-login rule (dev-login.ts). */
  authDevLogin: string | undefined;
}

const trimmed = (value: string | undefined): string | undefined => value?.trim() || undefined;
const withoutSlash = (origin: string): string => origin.replace(/\/+$/, '');

/** Parse every setting; a malformed one is named in `problems` and its default used. */
export function readWebConfig(env: WebEnv): { config: WebConfig; problems: string[] } {
  const problems: string[] = [];
  function checked<T>(name: string, schema: z.ZodType<T>, fallback: T): T {
    const raw = trimmed(env[name]);
    if (raw === undefined) return fallback;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    problems.push(`${name}: ${JSON.stringify(raw)} is not valid (${result.error.issues[0]?.message ?? 'invalid'})`);
    return fallback;
  }
  const origin = (name: string, fallback: string) => withoutSlash(checked(name, httpUrl, fallback));

  const webPort = checked('PORT', port, DEFAULT_WEB_PORT);
  const apiPort = checked('API_PORT', port, DEFAULT_API_PORT);
  const webOrigin = origin('WEB_ORIGIN', `http://localhost:${webPort}`);
  const apiPublicOrigin = origin('API_ORIGIN', `http://localhost:${apiPort}`);
  const shortOrigin = origin('SHORT_ORIGIN', webOrigin);
  const communityOrigin = origin('COMMUNITY_ORIGIN', webOrigin);
  const extraHosts = (env.INTERNAL_HOSTS ?? '').split(',').map((entry) => entry.trim());
  const internalHosts = [webOrigin, shortOrigin, apiPublicOrigin, communityOrigin, ...extraHosts].filter(Boolean);
  const config: WebConfig = {
    production: (env.STACK_NODE_ENV ?? env.NODE_ENV) === 'production',
    webOrigin,
    apiOrigin: origin('API_INTERNAL_ORIGIN', `http://127.0.0.1:${apiPort}`),
    apiPublicOrigin,
    shortOrigin,
    communityOrigin,
    internalHosts: [...new Set(internalHosts)],
    kakaoAppKey: trimmed(env.KAKAO_JS_KEY) ?? trimmed(env.NEXT_PUBLIC_KAKAO_JS_KEY),
    jobSites: {
      recruit: checked('RECRUIT_URL', httpUrl, RECRUIT_DEFAULT_URL),
      intern: checked('INTERN_URL', httpUrl, INTERN_DEFAULT_URL),
    },
    productionWebHosts: parseProductionHosts(env.PRODUCTION_WEB_HOSTS),
    recordingSampleRate: checked(
      'SESSION_RECORDING_SAMPLE_RATE',
      z.coerce.number().min(0).max(1),
      SESSION_RECORDING_DEFAULT_SAMPLE_RATE,
    ),
    serviceFeedbackUrl: checked(
      'SERVICE_FEEDBACK_URL',
      httpUrl.transform((url) => new URL(url).toString()),
      SERVICE_FEEDBACK_FORM_URL,
    ),
    serviceAccessToken: trimmed(env.SERVICE_ACCESS_TOKEN) ?? DEMO_SERVICE_ACCESS_TOKEN,
    authDevLogin: env.AUTH_DEV_LOGIN,
  };
  return { config, problems };
}

let cached: { key: string; config: WebConfig } | undefined;

/** The settings of this process's environment, parsed once per distinct environment. */
export function webConfig(env: WebEnv = process.env): WebConfig {
  const key = JSON.stringify(VARIABLES.map((name) => env[name]));
  if (cached?.key !== key) cached = { key, config: readWebConfig(env).config };
  return cached.config;
}

/** Where the web server reaches the API. */
export const apiOrigin = (): string => webConfig().apiOrigin;
/** The public website origin, for absolute URLs (Open Graph, canonical links). */
export const webOrigin = (): string => webConfig().webOrigin;
