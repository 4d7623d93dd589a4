import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { registerPgliteNamedStatements } from './named-statement';
import { PgliteNamedStatements } from './pglite-named';
import { scopedPool, timed, timedPgClient, timePglite, type QueryListener, type QueryObservers } from './query-timing';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Calls `listener` after every query with its statement and duration (metrics, slow-query log); returns the unsubscribe. */
  onQuery(listener: QueryListener): () => void;
  /** PostgreSQL's connection pool now (PGlite has none): for the metrics endpoint. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
}

/**
 * Key of the PostgreSQL advisory lock held around the migration step, so two hosts (or two
 * primaries) starting at once migrate one after the other: the second finds every migration
 * applied and does nothing. A constant, arbitrary 64-bit number that names this application.
 */
export const MIGRATION_LOCK_KEY = 7_126_020_261_125n;

function observers(): QueryObservers {
  const listeners = new Set<QueryListener>();
  return {
    listeners,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
const PG_CONNECT_TIMEOUT_MS = 5_000;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; loadDataDir: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const queries = observers();
  if (target.kind === 'postgres') {
    const Pool = scopedPool(timedPgClient(queries));
    const pool = new Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // A database that does not answer fails the request (503) instead of holding it; a busy
      // pool's wait counts too, so a stuck database cannot pile up requests (docs: Faults).
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // One connection holds the lock and runs every migration (drizzle's migrator uses the
        // client it is given for its transaction); the lock is released with it, even on failure.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
          try {
            await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      onQuery: queries.subscribe,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    await mkdir(target.dataDir, { recursive: true });
    client = new PGlite({ dataDir: path.join(target.dataDir, 'pglite'), extensions: { pg_trgm } });
  } else {
    client = new PGlite({ loadDataDir: target.loadDataDir, extensions: { pg_trgm } });
  }
  await client.waitReady;
  timePglite(client, queries);
  // executeNamed's statements, kept prepared on this instance (PGlite's driver ignores their names).
  registerPgliteNamedStatements(
    client,
    new PgliteNamedStatements(client, (statement, run) => timed(queries, statement, run)),
  );
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    onQuery: queries.subscribe,
    poolStats: () => null,
    // Exposed for the test helper that clones a migrated database.
    ...({ pglite: client } as object),
  };
}

/** The PGlite instance behind a Database, for tests that dump and clone it. */
export function pgliteOf(database: Database): PGlite | undefined {
  return (database as unknown as { pglite?: PGlite }).pglite;
}
