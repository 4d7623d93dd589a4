/**
 * `npm run bench`: listLatestPosts against a static route of the same body size, in one run, on
 * loopback. The server runs in a child process so the load generator does not share its thread.
 * Budgets are ratios to the baseline measured here, so a slower machine does not fail them.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_PATHS } from '@growday/contracts';
import { STATIC_PATH, UNCACHED_PATH } from './bench-paths';

const PORT = Number(process.env.BENCH_PORT ?? 4900);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const BUDGET = {
  /** The feed route must keep at least this share of the static route's throughput... */
  minThroughputRatio: 0.3,
  /** ...and its p99 latency must stay under this many times the static route's p99 (plus 5 ms). */
  maxP99Ratio: 5,
  /** A page read from the database every time (embedded PGlite) must keep this share. */
  minUncachedRatio: 0.02,
};

const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
  env: { ...process.env, BENCH_PORT: String(PORT) },
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const bytes = await new Promise<number>((resolve, reject) => {
  server.once('message', (m: { bytes: number }) => resolve(m.bytes));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

async function measure(name: string, urlPath: string) {
  const url = `http://127.0.0.1:${PORT}${urlPath}`;
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.throughput.average / r.requests.average,
  };
}

try {
  const feed = await measure('listLatestPosts (first=20)', `${API_PATHS.latestPosts}?first=20`);
  const uncached = await measure('  the same, page cache off', UNCACHED_PATH);
  const baseline = await measure('static JSON, same size', STATIC_PATH);
  const rows = [feed, uncached, baseline];
  console.log(`\nloopback, ${CONNECTIONS} connections, ${DURATION_S} s each, body ${bytes} bytes\n`);
  console.log('route                          req/s     p50 ms   p99 ms');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}`,
    );
  }
  const throughputRatio = feed.rps / baseline.rps;
  const p99Ratio = feed.p99 / Math.max(baseline.p99, 1);
  const uncachedRatio = uncached.rps / baseline.rps;
  console.log(`\nthroughput ratio feed/static: ${throughputRatio.toFixed(3)} (budget >= ${BUDGET.minThroughputRatio})`);
  console.log(`p99 ratio feed/static:        ${p99Ratio.toFixed(2)} (budget <= ${BUDGET.maxP99Ratio})`);
  console.log(`throughput ratio uncached/static: ${uncachedRatio.toFixed(3)} (budget >= ${BUDGET.minUncachedRatio})`);
  const failed =
    throughputRatio < BUDGET.minThroughputRatio ||
    feed.p99 > baseline.p99 * BUDGET.maxP99Ratio + 5 ||
    uncachedRatio < BUDGET.minUncachedRatio;
  console.log(failed ? '\nBUDGET EXCEEDED' : '\nwithin budget');
  process.exitCode = failed ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}
