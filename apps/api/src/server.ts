import cluster from 'node:cluster';
import { VIEWER_COUNTER_WINDOW_SECONDS } from '@growday/contracts';
import { buildApp } from './app';
import { deleteExpiredCounterHits } from './modules/content-lists/counters-repository';
import { ingestSettingsFrom } from './modules/ingest/ingest-pass';
import { startIngestSchedule } from './modules/ingest/schedule';
import { CACHE_NAMES } from './lib/cache-registry';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemoContent } from './db/seed/seed';
import { OffsetClock, systemClock } from './clock';
import { MIGRATED_BY_PRIMARY_ENV, readServerRecord, removeServerRecord, writeServerRecord } from './runtime-files';

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = configOrExit();
// Under cluster.ts (API_PROCESSES) the primary has migrated and seeded once before forking us.
const migratedByPrimary = cluster.isWorker && process.env[MIGRATED_BY_PRIMARY_ENV] === '1';
if (!config.databaseUrl) {
  const running = await readServerRecord(config.dataDir);
  if (running) {
    console.error(
      `Another API server (pid ${running.pid}) is using ${config.dataDir}; PGlite allows one process per data folder.`,
    );
    process.exit(1);
  }
}
// Claim the data folder before opening it, so `npm run ops` never opens it beside us.
const record = await writeServerRecord(config.dataDir, config.apiPort);
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
if (!migratedByPrimary) await database.migrate();
if (!migratedByPrimary && config.seedOnStart && (await isDatabaseEmpty(database.db))) {
  const result = await seedDemoContent(database.db, systemClock);
  console.log(
    `seeded demo content: ${result.posts} posts, ${result.sources} sources, ${result.tags} tags, ${result.users} users`,
  );
}

const testClock = config.testClock ? new OffsetClock() : undefined;
const app = await buildApp(config, {
  database,
  clock: testClock ?? systemClock,
  opsToken: record.token,
  ...(testClock ? { testClock } : {}),
});

// Expired sessions and community tokens are refused on read; this only keeps the tables small.
const SESSION_SWEEP_MS = 6 * 60 * 60 * 1000;
const sweepSessions = () =>
  Promise.all([app.repos.sessions.deleteExpired(), app.repos.communityTokens.deleteExpired()])
    .then(([sessions, tokens]) => {
      if (sessions + tokens > 0) app.log.info({ sessions, tokens }, 'expired sessions and tokens removed');
    })
    .catch((err: unknown) => app.log.warn({ err }, 'expired-session sweep failed'));
void sweepSessions();
setInterval(sweepSessions, SESSION_SWEEP_MS).unref();

// Counter claims older than the window stop nothing; sweeping once a window keeps the table at
// about one window of distinct (viewer, post) pairs.
const sweepCounterHits = () =>
  deleteExpiredCounterHits(database.db, app.clock)
    .then((hits) => {
      if (hits > 0) app.log.info({ hits }, 'expired counter claims removed');
    })
    .catch((err: unknown) => app.log.warn({ err }, 'counter-claim sweep failed'));
setInterval(sweepCounterHits, VIEWER_COUNTER_WINDOW_SECONDS * 1000).unref();

// Content ingestion every INGEST_INTERVAL minutes (0: off); docs/decisions.md, Content ingestion.
const ingestSchedule = startIngestSchedule({
  db: database.db,
  clock: app.clock,
  settings: ingestSettingsFrom(config),
  log: app.log,
  onPass: (summary) => {
    app.metrics.recordIngest(summary.outcomes);
    // New or changed posts show in the shared feed and tag pages of every process at once.
    if (summary.added + summary.updated > 0) void app.caches.invalidate(CACHE_NAMES.postLists, CACHE_NAMES.posts);
  },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Requests in flight get SHUTDOWN_GRACE_SECONDS to finish; past it the process exits anyway.
  setTimeout(() => {
    app.log.warn({ graceMs: config.shutdownGraceMs }, 'requests still in flight at the shutdown deadline; exiting');
    process.exit(1);
  }, config.shutdownGraceMs).unref();
  ingestSchedule.stop();
  await app.close();
  await database.close();
  await removeServerRecord(config.dataDir);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.apiPort, host: config.apiHost });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await removeServerRecord(config.dataDir);
  process.exit(1);
}
