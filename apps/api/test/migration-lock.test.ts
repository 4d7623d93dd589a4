import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../src/db/client';

/**
 * Upgrades (docs/decisions.md, Observability and upgrades): migrations run once, by one process,
 * before the new version serves. On PostgreSQL (`npm run test:pg`) two hosts may start at once:
 * an advisory lock around the migration step makes the second wait and then find nothing to do.
 * PGlite is one process's database, so there the second start simply finds nothing to do.
 */

const MIGRATIONS = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function applied(database: Database): Promise<{ migrations: number; hashes: number }> {
  const result: unknown = await database.db.execute(
    'select count(*)::int as migrations, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    migrations: number;
    hashes: number;
  }[];
  return rows[0]!;
}

describe('migrations run once', () => {
  it('two migrators starting at once on an empty database both succeed and apply every migration once', async () => {
    const postgresUrl = inject('postgresUrl');
    if (!postgresUrl) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-migrate-'));
      const embedded = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await embedded.migrate();
        await embedded.migrate();
        expect(await applied(embedded)).toEqual({ migrations: MIGRATIONS, hashes: MIGRATIONS });
      } finally {
        await embedded.close();
        await rm(dataDir, { recursive: true, force: true });
      }
      return;
    }
    const name = `gd_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    // Two pools: two hosts' primaries on one database.
    const first = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
    const second = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
    try {
      const results = await Promise.allSettled([first.migrate(), second.migrate()]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await applied(first)).toEqual({ migrations: MIGRATIONS, hashes: MIGRATIONS });
      // The schema is there once and whole: a table from the first migration and one from the last.
      const result: unknown = await first.db.execute(
        "select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'posts'",
      );
      expect((result as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
      // The lock is free again: a third start migrates nothing and returns.
      await first.migrate();
      expect(await applied(second)).toEqual({ migrations: MIGRATIONS, hashes: MIGRATIONS });
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
