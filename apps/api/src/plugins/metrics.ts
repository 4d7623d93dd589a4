import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Counter, Histogram, Registry } from 'prom-client';
import { and, count, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { COPY, ERROR_CODE, METRICS_PATH } from '@growday/contracts';
import { sources } from '../db/schema';
import { statementOperation } from '../db/query-timing';
import { loadPromClient } from '../lib/prom-client';
import { HttpError } from './error-handler';
import { askPrimaryForMetrics, shareWithPrimary, underCluster } from '../lib/cluster-metrics';
import type { SourceOutcome } from '../modules/ingest/ingest-pass';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  /** Counts ingestion outcomes per source (the schedule in server.ts, the desk's re-fetch). */
  recordIngest(outcomes: readonly SourceOutcome[]): void;
  /** The registry, once prom-client has loaded (it loads in the background at start). */
  registry(): Promise<Registry>;
}

interface Instruments {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status_code'>;
  queries: Histogram<'operation'>;
  ingestFetches: Counter<'source_id' | 'source' | 'outcome'>;
  ingestItems: Counter<'source_id' | 'source' | 'kind'>;
}

/** Seconds; the API's answers are mostly milliseconds, a few (uploads, re-fetches) seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

async function instruments(app: FastifyInstance): Promise<Instruments> {
  const client = await loadPromClient();
  const registry = new client.Registry();
  // Process and Node.js metrics: CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern (not the raw URL), method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const queries = new client.Histogram({
    name: 'db_query_duration_seconds',
    help: "Database query time by the statement's first keyword",
    labelNames: ['operation'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (none on PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new client.Gauge({
    name: 'growday_queue_depth',
    help: 'Work waiting in this process: analytics rows not yet written, requests waiting for a database connection',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      if (app.hasDecorator('analytics')) this.set({ queue: 'analytics_buffer' }, app.analytics.writer.pending);
      this.set({ queue: 'db_pool_waiting' }, app.database.poolStats()?.waiting ?? 0);
    },
  });
  new client.Gauge({
    name: 'growday_ingest_sources_due',
    help: 'Ingestion queue: enabled feed sources not backing off and not leased (shared; max across processes)',
    // Every process counts the same table: summing would multiply it by the process count.
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const now = app.clock.now();
      const [row] = await app.database.db
        .select({ n: count() })
        .from(sources)
        .where(
          and(
            sources.enabled,
            isNotNull(sources.feedUrl),
            or(isNull(sources.nextAttemptAt), lte(sources.nextAttemptAt, now)),
            or(isNull(sources.leaseExpiresAt), lte(sources.leaseExpiresAt, now)),
          ),
        );
      this.set(row?.n ?? 0);
    },
  });
  new client.Gauge({
    name: 'growday_api_processes',
    help: 'API processes whose numbers this answer sums (1 per worker under API_PROCESSES)',
    registers: [registry],
    collect() {
      this.set(1);
    },
  });
  const ingestFetches = new client.Counter({
    name: 'growday_ingest_fetches_total',
    help: 'Feed fetches by source and outcome: ok, not_modified (304) or failed',
    labelNames: ['source_id', 'source', 'outcome'] as const,
    registers: [registry],
  });
  const ingestItems = new client.Counter({
    name: 'growday_ingest_items_total',
    help: 'Feed items stored by source: added or updated',
    labelNames: ['source_id', 'source', 'kind'] as const,
    registers: [registry],
  });
  if (underCluster()) await shareWithPrimary(registry);
  return { registry, requests, queries, ingestFetches, ingestItems };
}

/**
 * Prometheus metrics (docs/decisions.md, Observability): request rate and latency per route
 * pattern, query times, the pool, event-loop lag, queue depths and ingestion outcomes, at
 * METRICS_PATH for the networks METRICS_ALLOW names (others get the plain 404 of an unknown
 * path). prom-client loads in the background, so it adds nothing to the start; what happens
 * before it is ready is recorded as soon as it is.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  let ready: Instruments | null = null;
  const loading = instruments(app).then((i) => (ready = i));
  // A failure to load is reported when someone scrapes; it never stops the API.
  loading.catch((err: unknown) => app.log.warn({ err }, 'metrics unavailable'));
  const withInstruments = (record: (i: Instruments) => void) => {
    if (ready) record(ready);
    else void loading.then(record, () => {});
  };

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    withInstruments((i) => i.requests.observe(labels, seconds));
  });

  const unsubscribe = app.database.onQuery((q) => {
    withInstruments((i) => i.queries.observe({ operation: statementOperation(q.statement) }, q.ms / 1000));
  });
  app.addHook('onClose', async () => unsubscribe());

  app.decorate('metrics', {
    recordIngest(outcomes) {
      withInstruments((i) => {
        for (const o of outcomes) {
          const source = { source_id: String(o.sourceId), source: o.name };
          i.ingestFetches.inc({ ...source, outcome: !o.ok ? 'failed' : o.status === 304 ? 'not_modified' : 'ok' });
          if (o.added > 0) i.ingestItems.inc({ ...source, kind: 'added' }, o.added);
          if (o.updated > 0) i.ingestItems.inc({ ...source, kind: 'updated' }, o.updated);
        }
      });
    },
    registry: async () => (await loading).registry,
  } satisfies AppMetrics);

  app.get(METRICS_PATH, { schema: { hide: true } as object }, async (request, reply) => {
    // request.ip is the client behind a TRUST_PROXY proxy: the public TLS proxy passing /metrics
    // on from loopback does not make the internet a loopback scraper.
    if (!app.config.metricsAllow(request.ip)) return reply.callNotFound();
    const { registry } = await loading;
    let text: string;
    try {
      text = underCluster() ? await askPrimaryForMetrics() : await registry.metrics();
    } catch (err) {
      request.log.warn({ err }, 'metrics not gathered');
      throw new HttpError(503, ERROR_CODE.unavailable, COPY.errors.unavailable);
    }
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
});
