import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ManualClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from './test-app';
import { TEST_NOW } from './test-database-names';

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

export interface LoggedApp {
  app: FastifyInstance;
  database: Database;
  logs: LogLine[];
  close(): Promise<void>;
}

/** The real app on a fresh test database, with its pino log lines kept (info and up) for tests to read. */
export async function createLoggedApp(env: Record<string, string> = {}): Promise<LoggedApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env });
  const { database, drop } = await openTestDatabase(true);
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildApp(config, { database, clock: new ManualClock(TEST_NOW), logger: { level: 'info', stream } });
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      // A test may have stopped the database already.
      await drop().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
