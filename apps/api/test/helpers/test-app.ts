import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
// The types of what the global setup provides (inject), for files outside the API project too.
import type {} from './global-setup';
import { API_PATHS } from '@growday/contracts';
import { buildApp } from '../../src/app';
import { ManualClock } from '../../src/clock';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { TEST_NOW, templateName } from './test-database-names';

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a copy of the migrated (and optionally seeded) template.
 * `maxConnections` bounds the PostgreSQL pool (1 for a test that reads its own session's state).
 */
export async function openTestDatabase(
  seeded: boolean,
  maxConnections = 5,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `gd_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateName(seeded)}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const templates = inject('pgliteTemplates');
  if (!templates) throw new Error('vitest global setup did not provide database templates');
  const dump = await readFile(seeded ? templates.seeded : templates.empty);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  return { database, drop: () => database.close() };
}

export async function createTestApp(
  opts: { seeded?: boolean; env?: Record<string, string>; opsToken?: string } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...opts.env });
  const { database, drop } = await openTestDatabase(opts.seeded ?? true);
  const clock = new ManualClock(TEST_NOW);
  const app = await buildApp(config, {
    database,
    clock,
    logger: false,
    ...(opts.opsToken ? { opsToken: opts.opsToken } : {}),
  });
  return {
    app,
    clock,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const WEB_ORIGIN = 'http://localhost:3000';

/** Signs in through the real dev-login route and returns the session cookie header. */
export async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: API_PATHS.devLogin,
    headers: { origin: WEB_ORIGIN },
    payload: { username },
  });
  if (res.statusCode !== 200) throw new Error(`dev-login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === app.config.sessionCookieName);
  if (!cookie) throw new Error('dev-login set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
