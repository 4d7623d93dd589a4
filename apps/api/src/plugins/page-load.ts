import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import { PAGE_LOAD_RECENT_MS } from '@growday/contracts';
import { onExchangeEnd } from '../lib/exchange-end';

declare module 'fastify' {
  interface FastifyInstance {
    pageLoad: PageLoad;
  }
  interface FastifyContextConfig {
    /**
     * Background work that yields to page requests (analytics ingestion): not counted as page
     * load, and expected to wait for its turn (docs/decisions.md, Analytics).
     */
    lowPriority?: boolean;
  }
}

/** Whether page requests are being served now, for work that should wait until they are not. */
export interface PageLoad {
  /**
   * Page requests between arrival and answer in this process, one answered within the last
   * PAGE_LOAD_RECENT_MS, or queries waiting for a pool connection.
   */
  busy(): boolean;
  /** Calls `listener` each time the last page request in flight has been answered; returns the unsubscribe. */
  onIdle(listener: () => void): () => void;
}

/**
 * Counts the page requests in flight (every route but the `lowPriority` ones), so low-priority
 * work (the analytics lane) can take the thread and the database when no page needs them. On
 * PostgreSQL a query waiting for a pool connection also counts: the writer must not take one then.
 */
export const pageLoadPlugin = fp(async (app) => {
  let inFlight = 0;
  let lastAnswered = -Infinity;
  const listeners = new Set<() => void>();
  const answered = () => {
    inFlight -= 1;
    lastAnswered = performance.now();
    if (inFlight > 0) return;
    for (const listener of listeners) listener();
  };
  app.decorate('pageLoad', {
    // "Recently" too: a client's next page request comes a moment after its last answer, and work
    // started in that gap would hold the thread when it arrives.
    busy: () =>
      inFlight > 0 ||
      performance.now() - lastAnswered < PAGE_LOAD_RECENT_MS ||
      (app.database.poolStats()?.waiting ?? 0) > 0,
    onIdle(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } satisfies PageLoad);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.lowPriority) return;
    inFlight += 1;
    // Answered or abandoned alike: Fastify's onResponse misses a client that left before its answer,
    // and a request left counted would keep the pages busy for good.
    onExchangeEnd(reply, answered);
  });
});
