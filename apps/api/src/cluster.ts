/**
 * `API_PROCESSES=N npm run start:prod`: N API processes behind the one API port (node:cluster;
 * docs/decisions.md, Scale-out). The primary serves nothing: it runs the migrations (and the demo
 * seed when asked) once, before any process serves, then forks the workers, each running
 * server.ts, and forks a new one when one dies. SIGTERM or SIGINT stops every worker the way one
 * stops alone (requests in flight finish within SHUTDOWN_GRACE_SECONDS), then the primary exits.
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemoContent } from './db/seed/seed';
import { serveClusterMetrics } from './lib/cluster-metrics';
import { loadCookieSecret } from './modules/auth/oauth-state';
import { MIGRATED_BY_PRIMARY_ENV } from './runtime-files';

/** A worker that dies sooner than this after its start counts as failing to start. */
const EARLY_EXIT_MS = 5_000;
/** After this many early exits in a row the primary gives up instead of forking forever. */
const EARLY_EXITS_ALLOWED = 5;

function log(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) {
  // One JSON line like the workers' pino lines, so one log pipeline reads both.
  const levels = { info: 30, warn: 40, error: 50 };
  console.log(
    JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, role: 'primary', ...extra, msg }),
  );
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
if (!config.redisUrl && config.apiProcesses > 1) {
  log('warn', 'REDIS_URL is unset: abuse limits are counted per API process and caches expire on their own');
}

// Migrations run once, here, before any worker serves (docs: Upgrades).
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await database.migrate();
if (config.seedOnStart && (await isDatabaseEmpty(database.db))) {
  const result = await seedDemoContent(database.db, systemClock);
  log('info', 'seeded demo content', { ...result });
}
await database.close();
// Every worker signs and checks OAuth state with the same secret (COOKIE_SECRET, required in
// production; otherwise the one kept under DATA_DIR, read once here).
const cookieSecret = await loadCookieSecret(config.cookieSecret, config.dataDir);

const self = fileURLToPath(import.meta.url);
// server.ts beside this file: .js in the build, .ts under tsx (whose loader the workers inherit).
cluster.setupPrimary({ exec: path.join(path.dirname(self), `server${path.extname(self)}`) });

let stopping = false;
let earlyExits = 0;
const startedAt = new WeakMap<Worker, number>();
function fork() {
  const worker = cluster.fork({ [MIGRATED_BY_PRIMARY_ENV]: '1', COOKIE_SECRET: cookieSecret });
  startedAt.set(worker, Date.now());
}

// A worker's /metrics asks here for every worker's numbers, summed (lib/cluster-metrics.ts).
serveClusterMetrics();

cluster.on('listening', (worker) => {
  earlyExits = 0;
  log('info', 'API process listening', { worker: worker.process.pid });
});
cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  const early = Date.now() - (startedAt.get(worker) ?? 0) < EARLY_EXIT_MS;
  earlyExits = early ? earlyExits + 1 : 0;
  log('warn', 'API process exited; starting another', { worker: worker.process.pid, code, signal });
  if (earlyExits > EARLY_EXITS_ALLOWED) {
    log('error', 'API processes keep failing at start; stopping');
    return stop(1);
  }
  fork();
});

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  log('info', 'stopping API processes', { workers: workers.length });
  let left = workers.length;
  if (left === 0) process.exit(code);
  for (const worker of workers) {
    worker.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    worker.process.kill('SIGTERM');
  }
  // Each worker exits by its own deadline; this only catches one that hangs past it.
  setTimeout(() => {
    for (const worker of workers) worker.process.kill('SIGKILL');
    process.exit(code);
  }, config.shutdownGraceMs + 2_000).unref();
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

for (let i = 0; i < config.apiProcesses; i += 1) fork();
log('info', 'API primary started', { processes: config.apiProcesses, port: config.apiPort });
