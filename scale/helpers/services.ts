import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What scripts/with-pg.sh and scripts/with-redis.sh export for the suites that stop their servers. */
function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run these suites with \`npm run test:scale\``);
  return value;
}

export const pgUrl = () => need('PG_URL');
export const redisUrl = () => need('REDIS_URL');

const asPostgres = (args: string[]) => (process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...args] : args);

/** The throwaway PostgreSQL server: stop it (fast shutdown, by its PID) and start it again on the same port. */
export const postgresServer = {
  pid(): number | null {
    try {
      return Number(readFileSync(path.join(need('PG_DATA_DIR'), 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return null;
    }
  },
  async stop(): Promise<void> {
    const pid = this.pid();
    if (!pid) return;
    process.kill(pid, 'SIGINT');
    await waitFor(() => !alive(pid), 10_000, 'PostgreSQL to stop');
  },
  async start(): Promise<void> {
    const [cmd, ...args] = asPostgres([
      path.join(need('PG_BIN'), 'postgres'),
      '-D',
      need('PG_DATA_DIR'),
      '-h',
      '127.0.0.1',
      '-p',
      need('PG_PORT'),
      '-k',
      need('PG_SOCKET_DIR'),
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ]);
    spawn(cmd!, args, { stdio: 'ignore', detached: true }).unref();
    const isReady = path.join(need('PG_BIN'), 'pg_isready');
    await waitFor(
      () => spawnSync(isReady, ['-h', '127.0.0.1', '-p', need('PG_PORT'), '-q']).status === 0,
      15_000,
      'PostgreSQL to accept connections',
    );
  },
};

/** The throwaway Redis server, likewise (with-redis.sh stops whatever PID its file names at the end). */
export const redisServer = {
  pid(): number | null {
    try {
      return Number(readFileSync(need('REDIS_PID_FILE'), 'utf8').trim());
    } catch {
      return null;
    }
  },
  async stop(): Promise<void> {
    const pid = this.pid();
    if (!pid) return;
    process.kill(pid, 'SIGTERM');
    await waitFor(() => !alive(pid), 10_000, 'Redis to stop');
  },
  async start(): Promise<void> {
    const dir = need('REDIS_DIR');
    spawn(
      'redis-server',
      [
        '--bind',
        '127.0.0.1',
        '--port',
        need('REDIS_PORT'),
        '--dir',
        dir,
        '--pidfile',
        need('REDIS_PID_FILE'),
        '--save',
        '',
        '--appendonly',
        'no',
        '--logfile',
        path.join(dir, 'redis.log'),
      ],
      { stdio: 'ignore', detached: true },
    ).unref();
    await waitFor(() => this.pid() !== null && alive(this.pid()!), 10_000, 'Redis to start');
  },
};

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
