import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { requestLog, requestScope } from '../lib/request-scope';

/** One finished query: its statement text (never its parameters), how long it took, whether it failed. */
export interface QueryTiming {
  statement: string;
  ms: number;
  failed: boolean;
  /** The logger of the request that made it (its lines carry the request id); none outside requests. */
  log: FastifyBaseLogger | undefined;
}
export type QueryListener = (timing: QueryTiming) => void;

export interface QueryObservers {
  listeners: Set<QueryListener>;
  subscribe(listener: QueryListener): () => void;
}

function report(
  observers: QueryObservers,
  statement: string,
  started: number,
  failed: boolean,
  log: FastifyBaseLogger | undefined,
) {
  if (observers.listeners.size === 0) return;
  const timing = { statement, ms: performance.now() - started, failed, log };
  for (const listener of observers.listeners) {
    try {
      listener(timing);
    } catch {
      // An observer (metrics, log) never fails the query it watched.
    }
  }
}

export function timed<T>(observers: QueryObservers, statement: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const log = requestLog();
  return run().then(
    (result) => {
      report(observers, statement, started, false, log);
      return result;
    },
    (error: unknown) => {
      report(observers, statement, started, true, log);
      throw error;
    },
  );
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * The pool's client class for PostgreSQL: pg.Client whose query() reports its time. pg-pool calls
 * it with a callback, drizzle with a promise; both are timed. Submittables (cursors, streams)
 * pass through untimed: they report rows as they come, not one finish.
 */
export function timedPgClient(observers: QueryObservers): typeof pg.Client {
  class TimedClient extends pg.Client {}
  const original = pg.Client.prototype.query as unknown as QueryFn;
  (TimedClient.prototype as unknown as { query: QueryFn }).query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
    if (typeof first === 'object' && first !== null && typeof first.submit === 'function') {
      return original.apply(this, args);
    }
    const statement = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
    const last = args.at(-1);
    if (typeof last === 'function') {
      const started = performance.now();
      const log = requestLog();
      args[args.length - 1] = (error: unknown, result: unknown) => {
        report(observers, statement, started, Boolean(error), log);
        (last as (e: unknown, r: unknown) => void)(error, result);
      };
      return original.apply(this, args);
    }
    return timed(observers, statement, () => original.apply(this, args) as Promise<unknown>);
  };
  return TimedClient;
}

/**
 * pg.Pool whose connect() callback runs in the caller's request scope: pool.query() runs its
 * query in that callback, which otherwise runs in the context of whoever freed the connection,
 * and the query would be counted to another request. Only the request scope is carried (the one
 * store anything below reads), not a whole AsyncResource: AsyncResource.bind defines deprecation
 * accessors on every bound function, 3-4 % of a short read's CPU under load.
 */
export function scopedPool(Client: typeof pg.Client): typeof pg.Pool {
  return class ScopedPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super({ ...config, Client });
    }
    override connect(...args: unknown[]): never {
      const cb = args[0];
      if (typeof cb !== 'function') return (super.connect as () => never).call(this);
      const log = requestLog();
      const scoped = (...a: unknown[]) =>
        requestScope.run(log as FastifyBaseLogger, cb as (...x: unknown[]) => unknown, ...a);
      return (super.connect as (...a: unknown[]) => never).call(this, scoped);
    }
  };
}

/** PGlite: its query() and exec(), and those of the transactions it opens, report their time. */
export function timePglite(client: PGlite, observers: QueryObservers): void {
  const wrap = (target: Pick<PGlite, 'query' | 'exec'> | Transaction) => {
    const query = target.query.bind(target) as unknown as QueryFn;
    const exec = target.exec.bind(target) as unknown as QueryFn;
    (target as unknown as { query: QueryFn }).query = (...args: unknown[]) =>
      timed(observers, String(args[0]), () => query(...args) as Promise<unknown>);
    (target as unknown as { exec: QueryFn }).exec = (...args: unknown[]) =>
      timed(observers, String(args[0]), () => exec(...args) as Promise<unknown>);
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      wrap(tx);
      return callback(tx);
    });
}

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback']);

/** The statement's first keyword (a bounded label for metrics): select, insert, ... or other. */
export function statementOperation(statement: string): string {
  const word = /^\s*([a-z]+)/i.exec(statement)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}

/**
 * A statement for the log: whitespace collapsed and cut to `max` characters. Statements carry
 * placeholders ($1), never the values, which may be a user's text.
 */
export function shortenStatement(statement: string, max: number): string {
  const flat = statement.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
