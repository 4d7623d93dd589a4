import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type DatabaseError = messages.DatabaseError;
type RowDescriptionMessage = messages.RowDescriptionMessage;

const serialize = protocol.serialize;

/** A statement PGlite holds under its name: what its Bind needs and what its rows look like. */
interface Prepared {
  /** The parameters' type ids from Describe, to serialise each value as that type. */
  paramTypes: number[];
  /** The rows' shape from Describe; null for a statement that returns no rows. */
  rows: RowDescriptionMessage | null;
}

/**
 * SQLSTATEs after which a kept statement is prepared again once: 26000 (the name is gone, after a
 * DEALLOCATE or DISCARD ALL) and 0A000 (PostgreSQL re-planned it after a schema change and its
 * rows no longer have the shape they had: "cached plan must not change result type").
 */
const PREPARE_AGAIN = new Set(['26000', '0A000']);

/**
 * Around each Bind (where PostgreSQL picks the plan of a prepared statement): its generic plan,
 * made once and kept, then the default again, so PGlite's unnamed queries still plan per value.
 * Left to itself ("auto") PostgreSQL re-plans a statement with `limit $n` on every run, since it
 * costs the generic plan for a tenth of the table; executeNamed's statements are keyset pages and
 * id probes whose plan does not depend on the values. Measured in process: the latest page 0.87 ms
 * against 1.08 ms re-planned (docs/decisions.md, PGlite named statements).
 */
const GENERIC_PLAN = serialize.query('set plan_cache_mode = force_generic_plan');
const AUTO_PLAN = serialize.query('reset plan_cache_mode');

/** Times a run (the metrics and the slow-query log); the identity when nothing watches. */
export type RunTimer = <T>(statement: string, run: () => Promise<T>) => Promise<T>;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named statements on one PGlite instance, on the extended protocol: PGlite's query() sends every
 * statement unnamed (Parse, Describe, Bind, Describe, Execute, Sync: six calls into the WASM
 * PostgreSQL, which parses, analyses and plans it each time). Here a statement is parsed once
 * under its name, and each run afterwards is ONE call of Bind, Execute and Sync, whose rows are
 * read with the row description kept from the first Describe. PGlite has one connection, so a
 * name prepared once stays prepared for the life of the instance.
 */
export class PgliteNamedStatements {
  readonly #client: PGlite;
  readonly #time: RunTimer;
  readonly #prepared = new Map<string, Prepared>();

  constructor(client: PGlite, time: RunTimer = (_statement, run) => run()) {
    this.#client = client;
    this.#time = time;
  }

  /** Names prepared on this instance (tests). */
  get preparedNames(): string[] {
    return [...this.#prepared.keys()];
  }

  /**
   * Runs `text` with `params` as the statement `name` (one name must always mean one text), taking
   * PGlite's locks as query() does, so it never runs inside another caller's transaction.
   */
  run<T>(name: string, text: string, params: readonly unknown[], options: QueryOptions = {}): Promise<Results<T>> {
    const client = this.#client;
    return this.#time(text, () =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const results = await this.#runLocked<T>(name, text, params, options);
          // As query() does outside a transaction: a file system that syncs (IndexedDB) keeps the change.
          await client.syncToFs();
          return results;
        }),
      ),
    );
  }

  async #runLocked<T>(name: string, text: string, params: readonly unknown[], options: QueryOptions) {
    try {
      return await this.#bindAndExecute<T>(name, text, params, options);
    } catch (error) {
      if (!PREPARE_AGAIN.has((error as DatabaseError).code ?? '')) throw error;
      // Forget it and prepare it again (a Close, Parse and Describe), once.
      this.#prepared.delete(name);
      return await this.#bindAndExecute<T>(name, text, params, options);
    }
  }

  async #bindAndExecute<T>(name: string, text: string, params: readonly unknown[], options: QueryOptions) {
    const client = this.#client;
    let prepared = this.#prepared.get(name);
    if (!prepared) {
      // Close first: a statement of this name prepared before (by another runner on this instance,
      // or before a failure) is replaced, not refused (42P05); closing an unknown name is no error.
      const described = await client.execProtocolStream(
        concat([
          serialize.close({ type: 'S', name }),
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
      );
      prepared = {
        paramTypes: parse.parseDescribeStatementResults(described),
        rows: (described.find((m) => m.name === 'rowDescription') as RowDescriptionMessage | undefined) ?? null,
      };
      this.#prepared.set(name, prepared);
    }
    const { paramTypes } = prepared;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const serializer = options.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const answer = await client.execProtocolStream(
      concat([
        GENERIC_PLAN,
        serialize.bind({ statement: name, values }),
        serialize.execute({}),
        serialize.sync(),
        AUTO_PLAN,
      ]),
    );
    // The statement's own messages: from its BindComplete up to its ReadyForQuery (the SETs answer around them).
    const start = answer.findIndex((m) => m.name === 'bindComplete');
    const messages = answer.slice(
      start,
      answer.findIndex((m, i) => i > start && m.name === 'readyForQuery'),
    );
    // Execute sends no row description: the one Describe gave stands before the rows.
    const described = prepared.rows ? [prepared.rows, ...messages] : messages;
    return parse.parseResults(described, client.parsers, options)[0] as Results<T>;
  }
}
