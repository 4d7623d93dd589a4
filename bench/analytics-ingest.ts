/**
 * Analytics ingestion of `npm run bench` (issue 15; imported by api-lists.ts, on its own port):
 * ingestEvents in batches of 50 (each batch from another visitor address, as the website's proxy
 * forwards them), and the feed route alone and while the ingestion runs at full speed, against a
 * stated bound (FEED_BOUND): ingestion runs at low priority, so the feed keeps most of its
 * throughput and its p99 stays within a small multiple (docs/decisions.md, Analytics).
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ANALYTICS_MAX_EVENTS_PER_BATCH, API_PATHS } from '@growday/contracts';
import { pinClient, pinned, pinServer, unpin } from './cpu-pin';
import { benchPort } from './free-port';
import { BENCH_REQUEST_TIMEOUT_S, checkRun } from './request-timeout';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Connections in all: half the feed's client's, half the ingestion's. */
const CONNECTIONS = 10;
const FEED = `${API_PATHS.latestPosts}?first=20`;

/**
 * The bound the low-priority lane is for: while ingestion runs at full speed the feed answers at
 * least `rps` of its requests per second alone, with a p99 at most `p99` times its p99 alone.
 */
export const FEED_BOUND = { rps: 0.7, p99: 2 } as const;

export interface AnalyticsIngestFigures {
  /** Events accepted (202) per second. */
  eventsPerSecond: number;
  /** Batches refused with 503 + Retry-After (lane queue or write buffer full) per second. */
  shedPerSecond: number;
  batchP99: number;
  feedAloneP99: number;
  feedDuringP99: number;
  feedAloneRps: number;
  feedDuringRps: number;
  rpsRatio: number;
  p99Ratio: number;
  holds: boolean;
  /** One-minute load average before and after the run (the machine is shared). */
  load: [number, number];
}

/** Ingestion's answers are 202, or 503 when it sheds (by design); anything else stops the run. */
function checkIngest(r: autocannon.Result) {
  const shed = r.statusCodeStats?.['503']?.count ?? 0;
  checkRun('ingestEvents', { ...r, non2xx: r.non2xx - shed });
  return shed;
}

/**
 * The ingestion load from its own process, as browsers are other machines: in the bench's process
 * its autocannon shared one event loop with the feed's and slowed the feed's client, not the API.
 */
async function ingestLoad(base: string, origin: string): Promise<{ start(): Promise<autocannon.Result> }> {
  const load = fork(fileURLToPath(new URL('./analytics-ingest-load.ts', import.meta.url)), {
    env: {
      ...process.env,
      BENCH_INGEST_BASE: base,
      BENCH_INGEST_ORIGIN: origin,
      BENCH_INGEST_CONNECTIONS: String(CONNECTIONS / 2),
      BENCH_DURATION: String(DURATION_S),
    },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  pinClient(load.pid);
  const exited = new Promise<never>((_resolve, reject) =>
    load.once('exit', (code) => reject(new Error(`ingestion load exited with ${code}`))),
  );
  // Started (tsx takes seconds on a loaded machine) before the feed's run, then both go together.
  await Promise.race([new Promise((resolve) => load.once('message', resolve)), exited]);
  return {
    start() {
      const result = new Promise<autocannon.Result>((resolve) => load.once('message', resolve));
      load.send('go');
      return Promise.race([result, exited]);
    },
  };
}

export async function benchAnalyticsIngest(): Promise<AnalyticsIngestFigures> {
  const loadBefore = loadavg()[0] ?? 0;
  const port = await benchPort('BENCH_ANALYTICS_PORT');
  const base = `http://127.0.0.1:${port}`;
  const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    env: { ...process.env, BENCH_PORT: String(port), BENCH_CASH_USERS: '0' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  pinServer(server.pid);
  pinClient(process.pid); // the feed's autocannon runs in this process
  try {
    const { origin } = await new Promise<{ origin: string }>((resolve, reject) => {
      server.once('message', (m: { origin: string }) => resolve(m));
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const feed = (duration: number) =>
      autocannon({ url: `${base}${FEED}`, connections: CONNECTIONS / 2, duration, timeout: BENCH_REQUEST_TIMEOUT_S });
    await feed(2); // warm-up
    const alone = await feed(DURATION_S);
    const ingestion = await ingestLoad(base, origin);
    const [events, during] = await Promise.all([ingestion.start(), feed(DURATION_S)]);
    const shed = checkIngest(events);
    checkRun('listLatestPosts alone', alone);
    checkRun('listLatestPosts during ingest', during);
    const rpsRatio = during.requests.average / alone.requests.average;
    const p99Ratio = during.latency.p99 / Math.max(1, alone.latency.p99);
    return {
      eventsPerSecond: (events['2xx'] * ANALYTICS_MAX_EVENTS_PER_BATCH) / events.duration,
      shedPerSecond: shed / events.duration,
      batchP99: events.latency.p99,
      feedAloneP99: alone.latency.p99,
      feedDuringP99: during.latency.p99,
      feedAloneRps: alone.requests.average,
      feedDuringRps: during.requests.average,
      rpsRatio,
      p99Ratio,
      holds: rpsRatio >= FEED_BOUND.rps && p99Ratio <= FEED_BOUND.p99,
      load: [loadBefore, loadavg()[0] ?? 0],
    };
  } finally {
    server.kill('SIGTERM');
    unpin(process.pid);
  }
}

export function formatAnalyticsIngest(f: AnalyticsIngestFigures): string {
  return [
    `\nanalytics ingestion (batches of ${ANALYTICS_MAX_EVENTS_PER_BATCH}, ${CONNECTIONS / 2} connections, ${DURATION_S} s)`,
    `  ingestEvents: ${f.eventsPerSecond.toFixed(0)} events/s accepted, batch p99 ${f.batchP99} ms, ` +
      `${f.shedPerSecond.toFixed(1)} batches/s refused (503)`,
    `  listLatestPosts alone:        ${f.feedAloneRps.toFixed(0)} req/s, p99 ${f.feedAloneP99} ms`,
    `  listLatestPosts during ingest: ${f.feedDuringRps.toFixed(0)} req/s, p99 ${f.feedDuringP99} ms`,
    `  feed during/alone: ${f.rpsRatio.toFixed(2)}x req/s (bound >= ${FEED_BOUND.rps}), ` +
      `${f.p99Ratio.toFixed(2)}x p99 (bound <= ${FEED_BOUND.p99}): ${f.holds ? 'holds' : 'DOES NOT HOLD'}`,
    `  load average ${f.load[0].toFixed(1)} -> ${f.load[1].toFixed(1)}; ` +
      (pinned ? 'API on CPU 0, both load generators on the others (bench/cpu-pin.ts)' : 'no CPU pinning'),
  ].join('\n');
}

// Alone: `npx tsx bench/analytics-ingest.ts` (BENCH_DURATION shortens it).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(formatAnalyticsIngest(await benchAnalyticsIngest()));
}
