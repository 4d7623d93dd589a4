import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_LEASE_SECONDS } from '@growday/contracts';
import { openDatabase, type Database } from '../src/db/client';
import { sources } from '../src/db/schema';
import { runIngestPass, type IngestSettings } from '../src/modules/ingest/ingest-pass';
import { createSourcesRepository } from '../src/modules/ingest/sources-repository';
import { startFeedServer, type FeedServer } from './helpers/feed-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Claiming (docs/decisions.md, Content ingestion): with several processes on one database a
 * source is fetched by one of them at a time. On PostgreSQL (`npm run test:pg`) the two passes
 * run on two separate connection pools, as two API processes would.
 */

const SETTINGS: IngestSettings = { allowPrivateAddresses: true, intervalMinutes: 0, timeoutMs: 3000 };
const SOURCES = 8;

let t: TestApp;
let s: FeedServer;
let second: Database | null = null;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-24T12:00:00Z');
  s = await startFeedServer();
  const repo = createSourcesRepository(t.database.db, t.clock);
  for (let i = 0; i < SOURCES; i++) {
    // Each answer takes a while, so the two passes overlap; different names, one host.
    const r = await repo.add({ name: `동시 ${i}`, feedUrl: s.url(`/slow-host/feed-${i}`), type: 'post' });
    if (!r.ok) throw new Error(r.message);
  }
  // A second pool on the same PostgreSQL database: a second process's connections.
  if (t.database.kind === 'postgres') {
    const url = postgresUrlOf(t.database);
    if (!url) throw new Error('no connection string on the PostgreSQL pool');
    second = await openDatabase({ kind: 'postgres', url, maxConnections: 5 });
  }
});
afterAll(async () => {
  await second?.close();
  await s.close();
  await t.close();
});

function postgresUrlOf(database: Database): string | null {
  const pool = (database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client;
  return pool?.options?.connectionString ?? null;
}

describe('claiming sources', () => {
  it('two concurrent passes never fetch one source twice, and together fetch every source', async () => {
    // PGlite is one process's database: there both passes share it, as two workers of one process.
    expect(second !== null).toBe(t.database.kind === 'postgres');
    const other = second?.db ?? t.database.db;
    const [a, b] = await Promise.all([
      runIngestPass(t.database.db, t.clock, SETTINGS),
      runIngestPass(other, t.clock, SETTINGS),
    ]);
    const fetched = [...a.outcomes, ...b.outcomes].map((o) => o.sourceId).sort((x, y) => x - y);
    expect(fetched).toHaveLength(SOURCES);
    expect(new Set(fetched).size).toBe(SOURCES);
    for (let i = 0; i < SOURCES; i++) expect(s.hits(`/slow-host/feed-${i}`), `feed-${i}`).toBe(1);
    const leased = await t.database.db
      .select()
      .from(sources)
      .where(sql`${sources.leaseOwner} is not null`);
    expect(leased).toHaveLength(0);
  });

  it('a source leased by another process is skipped until the lease expires', async () => {
    const [target] = await t.database.db.select().from(sources).where(eq(sources.name, '동시 0'));
    const until = new Date(t.clock.now().getTime() + INGEST_LEASE_SECONDS * 1000);
    await t.database.db
      .update(sources)
      .set({ leaseOwner: 'other-process', leaseExpiresAt: until })
      .where(eq(sources.id, target!.id));
    t.clock.advance(60_000);
    const during = await runIngestPass(t.database.db, t.clock, SETTINGS);
    expect(during.outcomes.map((o) => o.sourceId)).not.toContain(target!.id);
    expect(during.sources).toBe(SOURCES - 1);
    expect(s.hits('/slow-host/feed-0')).toBe(1);
    // The other process died: after its lease runs out the source is fetched again.
    t.clock.set(until.getTime() + 1000);
    const after = await runIngestPass(t.database.db, t.clock, SETTINGS);
    expect(after.outcomes.map((o) => o.sourceId)).toContain(target!.id);
    expect(s.hits('/slow-host/feed-0')).toBe(2);
  });
});
