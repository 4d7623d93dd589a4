import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { ManualClock } from '../../src/clock';
import { openDatabase, pgliteOf } from '../../src/db/client';
import { seedDemoContent } from '../../src/db/seed/seed';
import { TEST_NOW, templateName } from './test-database-names';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: { empty: string; seeded: string } | null;
    postgresUrl: string | null;
  }
}

/**
 * Migrating (and seeding) a database is the slow part, so it happens once per run: PGlite
 * templates are dumped to files that each test file loads; on the PostgreSQL server they are
 * template databases that each test file copies with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? null;
  project.provide('postgresUrl', postgresUrl);
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const seeded of [false, true]) {
      const name = templateName(seeded);
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
      await database.migrate();
      if (seeded) await seedDemoContent(database.db, new ManualClock(TEST_NOW));
      await database.close();
    }
    await admin.end();
    project.provide('pgliteTemplates', null);
    return;
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'gd-test-templates-'));
  const files = { empty: path.join(dir, 'empty.tar'), seeded: path.join(dir, 'seeded.tar') };
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'build') });
  await database.migrate();
  const pglite = pgliteOf(database);
  if (!pglite) throw new Error('expected a PGlite database');
  // Every test file loads a template, so its size is paid about a hundred times a run. A fresh
  // cluster keeps 80 MB (min_wal_size) of recycled WAL segments, and migrating plus seeding
  // leaves 241 MB: a 286 MB dump that took 6.7 s to load. With recycling off, a checkpoint
  // removes the segments it no longer needs: 51 MB, loaded in 1.6 s.
  const dump = async (file: string) => {
    await pglite.exec('set wal_recycle = off; checkpoint;');
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  };
  await dump(files.empty);
  await seedDemoContent(database.db, new ManualClock(TEST_NOW));
  await dump(files.seeded);
  await database.close();
  project.provide('pgliteTemplates', files);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
