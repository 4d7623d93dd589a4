import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ANALYTICS_MAINTENANCE_INTERVAL_MINUTES } from '@growday/contracts';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { scheduledRuns } from '../src/db/schema';
import { claimScheduledRun, SCHEDULED_RUN_EARLY_SHARE } from '../src/db/scheduled-runs';
import { rowsOf } from '../src/modules/analytics/rows';
import { listDayPartitions, utcDay } from '../src/modules/analytics/partitions';
import { ANALYTICS_MAINTENANCE_JOB } from '../src/modules/analytics/plugin';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Analytics maintenance (rollups, partition creation, retention drops) runs once per interval
 * however many API processes share the database. Two app instances on one database: under
 * `npm run test:pg` each has its own connection pool to the same PostgreSQL database (as two
 * hosts would), and their ticks race for real; on PGlite (one process by nature) they share it.
 */

const INTERVAL_MS = ANALYTICS_MAINTENANCE_INTERVAL_MINUTES * 60_000;

let t: TestApp;
let second: FastifyInstance;
let secondDatabase: Database | null = null;

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
    const url = new URL(postgresUrl);
    url.pathname = `/${row?.name ?? ''}`;
    secondDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  }
  second = await buildApp(t.config, { database: secondDatabase ?? t.database, clock: t.clock, logger: false });
});

afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

/** Every instance ticks `perApp` times at once, as N processes' timers firing together. */
async function tickAll(perApp = 3) {
  const apps = [t.app, second];
  const results = await Promise.all(
    apps.flatMap((app) => Array.from({ length: perApp }, () => app.analytics.runScheduledMaintenance())),
  );
  return results.filter((r) => r !== null);
}

describe('analytics maintenance across processes', () => {
  it('two app instances on one database run it once per interval, whoever ticks', async () => {
    const start = t.clock.now().getTime();
    for (let interval = 0; interval < 3; interval += 1) {
      t.clock.set(start + interval * INTERVAL_MS);
      const ran = await tickAll();
      expect(ran, `interval ${interval}`).toHaveLength(1);
      // The pass did its work: today's partition exists and the day was rolled up.
      expect(await listDayPartitions(t.database.db)).toContain(utcDay(t.clock.now()));
      expect(ran[0]?.rolledUp).toHaveLength(2);
      // Ticks later in the same interval (other processes' timers) run nothing.
      t.clock.set(start + interval * INTERVAL_MS + INTERVAL_MS / 2);
      expect(await tickAll()).toHaveLength(0);
    }
    const [row] = await t.database.db
      .select()
      .from(scheduledRuns)
      .where(eq(scheduledRuns.job, ANALYTICS_MAINTENANCE_JOB));
    expect(row?.lastRunAt.getTime()).toBe(start + 2 * INTERVAL_MS);
    expect(row?.lastHolder).toMatch(/^.+\/\d+\/[0-9a-f]{8}$/);
  });

  it('the claimant’s own next tick one interval on always runs it; a holder that died blocks nothing', async () => {
    const db = t.database.db;
    const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);
    const claim = (holder: string, ms: number) =>
      claimScheduledRun(db, 'test-job', { now: at(ms), intervalMs: INTERVAL_MS, holder });
    expect(await claim('a', 0)).toBe(true);
    expect(await claim('b', 1)).toBe(false);
    // Just before the early share of the interval: still within the claimed run.
    expect(await claim('b', INTERVAL_MS * (1 - SCHEDULED_RUN_EARLY_SHARE) - 1)).toBe(false);
    // 'a' never ticks again (it crashed): 'b' runs the job as soon as it is due.
    expect(await claim('b', INTERVAL_MS * (1 - SCHEDULED_RUN_EARLY_SHARE))).toBe(true);
    // And the claimant's own tick a whole interval after its claim is always due.
    expect(await claim('b', INTERVAL_MS * (2 - SCHEDULED_RUN_EARLY_SHARE))).toBe(true);
  });

  it('an explicit pass (ops, tests) runs whatever the schedule says', async () => {
    expect(await t.app.analytics.runMaintenance()).toMatchObject({ rolledUp: expect.any(Array) });
    expect(await second.analytics.runScheduledMaintenance()).toBeNull();
  });
});
