/**
 * Analytics ingestion of `npm run bench` (issue 15; imported by api-lists.ts, on its own port):
 * ingestEvents in batches of 50 (each batch from another visitor address, as the website's proxy
 * forwards them), and the feed route's p99 alone and while the ingestion runs, to show that the
 * batched writer keeps event inserts off the page requests' path.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ANALYTICS_MAX_EVENTS_PER_BATCH, API_PATHS, type AnalyticsEvent } from '@growday/contracts';
import { benchPort } from './free-port';
import { BENCH_REQUEST_TIMEOUT_S, checkRun } from './request-timeout';

type Params = AnalyticsEvent['params'];

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const FEED = `${API_PATHS.latestPosts}?first=20`;

export interface AnalyticsIngestFigures {
  eventsPerSecond: number;
  batchP99: number;
  feedAloneP99: number;
  feedDuringP99: number;
  feedAloneRps: number;
  feedDuringRps: number;
}

function batch(): string {
  const session = randomUUID();
  const now = Date.now() * 1000;
  const events: AnalyticsEvent[] = Array.from({ length: ANALYTICS_MAX_EVENTS_PER_BATCH }, (_, i) => ({
    name: i % 5 === 0 ? 'page_view' : 'supple_search',
    supple_user_id: session,
    client_event_timestamp: now + i,
    web_session_id: session,
    platform: 'web',
    page_location: 'http://localhost:3000/search?query=react',
    params: (i % 5 === 0
      ? { first_open: false, page_name: 'search', id: 'react' }
      : { query: 'react', result_count: i }) satisfies Params as Params,
  }));
  return JSON.stringify({ events });
}

export async function benchAnalyticsIngest(): Promise<AnalyticsIngestFigures> {
  const port = await benchPort('BENCH_ANALYTICS_PORT');
  const base = `http://127.0.0.1:${port}`;
  const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    env: { ...process.env, BENCH_PORT: String(port), BENCH_CASH_USERS: '0' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const { origin } = await new Promise<{ origin: string }>((resolve, reject) => {
      server.once('message', (m: { origin: string }) => resolve(m));
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const body = batch();
    let visitor = 0;
    const ingest: autocannon.Request = {
      method: 'POST',
      path: API_PATHS.analyticsEvents,
      setupRequest: (request) => {
        visitor += 1;
        return {
          ...request,
          body,
          headers: {
            'content-type': 'application/json',
            origin,
            'x-forwarded-for': `198.19.${(visitor >> 8) & 255}.${visitor & 255}`,
          },
        };
      },
    };
    const feed = (duration: number) =>
      autocannon({ url: `${base}${FEED}`, connections: CONNECTIONS / 2, duration, timeout: BENCH_REQUEST_TIMEOUT_S });
    await feed(2); // warm-up
    const alone = await feed(DURATION_S);
    const [during, events] = await Promise.all([
      feed(DURATION_S),
      autocannon({
        url: base,
        connections: CONNECTIONS / 2,
        duration: DURATION_S,
        timeout: BENCH_REQUEST_TIMEOUT_S,
        requests: [ingest],
      }),
    ]);
    checkRun('ingestEvents', events);
    checkRun('listLatestPosts during ingest', during);
    return {
      eventsPerSecond: events.requests.average * ANALYTICS_MAX_EVENTS_PER_BATCH,
      batchP99: events.latency.p99,
      feedAloneP99: alone.latency.p99,
      feedDuringP99: during.latency.p99,
      feedAloneRps: alone.requests.average,
      feedDuringRps: during.requests.average,
    };
  } finally {
    server.kill('SIGTERM');
  }
}

export function formatAnalyticsIngest(f: AnalyticsIngestFigures): string {
  return [
    `\nanalytics ingestion (batches of ${ANALYTICS_MAX_EVENTS_PER_BATCH}, ${CONNECTIONS / 2} connections, ${DURATION_S} s)`,
    `  ingestEvents: ${f.eventsPerSecond.toFixed(0)} events/s, batch p99 ${f.batchP99} ms`,
    `  listLatestPosts alone:        ${f.feedAloneRps.toFixed(0)} req/s, p99 ${f.feedAloneP99} ms`,
    `  listLatestPosts during ingest: ${f.feedDuringRps.toFixed(0)} req/s, p99 ${f.feedDuringP99} ms`,
  ].join('\n');
}

// Alone: `npx tsx bench/analytics-ingest.ts` (BENCH_DURATION shortens it).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(formatAnalyticsIngest(await benchAnalyticsIngest()));
}
