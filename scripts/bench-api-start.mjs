#!/usr/bin/env node
// `npm run bench:start`: how long the API process takes from spawn to answering /healthz, on the
// built output (`node apps/api/dist/src/server.js`, what `npm run start:prod` runs) beside the
// transpile-at-start way `npm start` runs it (`node --import tsx src/server.ts`), in the same run,
// on the same migrated database: the embedded one, or with `-- --pg` a throwaway PostgreSQL server
// (scripts/with-pg.sh), as production runs. Budget: the built start under 2 s. Needs
// `npm run build` (or `node scripts/build.mjs --api`) first. BENCH_START_RUNS (default 5) each;
// BENCH_START_ALSO adds other builds (below).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
const built = path.join(apiDir, 'dist/src/server.js');
const runs = Number(process.env.BENCH_START_RUNS ?? '5');
const port = Number(process.env.BENCH_START_PORT ?? '4368');
const BUDGET_MS = 2000;

if (process.argv.includes('--pg') && !process.env.PG_URL) {
  const run = spawnSync('bash', [path.join(root, 'scripts/with-pg.sh'), process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

if (!existsSync(built)) {
  console.error('apps/api/dist/src/server.js is missing: run `node scripts/build.mjs --api` first');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'gd-bench-start-'));
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  API_PORT: String(port),
  LOG_LEVEL: 'warn',
  SEED_ON_START: 'false',
  INGEST_INTERVAL: '0',
  ...(process.env.PG_URL ? { DATABASE_URL: process.env.PG_URL } : {}),
};
const database = process.env.PG_URL ? 'PostgreSQL' : 'embedded PGlite';

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Wall milliseconds from spawn until /healthz answers 200, and the CPU milliseconds the process used
 * by then (on a busy machine the wall time waits for the CPU; the CPU time does not). Then stops it.
 */
async function timeStart(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: apiDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before answering`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return { wall: performance.now() - started, cpu: cpuMs(child.pid) };
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ways = {
  'built (node dist/src/server.js)': [built],
  'tsx (node --import tsx src/server.ts)': ['--import', 'tsx', 'src/server.ts'],
};
// BENCH_START_ALSO=dist-a,dist-b (folders under apps/api holding another build of src/server.ts):
// a before/after of a change, measured in the same run, the starts taken in turns.
for (const dir of (process.env.BENCH_START_ALSO ?? '').split(',').filter(Boolean)) {
  ways[`built (node ${dir}/src/server.js)`] = [path.join(apiDir, dir, 'src/server.js')];
}
try {
  // The first start migrates the fresh database; it is not counted.
  await timeStart(ways['built (node dist/src/server.js)']);
  const results = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
  // In turns, so a change in the shared machine's load falls on every way alike.
  for (let i = 0; i < runs; i += 1) {
    for (const [name, args] of Object.entries(ways)) results[name].push(await timeStart(args));
  }
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `API process start to first /healthz answer on ${database}, ${runs} starts each (median, min-max), Node ${process.version}, load average ${load}:`,
  );
  for (const [name, starts] of Object.entries(results)) {
    const times = starts.map((s) => s.wall);
    const cpu = starts.map((s) => s.cpu).filter((c) => c !== null);
    console.log(
      `  ${name.padEnd(40)} ${Math.round(median(times))} ms  (${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))})` +
        (cpu.length ? `, CPU ${Math.round(median(cpu))} ms` : ''),
    );
  }
  const builtMedian = median(results['built (node dist/src/server.js)'].map((s) => s.wall));
  const tsxMedian = median(results['tsx (node --import tsx src/server.ts)'].map((s) => s.wall));
  console.log(`  built / tsx: ${(builtMedian / tsxMedian).toFixed(2)}; budget for built: ${BUDGET_MS} ms`);
  if (builtMedian > BUDGET_MS) {
    console.error(`the built API took ${Math.round(builtMedian)} ms to start (budget ${BUDGET_MS} ms)`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
