import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { API_PATHS, sessionCookieName } from '@growday/contracts';
import { alive, pgUrl, redisUrl, waitFor } from './services';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_ORIGIN = 'http://localhost:4354';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

/**
 * One request on a connection of its own (no keep-alive), so node:cluster hands successive
 * requests to different API processes. `ip` is sent as X-Forwarded-For (the API trusts loopback
 * proxies), so simulated users are counted apart by the per-address limits.
 */
export function call(
  port: number,
  method: string,
  url: string,
  opts: { body?: unknown; cookie?: string; ip?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        timeout: opts.timeoutMs ?? 10_000,
        headers: {
          origin: WEB_ORIGIN,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface LogLine {
  level: number;
  pid: number;
  msg: string;
  worker?: number;
  req?: { url?: string };
  [key: string]: unknown;
}

export interface ScaleStack {
  port: number;
  databaseUrl: string;
  db: pg.Pool;
  primary: ChildProcess;
  logs: LogLine[];
  /** PIDs of the API processes now listening. */
  workers(): number[];
  signIn(username: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The built API (`apps/api/dist/src/cluster.js`, as `npm run start:prod` runs it) in production
 * mode with `processes` API processes, on a fresh database of the throwaway PostgreSQL server and
 * the throwaway Redis (unless `redis: false`).
 */
export async function startScaleStack(opts: {
  port: number;
  processes?: number;
  redis?: boolean;
  env?: Record<string, string>;
}): Promise<ScaleStack> {
  const name = `gd_scale_${randomBytes(5).toString('hex')}`;
  // Each stack starts on an empty Redis: the suites share one server, and a fresh database gives its
  // users the same ids as the last suite's, whose per-user abuse counts would still be in the window.
  if (opts.redis !== false) {
    const redis = new Redis(redisUrl(), { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushall();
    redis.disconnect();
  }
  const admin = new pg.Client({ connectionString: pgUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl());
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gd-scale-data-'));

  const primary = spawn(process.execPath, [path.join(root, 'apps/api/dist/src/cluster.js')], {
    cwd: path.join(root, 'apps/api'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(opts.port),
      API_PROCESSES: String(opts.processes ?? 2),
      DATABASE_URL: databaseUrl,
      ...(opts.redis === false ? {} : { REDIS_URL: redisUrl() }),
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      PUBLISHER_ACCESS_TOKENS: randomBytes(24).toString('base64url'),
      AUTH_DEV_LOGIN: 'true',
      WEB_ORIGIN,
      API_ORIGIN: `http://localhost:${opts.port}`,
      SEED_ON_START: 'true',
      INGEST_INTERVAL: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '3',
      DATA_DIR: dataDir,
      ...opts.env,
    },
  });
  const logs: LogLine[] = [];
  let buffered = '';
  const collect = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        if (process.env.SCALE_DEBUG) console.log(line);
      }
    }
  };
  primary.stdout!.on('data', collect);
  primary.stderr!.on('data', (c: Buffer) => {
    if (process.env.SCALE_DEBUG) process.stderr.write(c);
  });

  const listening = new Set<number>();
  const exited = new Set<number>();
  const workers = () => {
    for (const line of logs) {
      if (line.msg === 'API process listening' && line.worker) listening.add(line.worker);
      if (line.msg === 'API process exited; starting another' && line.worker) exited.add(line.worker);
    }
    return [...listening].filter((pid) => !exited.has(pid) && alive(pid));
  };
  await waitFor(() => workers().length >= (opts.processes ?? 2), 120_000, 'the API processes to listen');

  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  db.on('error', () => {});
  return {
    port: opts.port,
    databaseUrl,
    db,
    primary,
    logs,
    workers,
    async signIn(username: string) {
      const res = await call(opts.port, 'POST', API_PATHS.devLogin, { body: { username } });
      if (res.status !== 200) throw new Error(`dev-login failed: ${res.status} ${res.body}`);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const session = cookies.find((c) => c.startsWith(`${sessionCookieName(true)}=`));
      if (!session) throw new Error(`dev-login set no session cookie: ${cookies.join(' | ')}`);
      return session.split(';')[0]!;
    },
    async stop() {
      if (primary.exitCode === null && primary.signalCode === null) {
        const done = new Promise((r) => primary.once('exit', r));
        primary.kill('SIGTERM');
        await done;
      }
      await db.end().catch(() => {});
      const cleanup = new pg.Client({ connectionString: pgUrl() });
      await cleanup.connect().catch(() => {});
      await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await cleanup.end().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
