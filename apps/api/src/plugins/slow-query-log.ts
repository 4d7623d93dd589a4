import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SLOW_QUERY_STATEMENT_CHARS } from '@growday/contracts';
import { shortenStatement } from '../db/query-timing';

/**
 * The slow-query log (docs/decisions.md, Observability): a query that takes SLOW_QUERY_MS or
 * longer is logged at warn with its duration and its statement, whitespace collapsed and cut to
 * SLOW_QUERY_STATEMENT_CHARS. Parameters are never logged: they may be a user's words.
 * Timing wraps the driver (db/query-timing.ts), so PGlite and PostgreSQL report alike.
 */
export const slowQueryLogPlugin = fp(async (app: FastifyInstance) => {
  const threshold = app.config.slowQueryMs;
  const unsubscribe = app.database.onQuery(({ statement, ms, failed, log }) => {
    if (ms < threshold) return;
    // Within a request its own logger, so the line carries the request id.
    (log ?? app.log).warn(
      {
        durationMs: Math.round(ms * 10) / 10,
        statement: shortenStatement(statement, SLOW_QUERY_STATEMENT_CHARS),
        ...(failed ? { failed } : {}),
      },
      'slow query',
    );
  });
  app.addHook('onClose', async () => unsubscribe());
});
