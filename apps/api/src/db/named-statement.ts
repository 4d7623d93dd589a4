import { createHash } from 'node:crypto';
import { DrizzleQueryError, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { PgliteNamedStatements } from './pglite-named';

const dialect = new PgDialect();

/** The named-statement runner of each PGlite instance openDatabase opened (by the driver's client). */
const pgliteNamed = new WeakMap<object, PgliteNamedStatements>();

/** Lets executeNamed run named statements on this PGlite instance (openDatabase, once per instance). */
export function registerPgliteNamedStatements(client: object, statements: PgliteNamedStatements): void {
  pgliteNamed.set(client, statements);
}

/** What executeNamed reads of drizzle's prepared query: the driver's client and, on PGlite, its parsers. */
interface DriverQuery {
  client?: object;
  rawQueryConfig?: { parsers?: Record<number, (value: string) => unknown> };
  execute(): Promise<unknown>;
}

/**
 * Runs `statement` as a named statement, so the database parses and plans it once per connection
 * instead of on every request. The name carries a hash of the text, since one name must always
 * mean one text on a connection (a statement whose text varies, such as a keyset clause, gets one
 * name per variant). Returns the driver's result (rowsOf reads it).
 *
 * PostgreSQL: node-postgres prepares it once per pooled connection and then only binds and
 * executes it. Measured on the scale bench's database (1,000,000 posts): the comment list
 * statement planned in 0.28-0.38 ms and executed in 0.08-0.14 ms, so planning was most of its cost.
 *
 * PGlite: its driver ignores the name, so the instance's PgliteNamedStatements (pglite-named.ts)
 * keeps it prepared instead, with drizzle's parsers (times stay text, as db.execute gives them) and
 * drizzle's error wrapping. Inside a transaction (a PGlite transaction is not registered) it runs
 * as a plain query.
 */
export function executeNamed(db: Db, label: string, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `${label}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}`;
  const prepared = db._.session.prepareQuery(query, undefined, name, false) as unknown as DriverQuery;
  const named = prepared.client ? pgliteNamed.get(prepared.client) : undefined;
  if (!named) return prepared.execute();
  const parsers = prepared.rawQueryConfig?.parsers ?? {};
  return named.run(name, query.sql, query.params, { rowMode: 'object', parsers }).catch((error: unknown) => {
    throw new DrizzleQueryError(query.sql, query.params, error as Error);
  });
}

/** The largest row count literalLimit writes into a statement's text (a page plus one, with room). */
const LITERAL_LIMIT_MAX = 1_000;

/**
 * A keyset page's row count as a literal in the statement's text, for executeNamed's statements.
 * With `limit $n` PostgreSQL costs the generic plan as if the limit kept a tenth of the table, so
 * under plan_cache_mode=auto it never adopts the generic plan of a named statement and plans it
 * again on every run. Measured on the scale bench's 1,000,000-post database: signed-in bookmarks'
 * statement reached generic_plans 0, custom_plans 321 in pg_prepared_statements, and its round
 * trip took 0.625 ms, against 0.29-0.36 ms with the limit written in (docs/decisions.md, "Named
 * statements with the limit in their text"). Each count is its own text and so its own name, and
 * the counts are a validated page size plus one, so a connection keeps a handful of variants.
 */
export function literalLimit(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 1 || count > LITERAL_LIMIT_MAX) {
    throw new RangeError(`literalLimit: ${count} is not a row count from 1 to ${LITERAL_LIMIT_MAX}`);
  }
  return sql.raw(String(count));
}

/**
 * One of a few fixed words (an enum's values) as a literal in a named statement's text, for a
 * condition whose best plan depends on the value: each value then has a statement, and a generic
 * plan, of its own. Anything outside `allowed` is refused, so nothing a request sends is written in.
 */
export function literalOneOf<T extends string>(value: T, allowed: readonly T[]): SQL {
  if (!allowed.includes(value) || !/^[a-z_]+$/.test(value)) {
    throw new RangeError(`literalOneOf: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
  }
  return sql.raw(`'${value}'`);
}
