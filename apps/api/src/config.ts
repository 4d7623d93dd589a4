import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_API_PORT, DEFAULT_WEB_PORT, EXTENSION_ID } from '@growday/contracts';

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
  AUTH_DEV_LOGIN: bool('AUTH_DEV_LOGIN').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_ON_START: bool('SEED_ON_START').default(true),
  RESIZE_ALLOWED_HOSTS: z.string().optional(),
});

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
  devLogin: boolean;
  secureCookies: boolean;
  logLevel: string;
  seedOnStart: boolean;
  /** Hosts (besides our own files route) whose images the resize route may fetch; empty by default. */
  resizeAllowedHosts: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  if (production && e.AUTH_DEV_LOGIN === true) {
    problems.push('AUTH_DEV_LOGIN: dev sign-in is refused in production; unset it or set it to false');
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
  if (problems.length > 0) throw new ConfigError(problems);

  const webOrigin = e.WEB_ORIGIN ?? `http://localhost:${e.PORT}`;
  const apiOrigin = e.API_ORIGIN ?? `http://localhost:${e.API_PORT}`;
  const allowedOrigins = [
    ...new Set([
      webOrigin,
      apiOrigin,
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
    devLogin: e.AUTH_DEV_LOGIN ?? !production,
    secureCookies: production,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    resizeAllowedHosts: [...new Set(resizeAllowedHosts)],
  };
}
