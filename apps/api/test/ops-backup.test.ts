import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from '../src/cli/backup';
import { openDatabase } from '../src/db/client';
import { writeServerRecord, removeServerRecord } from '../src/runtime-files';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gd-backup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const usernames = async (dataDir: string) => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const result = (await database.db.execute(sql`select username from users order by username`)) as unknown as {
      rows: Array<{ username: string }>;
    };
    return result.rows.map((r) => r.username);
  } finally {
    await database.close();
  }
};

describe('npm run ops -- backup|restore (the embedded data folder)', () => {
  it('restores the folder as it was at the backup, keeping the replaced folder beside it', async () => {
    const dataDir = path.join(root, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.db.execute(sql`insert into users (username, created_at) values ('백업된사용자', now())`);
    await database.close();

    const file = path.join(root, 'backup.tar.gz');
    expect(await backupDataDir(dataDir, file)).toMatchObject({ ok: true });

    const after = await openDatabase({ kind: 'pglite', dataDir });
    await after.db.execute(sql`insert into users (username, created_at) values ('나중에생긴사용자', now())`);
    await after.close();
    expect(await usernames(dataDir)).toEqual(['나중에생긴사용자', '백업된사용자']);

    const restored = await restoreDataDir(dataDir, file);
    expect(restored.ok).toBe(true);
    expect(await usernames(dataDir)).toEqual(['백업된사용자']);
    expect((await readdir(root)).some((name) => name.startsWith('data.before-restore-'))).toBe(true);
    // A fresh embedded database is migrated three times here (create, restore check, reads): minutes on a busy machine.
  }, 240_000);

  it('refuses while a server uses the folder, and points PostgreSQL to pg_dump and pg_restore', async () => {
    const dataDir = path.join(root, 'serving');
    await writeServerRecord(dataDir, 4000); // this test process plays the running server
    try {
      const busy = await backupDataDir(dataDir, path.join(root, 'x.tar.gz'));
      expect(busy.ok).toBe(false);
      expect(busy.message).toMatch(/stop it first/);
    } finally {
      await removeServerRecord(dataDir);
    }
    expect((await backupDataDir(dataDir, 'x', 'postgres://h/db')).message).toMatch(/pg_dump/);
    expect((await restoreDataDir(dataDir, path.join(root, 'backup.tar.gz'), 'postgres://h/db')).message).toMatch(
      /pg_restore/,
    );
  });
});
