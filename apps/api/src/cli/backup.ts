/**
 * `npm run ops -- backup <file.tar.gz>` and `npm run ops -- restore <file.tar.gz>`: the embedded
 * data folder (DATA_DIR: the PGlite database, uploaded files on disk, the generated cookie secret)
 * as one archive, and back. PGlite is one process's database, so both refuse while a server runs
 * on the folder. With DATABASE_URL the database is PostgreSQL's: use pg_dump and pg_restore
 * (README, Backups). docs/decisions.md, Operations.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { readServerRecord } from '../runtime-files';

/** What a data folder holds that is not worth keeping: the running server's record, the resize cache. */
const NOT_BACKED_UP = ['server.json', 'cache'];

export interface BackupResult {
  ok: boolean;
  message: string;
}

async function refuseWhileServing(dataDir: string): Promise<BackupResult | null> {
  const server = await readServerRecord(dataDir);
  return server
    ? {
        ok: false,
        message: `the API (pid ${server.pid}) is using ${dataDir}; stop it first (PGlite allows one process per data folder)`,
      }
    : null;
}

function tar(args: string[]): BackupResult | null {
  const run = spawnSync('tar', args, { encoding: 'utf8' });
  if (run.error) return { ok: false, message: `tar could not run: ${run.error.message}` };
  if (run.status !== 0) return { ok: false, message: `tar failed: ${run.stderr.trim()}` };
  return null;
}

export async function backupDataDir(dataDir: string, file: string, databaseUrl?: string): Promise<BackupResult> {
  if (databaseUrl)
    return { ok: false, message: 'DATABASE_URL is set: back PostgreSQL up with pg_dump (README, Backups)' };
  const busy = await refuseWhileServing(dataDir);
  if (busy) return busy;
  if (!existsSync(path.join(dataDir, 'pglite'))) return { ok: false, message: `no embedded database in ${dataDir}` };
  const failed = tar(['-czf', path.resolve(file), ...NOT_BACKED_UP.map((p) => `--exclude=./${p}`), '-C', dataDir, '.']);
  return failed ?? { ok: true, message: `backed up ${dataDir} to ${path.resolve(file)}` };
}

export async function restoreDataDir(dataDir: string, file: string, databaseUrl?: string): Promise<BackupResult> {
  if (databaseUrl)
    return { ok: false, message: 'DATABASE_URL is set: restore PostgreSQL with pg_restore (README, Backups)' };
  if (!existsSync(file)) return { ok: false, message: `no backup file ${file}` };
  const busy = await refuseWhileServing(dataDir);
  if (busy) return busy;
  // The folder being replaced is kept beside it until the operator removes it.
  let keptAs: string | null = null;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    keptAs = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, keptAs);
  }
  await mkdir(dataDir, { recursive: true });
  const failed = tar(['-xzf', path.resolve(file), '-C', dataDir]);
  if (failed) return failed;
  // The restored database must open (and take this version's migrations) before we call it done.
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    await database.ping();
  } finally {
    await database.close();
  }
  return {
    ok: true,
    message: `restored ${dataDir} from ${path.resolve(file)}${keptAs ? `; the previous folder is kept as ${keptAs}` : ''}`,
  };
}
