import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Set by cluster.ts for its workers: the primary ran the migrations (and the seed) once. */
export const MIGRATED_BY_PRIMARY_ENV = 'GD_MIGRATED_BY_PRIMARY';

/** What a running server leaves in DATA_DIR so `npm run ops` can find it. */
export interface ServerRecord {
  pid: number;
  port: number;
  token: string;
}

const recordPath = (dataDir: string) => path.join(dataDir, 'server.json');

export async function writeServerRecord(dataDir: string, port: number): Promise<ServerRecord> {
  const record = { pid: process.pid, port, token: randomBytes(24).toString('base64url') };
  await mkdir(dataDir, { recursive: true });
  // 0600: only the account that runs the server may read the ops token.
  await writeFile(recordPath(dataDir), JSON.stringify(record), { mode: 0o600 });
  return record;
}

export async function readServerRecord(dataDir: string): Promise<ServerRecord | null> {
  try {
    const record = JSON.parse(await readFile(recordPath(dataDir), 'utf8')) as ServerRecord;
    process.kill(record.pid, 0);
    return record;
  } catch {
    return null;
  }
}

export async function removeServerRecord(dataDir: string): Promise<void> {
  await rm(recordPath(dataDir), { force: true });
}
