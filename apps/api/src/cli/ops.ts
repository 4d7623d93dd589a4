/**
 * `npm run ops -- <noun> <verb>`: operator commands.
 * With the embedded database and the server running, the command goes through the server (PGlite
 * is one process's database); otherwise it opens the database itself. docs/decisions.md says why.
 */
import { API_PATHS } from '@growday/contracts';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { publishingInvalidator } from '../lib/cache-registry';
import { backupDataDir, restoreDataDir } from './backup';
import { ingestSettingsFrom } from '../modules/ingest/ingest-pass';
import { OPS_USAGE, runOpsCommand, type OpsResult } from '../modules/ops/commands';
import { OPS_TOKEN_HEADER } from '../modules/ops/routes';
import { readServerRecord, type ServerRecord } from '../runtime-files';

const STARTUP_WAIT_MS = 120_000;

/** Posts the command to the running server, waiting while it is still starting (migrate, seed). */
async function callServer(server: ServerRecord, args: string[]): Promise<Response> {
  const deadline = Date.now() + STARTUP_WAIT_MS;
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${server.port}${API_PATHS.ops}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [OPS_TOKEN_HEADER]: server.token },
        body: JSON.stringify({ args }),
        signal: AbortSignal.timeout(120_000),
      });
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(`the server (pid ${server.pid}) did not answer: ${(err as Error).message}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function run(args: string[]): Promise<OpsResult> {
  const config = loadConfig();
  // The whole embedded data folder as one archive; never through the server (it must be stopped).
  if ((args[0] === 'backup' || args[0] === 'restore') && args[1]) {
    const act = args[0] === 'backup' ? backupDataDir : restoreDataDir;
    return act(config.dataDir, path.resolve(args[1]), config.databaseUrl);
  }
  if (!config.databaseUrl) {
    const server = await readServerRecord(config.dataDir);
    if (server) {
      const res = await callServer(server, args);
      const body = (await res.json()) as { data?: OpsResult; error?: { message: string } };
      return (
        body.data ?? { ok: false, message: `server answered ${res.status}: ${body.error?.message ?? 'no message'}` }
      );
    }
  }
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    return await runOpsCommand(args, {
      db: database.db,
      clock: systemClock,
      ingest: ingestSettingsFrom(config),
      // The API processes keep some of what commands change (synonyms): they hear of it over Redis.
      ...(config.redisUrl ? { caches: publishingInvalidator(config.redisUrl) } : {}),
    });
  } finally {
    await database.close();
  }
}

const args = process.argv.slice(2);
// A file the server reads or writes (sources import|export) is named from where the command runs.
if (args[0] === 'sources' && (args[1] === 'import' || args[1] === 'export') && args[2] && args[2] !== '-') {
  args[2] = path.resolve(args[2]);
}
if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
  console.log(OPS_USAGE);
  process.exit(0);
}
try {
  const result = await run(args);
  (result.ok ? console.log : console.error)(result.message);
  process.exit(result.ok ? 0 : 1);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `ops failed: ${(err as Error).message}`);
  process.exit(1);
}
