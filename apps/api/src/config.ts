import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_API_PORT,
  DEFAULT_WEB_PORT,
  DEMO_PUBLISHER_TENANTS,
  DEMO_SERVICE_ACCESS_TOKEN,
  devLoginDecision,
  serviceCodeSchema,
  sessionCookieName,
  type PublisherTenant,
  EXTENSION_ID,
  OAUTH_PROVIDER_DEFAULTS,
  RESIZE_CACHE_DEFAULT_MB,
  INGEST_INTERVAL_DEFAULT_MINUTES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  ANALYTICS_RETENTION_DEFAULT_DAYS,
  RECORDING_RETENTION_DEFAULT_DAYS,
  METRICS_ALLOW_DEFAULT,
  SLOW_QUERY_DEFAULT_MS,
} from '@growday/contracts';
import { parseAddressList, type AddressMatcher } from './address-matcher';
import { parseCommunityCookieDomain } from './community-cookie-domain';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a port number (1-65535)` })
    .int(`${name} must be a port number (1-65535)`)
    .min(1, `${name} must be a port number (1-65535)`)
    .max(65535, `${name} must be a port number (1-65535)`);

const bool = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1');

const origin = (name: string) =>
  z.url({ error: `${name} must be an origin such as http://localhost:3000` }).transform((u) => new URL(u).origin);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
    .default('development'),
  API_PORT: port('API_PORT').default(DEFAULT_API_PORT),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port('PORT').default(DEFAULT_WEB_PORT),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  WEB_ORIGIN: origin('WEB_ORIGIN').optional(),
  API_ORIGIN: origin('API_ORIGIN').optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  EXTENSION_ID: z
    .string()
    .regex(/^[a-p]{32}$/, 'EXTENSION_ID must be 32 letters a-p (a Chrome extension id)')
    .default(EXTENSION_ID),
  /** Dev sign-in by username: only with loopback WEB_ORIGIN and API_ORIGIN (devLoginDecision). */
  AUTH_DEV_LOGIN: bool('AUTH_DEV_LOGIN').optional(),
  /** End-to-end stacks only: the clock runs from system time plus an offset tests can move. */
  TEST_CLOCK: bool('TEST_CLOCK').default(false),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** Default: on outside production, off in production (a real database never gets demo users). */
  SEED_ON_START: bool('SEED_ON_START').optional(),
  RESIZE_ALLOWED_HOSTS: z.string().optional(),
  /** Disk the resized-image cache may use, in megabytes (fractions allowed); least recently used evicted. */
  RESIZE_CACHE_MB: z.coerce
    .number({ error: 'RESIZE_CACHE_MB must be a number of megabytes greater than 0' })
    .positive('RESIZE_CACHE_MB must be a number of megabytes greater than 0')
    .default(RESIZE_CACHE_DEFAULT_MB),
  COMMUNITY_ORIGIN: origin('COMMUNITY_ORIGIN').optional(),
  /** Domain of the hand-off nonce cookie when the community host is a sibling host (community-cookie-domain.ts). */
  COMMUNITY_COOKIE_DOMAIN: z.string().optional(),
  OAUTH_CALLBACK_ORIGIN: origin('OAUTH_CALLBACK_ORIGIN').optional(),
  COOKIE_SECRET: z.string().min(32, 'COOKIE_SECRET must be at least 32 characters').optional(),
  /** Comma-separated service access tokens publisher auth accepts (default: the demo token). */
  PUBLISHER_ACCESS_TOKENS: z.string().optional(),
  /** Comma-separated `serviceCode:name` tenants publisher auth knows (default: the demo tenants). */
  PUBLISHER_TENANTS: z.string().optional(),
  /** Proxies whose X-Forwarded-For is believed: addresses/CIDRs (trust-proxy.ts). */
  TRUST_PROXY: z.string().optional(),
  /** Where abuse-limit counters live: `memory` (one process) or `redis` (REDIS_URL; the default when it is set). */
  RATE_LIMIT_STORE: z.enum(['memory', 'redis'], { error: 'RATE_LIMIT_STORE must be memory or redis' }).optional(),
  /** Redis shared by the API processes: abuse limits and cache invalidation (docs/decisions.md, Scale-out). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** API processes behind the one API port (node:cluster, `npm run start:prod`); more than 1 needs DATABASE_URL. */
  API_PROCESSES: z.coerce
    .number({ error: 'API_PROCESSES must be a whole number from 1 to 64' })
    .int('API_PROCESSES must be a whole number from 1 to 64')
    .min(1, 'API_PROCESSES must be a whole number from 1 to 64')
    .max(64, 'API_PROCESSES must be a whole number from 1 to 64')
    .default(1),
  /** Where uploaded files live: `disk` (DATA_DIR/files), `database` (the default with DATABASE_URL) or `s3`. */
  FILE_STORE: z.enum(['disk', 'database', 's3'], { error: 'FILE_STORE must be disk, database or s3' }).optional(),
  /** FILE_STORE=s3: an S3-compatible server's URL (MinIO, R2, ...); unset: Amazon S3 of S3_REGION. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL such as https://s3.example.com' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, . and -)')
    .optional(),
  S3_REGION: z.string().trim().min(1, 'S3_REGION must not be empty').optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'S3_ACCESS_KEY_ID must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'S3_SECRET_ACCESS_KEY must not be empty').optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: bool('S3_FORCE_PATH_STYLE').optional(),
  /** Seconds a stopping API process gives requests in flight before it exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'SHUTDOWN_GRACE_SECONDS must be a number of seconds from 1 to 120' })
    .min(1, 'SHUTDOWN_GRACE_SECONDS must be a number of seconds from 1 to 120')
    .max(120, 'SHUTDOWN_GRACE_SECONDS must be a number of seconds from 1 to 120')
    .default(10),
  /** Minutes between scheduled ingestion passes; 0 turns the schedule off (default 15, 0 in tests). */
  INGEST_INTERVAL: z.coerce
    .number({ error: 'INGEST_INTERVAL must be a whole number of minutes (0 turns the schedule off)' })
    .int('INGEST_INTERVAL must be a whole number of minutes (0 turns the schedule off)')
    .min(0, 'INGEST_INTERVAL must be a whole number of minutes (0 turns the schedule off)')
    .optional(),
  /** Tests only: feeds on loopback and private addresses may be fetched. Refused in production. */
  INGEST_ALLOW_PRIVATE: bool('INGEST_ALLOW_PRIVATE').default(false),
  /** Days of raw analytics events kept (whole day partitions are dropped after). */
  ANALYTICS_RETENTION_DAYS: days('ANALYTICS_RETENTION_DAYS').default(ANALYTICS_RETENTION_DEFAULT_DAYS),
  /** Days a session recording is kept after its last chunk. */
  SESSION_RECORDING_RETENTION_DAYS: days('SESSION_RECORDING_RETENTION_DAYS').default(RECORDING_RETENTION_DEFAULT_DAYS),
  /** Take X-Request-Id from a TRUST_PROXY proxy instead of generating one (docs/decisions.md, Observability). */
  TRUST_REQUEST_ID: bool('TRUST_REQUEST_ID').default(false),
  /** Networks that may read /metrics: addresses, CIDR ranges, loopback/linklocal/uniquelocal, or none. */
  METRICS_ALLOW: z.string().default(METRICS_ALLOW_DEFAULT),
  /** Queries at or above this many milliseconds are logged with a shortened statement. */
  SLOW_QUERY_MS: z.coerce
    .number({ error: 'SLOW_QUERY_MS must be a whole number of milliseconds (0 logs every query)' })
    .int('SLOW_QUERY_MS must be a whole number of milliseconds (0 logs every query)')
    .min(0, 'SLOW_QUERY_MS must be a whole number of milliseconds (0 logs every query)')
    .default(SLOW_QUERY_DEFAULT_MS),
});

function days(name: string) {
  const message = `${name} must be a whole number of days, at least 1`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(3650, message);
}

const endpoint = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL such as https://example.com/oauth/token` });

/** OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET and the three endpoint overrides of each provider. */
const oauthEnvSchema = z.object(
  Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((p) => {
      const prefix = `OAUTH_${p.toUpperCase()}`;
      return [
        [`${prefix}_CLIENT_ID`, z.string().trim().min(1).optional()],
        [`${prefix}_CLIENT_SECRET`, z.string().trim().min(1).optional()],
        [`${prefix}_AUTHORIZE_URL`, endpoint(`${prefix}_AUTHORIZE_URL`).optional()],
        [`${prefix}_TOKEN_URL`, endpoint(`${prefix}_TOKEN_URL`).optional()],
        [`${prefix}_PROFILE_URL`, endpoint(`${prefix}_PROFILE_URL`).optional()],
      ];
    }),
  ) as Record<string, z.ZodOptional<z.ZodString>>,
);

/** One social sign-in provider this server has credentials for. */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  scope: string[];
}

/** A bare hostname (no scheme, port or path), as RESIZE_ALLOWED_HOSTS lists them. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  apiPort: number;
  apiHost: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webOrigin: string;
  apiOrigin: string;
  /** Origins that may call state-changing routes and read answers with credentials. */
  allowedOrigins: string[];
  /** Dev sign-in mounted: loopback origins only, and in production only with AUTH_DEV_LOGIN=true. */
  devLogin: boolean;
  /** Mount the test clock route and run on an offset clock (never in production). */
  testClock: boolean;
  secureCookies: boolean;
  /** `__Host-gd_session` in production, `gd_session` elsewhere (sessionCookieName). */
  sessionCookieName: string;
  logLevel: string;
  seedOnStart: boolean;
  /** Hosts (besides our own files route) whose images the resize route may fetch; empty by default. */
  resizeAllowedHosts: string[];
  /** Bytes the resized-image cache may hold on disk (RESIZE_CACHE_MB). */
  resizeCacheBytes: number;
  /** The community host (its /redirect-login trades a community token for a session). */
  communityOrigin: string;
  /** Domain attribute of the community hand-off's nonce cookie; undefined: host-only. */
  communityCookieDomain: string | undefined;
  /** Origin of the callback address given to providers; the web origin, whose /api reaches us. */
  oauthCallbackOrigin: string;
  /** null: no credentials, so the start path answers 503 and the button says it is unavailable. */
  oauthProviders: Record<SocialProvider, OAuthProviderConfig | null>;
  /** Signs the OAuth state; when unset the server keeps a generated one under DATA_DIR. */
  cookieSecret: string | undefined;
  /** Service access tokens that GET /api/v2/auth/publisher accepts (SH-AUTH-10). */
  publisherAccessTokens: string[];
  /** Tenants publisher auth answers, by service code. */
  publisherTenants: PublisherTenant[];
  /** Fastify's trustProxy: who may tell us the client address (TRUST_PROXY, default loopback). */
  trustProxy: TrustProxy;
  /** The abuse-limit counters' store (RATE_LIMIT_STORE; `redis` falls back to memory while Redis is down). */
  rateLimitStore: 'memory' | 'redis';
  /** REDIS_URL: shared abuse limits and cache invalidation across API processes; undefined: per process. */
  redisUrl: string | undefined;
  /** API_PROCESSES: API processes `npm run start:prod` runs behind the one port. */
  apiProcesses: number;
  /** FILE_STORE: uploaded files on disk under DATA_DIR/files, in the database, or in S3 (every process and host). */
  fileStore: 'disk' | 'database' | 's3';
  /** FILE_STORE=s3: where and as whom (the S3_* settings); undefined for the other stores. */
  s3: S3Config | undefined;
  /** SHUTDOWN_GRACE_SECONDS in milliseconds: how long a stopping process lets requests in flight finish. */
  shutdownGraceMs: number;
  /** Minutes between scheduled ingestion passes; 0: no schedule (INGEST_INTERVAL). */
  ingestIntervalMinutes: number;
  /** Feeds on loopback/private addresses may be fetched (INGEST_ALLOW_PRIVATE; never in production). */
  ingestAllowPrivate: boolean;
  /** Days of raw analytics events kept (ANALYTICS_RETENTION_DAYS). */
  analyticsRetentionDays: number;
  /** Days a session recording is kept after its last chunk (SESSION_RECORDING_RETENTION_DAYS). */
  recordingRetentionDays: number;
  /** TRUST_REQUEST_ID: a sane X-Request-Id from a TRUST_PROXY peer is kept as the request's id. */
  trustRequestId: boolean;
  /** METRICS_ALLOW: whether a client address may read /metrics (default loopback only). */
  metricsAllow: AddressMatcher;
  /** SLOW_QUERY_MS: queries this slow or slower are logged (0: every query). */
  slowQueryMs: number;
}

/** An S3-compatible bucket for uploaded files (FILE_STORE=s3; modules/files/s3-file-store.ts). */
export interface S3Config {
  /** undefined: Amazon S3 itself, in `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const parsedOauth = oauthEnvSchema.safeParse(env);
  if (!parsed.success || !parsedOauth.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(parsedOauth.error?.issues ?? [])];
    throw new ConfigError(
      issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const oauthProviders = oauthProvidersFrom(parsedOauth.data, problems);
  const production = e.NODE_ENV === 'production';
  const webOrigin = e.WEB_ORIGIN ?? `http://localhost:${e.PORT}`;
  const apiOrigin = e.API_ORIGIN ?? `http://localhost:${e.API_PORT}`;
  const devLogin = devLoginDecision({ production, webOrigin, apiOrigin, flag: e.AUTH_DEV_LOGIN });
  if (devLogin.refusal) problems.push(devLogin.refusal);
  if (production && !e.COOKIE_SECRET) {
    problems.push(
      'COOKIE_SECRET: required in production (at least 32 random characters); the generated one under DATA_DIR is for development only',
    );
  }
  if (production && e.INGEST_ALLOW_PRIVATE) {
    problems.push(
      'INGEST_ALLOW_PRIVATE: fetching feeds on private addresses is refused in production; unset it or set it to false',
    );
  }
  if (production && e.TEST_CLOCK) {
    problems.push('TEST_CLOCK: a movable clock is refused in production; unset it or set it to false');
  }
  const extraOrigins: string[] = [];
  for (const raw of (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      extraOrigins.push(
        raw.startsWith('chrome-extension://') || raw.startsWith('moz-extension://') ? raw : new URL(raw).origin,
      );
    } catch {
      problems.push(`ALLOWED_ORIGINS: ${JSON.stringify(raw)} is not an origin such as https://example.com`);
    }
  }
  const resizeAllowedHosts: string[] = [];
  for (const raw of (e.RESIZE_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)) {
    if (HOSTNAME.test(raw)) resizeAllowedHosts.push(raw);
    else
      problems.push(
        `RESIZE_ALLOWED_HOSTS: ${JSON.stringify(raw)} is not a hostname such as images.example.com (no scheme, port or path)`,
      );
  }
  const publisherAccessTokens = publisherTokensFrom(e.PUBLISHER_ACCESS_TOKENS, production, problems);
  const publisherTenants = publisherTenantsFrom(e.PUBLISHER_TENANTS, problems);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  const metricsAllow = parseAddressList('METRICS_ALLOW', e.METRICS_ALLOW, problems);
  if (e.RATE_LIMIT_STORE === 'redis' && !e.REDIS_URL) {
    problems.push('RATE_LIMIT_STORE: redis needs REDIS_URL (redis://host:6379)');
  }
  if (e.API_PROCESSES > 1 && !e.DATABASE_URL) {
    problems.push(
      'API_PROCESSES: more than one API process needs DATABASE_URL (the embedded database allows one process per data folder)',
    );
  }
  const fileStore = e.FILE_STORE ?? (e.DATABASE_URL ? 'database' : 'disk');
  const s3 = fileStore === 's3' ? s3ConfigFrom(e, problems) : undefined;
  if (problems.length > 0) throw new ConfigError(problems);

  const communityOrigin = e.COMMUNITY_ORIGIN ?? webOrigin;
  const communityProblems: string[] = [];
  const communityCookieDomain = parseCommunityCookieDomain(
    e.COMMUNITY_COOKIE_DOMAIN,
    [webOrigin, communityOrigin],
    communityProblems,
  );
  if (communityProblems.length > 0) throw new ConfigError(communityProblems);
  const allowedOrigins = [
    ...new Set([
      webOrigin,
      apiOrigin,
      communityOrigin,
      webOrigin.replace('localhost', '127.0.0.1'),
      `chrome-extension://${e.EXTENSION_ID}`,
      ...extraOrigins,
    ]),
  ];
  return {
    env: e.NODE_ENV,
    apiPort: e.API_PORT,
    apiHost: e.API_HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webOrigin,
    apiOrigin,
    allowedOrigins,
    devLogin: devLogin.enabled,
    testClock: e.TEST_CLOCK,
    secureCookies: production,
    sessionCookieName: sessionCookieName(production),
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START ?? !production,
    resizeAllowedHosts: [...new Set(resizeAllowedHosts)],
    resizeCacheBytes: Math.floor(e.RESIZE_CACHE_MB * 1024 * 1024),
    communityOrigin,
    communityCookieDomain,
    oauthCallbackOrigin: e.OAUTH_CALLBACK_ORIGIN ?? webOrigin,
    oauthProviders,
    cookieSecret: e.COOKIE_SECRET,
    publisherAccessTokens,
    publisherTenants,
    trustProxy,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.REDIS_URL ? 'redis' : 'memory'),
    redisUrl: e.REDIS_URL,
    apiProcesses: e.API_PROCESSES,
    fileStore,
    s3,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    ingestIntervalMinutes: e.INGEST_INTERVAL ?? (e.NODE_ENV === 'test' ? 0 : INGEST_INTERVAL_DEFAULT_MINUTES),
    ingestAllowPrivate: e.INGEST_ALLOW_PRIVATE,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    recordingRetentionDays: e.SESSION_RECORDING_RETENTION_DAYS,
    trustRequestId: e.TRUST_REQUEST_ID,
    metricsAllow: metricsAllow.matches,
    slowQueryMs: e.SLOW_QUERY_MS,
  };
}

function oauthProvidersFrom(
  env: Record<string, string | undefined>,
  problems: string[],
): Record<SocialProvider, OAuthProviderConfig | null> {
  const entries = SOCIAL_PROVIDERS.map((p): [SocialProvider, OAuthProviderConfig | null] => {
    const prefix = `OAUTH_${p.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) {
      if (clientId || clientSecret) {
        problems.push(
          `${prefix}_CLIENT_${clientId ? 'SECRET' : 'ID'}: set both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET, or neither`,
        );
      }
      return [p, null];
    }
    const defaults = OAUTH_PROVIDER_DEFAULTS[p];
    return [
      p,
      {
        clientId,
        clientSecret,
        authorizeUrl: env[`${prefix}_AUTHORIZE_URL`] ?? defaults.authorizeUrl,
        tokenUrl: env[`${prefix}_TOKEN_URL`] ?? defaults.tokenUrl,
        profileUrl: env[`${prefix}_PROFILE_URL`] ?? defaults.profileUrl,
        scope: defaults.scope,
      },
    ];
  });
  return Object.fromEntries(entries) as Record<SocialProvider, OAuthProviderConfig | null>;
}

/**
 * FILE_STORE=s3 needs the bucket, its region and credentials, in every mode: a missing one would
 * only show on the first upload. No fallback to the SDK's ambient credentials, so the process
 * never writes with whatever role the host happens to have.
 */
function s3ConfigFrom(e: z.infer<typeof envSchema>, problems: string[]): S3Config | undefined {
  const required = {
    S3_BUCKET: e.S3_BUCKET,
    S3_REGION: e.S3_REGION,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(required).filter(([, v]) => !v);
  for (const [name] of missing) problems.push(`${name}: required with FILE_STORE=s3`);
  if (missing.length > 0) return undefined;
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}

function publisherTokensFrom(raw: string | undefined, production: boolean, problems: string[]): string[] {
  if (raw === undefined) {
    // The demo token is public (it is in this repository): fine for a demo, never for a real tenant.
    if (production) problems.push('PUBLISHER_ACCESS_TOKENS: required in production (the demo token is refused)');
    return [DEMO_SERVICE_ACCESS_TOKEN];
  }
  const tokens = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (tokens.length === 0)
    problems.push('PUBLISHER_ACCESS_TOKENS: give at least one token, or unset it for the demo token');
  for (const token of tokens) {
    if (token.length < 16) problems.push('PUBLISHER_ACCESS_TOKENS: every token must be at least 16 characters');
  }
  if (production && tokens.includes(DEMO_SERVICE_ACCESS_TOKEN)) {
    problems.push('PUBLISHER_ACCESS_TOKENS: the demo token is refused in production; give your own tokens');
  }
  return [...new Set(tokens)];
}

function publisherTenantsFrom(raw: string | undefined, problems: string[]): PublisherTenant[] {
  if (raw === undefined) return DEMO_PUBLISHER_TENANTS.map((t) => ({ ...t }));
  const tenants: PublisherTenant[] = [];
  for (const entry of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const code = serviceCodeSchema.safeParse(colon === -1 ? entry : entry.slice(0, colon));
    const name = colon === -1 ? '' : entry.slice(colon + 1).trim();
    if (!code.success || !name) {
      problems.push(`PUBLISHER_TENANTS: ${JSON.stringify(entry)} is not serviceCode:name (code of a-z, 0-9, _ or -)`);
      continue;
    }
    tenants.push({ serviceCode: code.data, name });
  }
  return tenants;
}
