/**
 * `npm run bench:scale` (issue 17, item 7): the read routes at two sizes of content on the
 * PostgreSQL server, served by the built API under node:cluster with 2 processes (as
 * `API_PROCESSES=2 npm run start:prod` runs it, with Redis), each route measured beside a static
 * route of the same bytes in the same processes and the same minute. Results are printed and
 * appended to docs/benchmarks.md with the machine, the load average and the date.
 *
 * Sizes: BENCH_SCALE_SIZES (default 10000,1000000 generated posts; the quick profile is
 * `BENCH_SCALE_SIZES=2000,20000`). Each size has a database and an API stack of its own (bench/scale/
 * generate.ts, all in SQL on the server), all up at once, so the sizes are measured side by side:
 * route by route, size after size, in BENCH_SCALE_ROUNDS rounds (default 4) whose order alternates
 * (small, large, large, small), and each figure is the mean of its rounds. Measuring one size after
 * the other read the machine's drift over ten minutes as growth: a 1,000,000-post run whose static
 * route had slowed by a fifth showed a p99 "growth" of 1.45 on a route whose ratio had not moved.
 * Four rounds, not two: one round's p99 moves by about half with nothing changed (docs/decisions.md,
 * Scale bench: how far p99 moves when nothing changes).
 * BENCH_SCALE_DURATION seconds per measurement (default 10).
 * Targets: every anonymous read >= 0.3 of its static route's requests per second, signed-in reads
 * >= 0.15, and each route's p99 at the largest size <= 1.3x its p99 at the smallest.
 * `-- --no-write` prints without touching docs/benchmarks.md. BENCH_ONLY (comma-separated parts of
 * route names, e.g. `BENCH_ONLY='by tag,post by id,search'`) measures only the routes whose name
 * holds one of them, for iterating on a few.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { API_PATHS, apiPath } from '@growday/contracts';
import { call, startScaleStack, type ScaleStack } from '../scale/helpers/stack';
import { growTo } from './scale/generate';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!process.env.PG_URL || !process.env.REDIS_URL) {
  // Again inside a throwaway PostgreSQL and Redis (both stopped by PID when this ends).
  const child = spawnSync(
    'bash',
    ['scripts/with-pg.sh', 'bash', 'scripts/with-redis.sh', 'npx', 'tsx', 'bench/scale.ts', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}
if (!existsSync(path.join(root, 'apps/api/dist/src/cluster.js')) || process.argv.includes('--build')) {
  execFileSync(process.execPath, ['scripts/build.mjs', '--api'], { cwd: root, stdio: 'inherit' });
}

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,1000000').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_SCALE_DURATION ?? 10);
const CONNECTIONS = 10;
/** The first size's stack listens here, the next one on the port after, and so on. */
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 4353);
const ROUNDS = Math.max(1, Number(process.env.BENCH_SCALE_ROUNDS ?? 4));
const STATIC_PATH = '/__bench/static'; // bench/scale/static-route.mjs
const MIN_RATIO = { anonymous: 0.3, signedIn: 0.15 };
const MAX_P99_GROWTH = 1.3;
const SEARCH_WORDS = ['면접', '쿠버네티스', '데이터 파이프라인', 'react', '회고', '코드 리뷰'];

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const machine = `${os.cpus().length} CPUs (nproc ${execFileSync('nproc').toString().trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.cpus()[0]?.model ?? ''}`;

interface Route {
  name: string;
  signedIn: boolean;
  /** A fresh path per request (random ids, rotating words). */
  path: () => string;
  /** Each request from another address: the route has per-address abuse limits. */
  rotateAddress?: boolean;
}
interface Row {
  name: string;
  signedIn: boolean;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  staticRps: number;
  staticP99: number;
  failures: number;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
let visitor = 0;
const nextAddress = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/**
 * The round being measured. Each round reads its own ids: the API caches a post's similar list and
 * comments for a minute, and the larger size's two rounds run back to back (sizes alternate), so
 * with one shared sample its second round found the first one's answers still cached while the
 * smaller size's came back cold, which flattered the larger size's ratio and p99.
 */
let currentRound = 0;

/** Most random ids a random-id route reads per round. */
const SAMPLE_PER_ROUND = 2000;
const COMMENTED = 'and comment_count > 0';
const countOf = async (stack: ScaleStack, where: string) =>
  Number(
    (await stack.db.query<{ n: string }>(`select count(*) n from posts where key like 'scale-%' ${where}`)).rows[0]!.n,
  );

/**
 * `perRound`: how many ids each random-id route reads per round, the same at every size. The route
 * caches an answer per post, so its hit rate depends on how many distinct posts it is asked for: at
 * 10,000 posts only about 1,000 have comments, and sampling 2,000 where there were 2,000 and 500
 * where there were only 1,000 measured the smaller size with four times the cache hits (its comment
 * list's ratio 0.63 against 0.35), which read as growth with the data.
 */
async function routesFor(stack: ScaleStack, perRound: { posts: number; commented: number }): Promise<Route[]> {
  /** `per` random ids per round, disjoint between rounds. */
  const sample = async (where: string, per: number) => {
    const ids = (
      await stack.db.query<{ id: number }>(
        `select id from posts where key like 'scale-%' ${where} order by random() limit ${per * ROUNDS}`,
      )
    ).rows.map((r) => r.id);
    return Array.from({ length: ROUNDS }, (_, round) => ids.slice(round * per, (round + 1) * per));
  };
  const postIdSets = await sample('', perRound.posts);
  const commentedIdSets = await sample(COMMENTED, perRound.commented);
  const postIds = () => postIdSets[currentRound % ROUNDS]!;
  const commentedIds = () => commentedIdSets[currentRound % ROUNDS]!;
  // A tag of middling frequency (the generator draws the first tags most often).
  const { rows: tagRows } = await stack.db.query<{ name: string }>(
    'select name from tags order by id offset (select count(*) / 3 from tags) limit 1',
  );
  const tagName = tagRows[0]!.name;
  const routes: Route[] = [
    { name: 'feed: latest first=20', signedIn: false, path: () => `${API_PATHS.latestPosts}?first=20` },
    {
      name: 'feed: by tag first=20',
      signedIn: false,
      path: () => `${API_PATHS.postsByTag}?tagName=${encodeURIComponent(tagName)}&first=20`,
    },
    { name: 'post by id (random)', signedIn: false, path: () => apiPath('postById', { postId: pick(postIds()) }) },
    {
      name: 'similar (random post)',
      signedIn: false,
      path: () => apiPath('similarPosts', { postId: pick(postIds()) }),
    },
    { name: 'best LAST_WEEK', signedIn: false, path: () => apiPath('communityBest', { period: 'LAST_WEEK' }) },
    { name: 'best VOTE_COUNT', signedIn: false, path: () => apiPath('communityBest', { period: 'VOTE_COUNT' }) },
    {
      name: 'comments (random post)',
      signedIn: false,
      path: () => `${API_PATHS.comments}?postId=${pick(commentedIds())}`,
    },
    {
      name: 'search (6 queries)',
      signedIn: false,
      rotateAddress: true,
      path: () => `${API_PATHS.searchPosts}?query=${encodeURIComponent(pick(SEARCH_WORDS))}&first=20`,
    },
    { name: 'signed in: latest first=20', signedIn: true, path: () => `${API_PATHS.latestPosts}?first=20` },
    { name: 'signed in: recommended', signedIn: true, path: () => `${API_PATHS.recommendedPosts}?first=20` },
    { name: 'signed in: bookmarks', signedIn: true, path: () => `${API_PATHS.bookmarks}?first=20` },
  ];
  const only = process.env.BENCH_ONLY?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return only ? routes.filter((r) => only.some((part) => r.name.includes(part))) : routes;
}

/** The reader's followed tags (the five most common) and 30 bookmarks among the generated posts. */
async function prepareReader(stack: ScaleStack, cookie: string): Promise<void> {
  const { rows } = await stack.db.query<{ id: number }>(`select id from users where username = 'scale_reader'`);
  const userId = rows[0]!.id;
  await stack.db.query(
    `insert into user_follow_tags (user_id, tag_id, created_at)
     select $1, id, now() from tags order by id limit 5 on conflict do nothing`,
    [userId],
  );
  await stack.db.query(
    `insert into bookmarks (user_id, post_id, created_at)
     select $1, id, now() - make_interval(mins => id % 1000) from posts where key like 'scale-%'
     order by random() limit 30 on conflict do nothing`,
    [userId],
  );
  const me = await call(stack.port, 'GET', API_PATHS.currentUser, { cookie });
  if (me.status !== 200) throw new Error(`the reader's session does not work: ${me.status}`);
}

async function bodyBytes(port: number, route: Route, cookie: string): Promise<number> {
  const sizes: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const res = await call(port, 'GET', route.path(), {
      ...(route.signedIn ? { cookie } : {}),
      ...(route.rotateAddress ? { ip: nextAddress() } : {}),
    });
    if (res.status !== 200) throw new Error(`${route.name}: ${res.status} ${res.body.slice(0, 200)}`);
    sizes.push(Buffer.byteLength(res.body));
  }
  return sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)]!;
}

/** The q-quantile of ascending `sorted` (nearest rank), in ms to 0.1 ms. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return Math.round(value * 10) / 10;
}

/**
 * One autocannon run, with p50 and p99 taken from every 2xx response's own duration (float ms)
 * rather than autocannon's histogram, which keeps whole milliseconds: at p99s of 3-4 ms a one-step
 * difference read as a 33 % growth.
 */
async function run(port: number, request: autocannon.Request, headers: Record<string, string>, duration: number) {
  const durations: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration, headers, requests: [request] },
      (error: unknown, done: autocannon.Result) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
      if (statusCode >= 200 && statusCode < 300) durations.push(ms);
    });
  });
  durations.sort((a, b) => a - b);
  return { result, p50: quantile(durations, 0.5), p99: quantile(durations, 0.99) };
}

async function measure(port: number, route: Route, cookie: string): Promise<Row> {
  const bytes = await bodyBytes(port, route, cookie);
  const headers: Record<string, string> = route.signedIn ? { cookie } : {};
  const request: autocannon.Request = {
    method: 'GET',
    setupRequest: (req) => ({
      ...req,
      path: route.path(),
      ...(route.rotateAddress ? { headers: { ...req.headers, 'x-forwarded-for': nextAddress() } } : {}),
    }),
  };
  await run(port, request, headers, 2); // warm-up: plans, caches, connections
  const r = await run(port, request, headers, DURATION_S);
  const still: autocannon.Request = { method: 'GET', path: `${STATIC_PATH}/${bytes}` };
  await run(port, still, headers, 1);
  const s = await run(port, still, headers, DURATION_S);
  return {
    name: route.name,
    signedIn: route.signedIn,
    bytes,
    rps: r.result.requests.average,
    p50: r.p50,
    p99: r.p99,
    staticRps: s.result.requests.average,
    staticP99: s.p99,
    failures: r.result.non2xx + r.result.errors + s.result.non2xx + s.result.errors,
  };
}

function table(size: number, rows: Row[]): string[] {
  const lines = [
    `| route (${size.toLocaleString('en-US')} posts) | bytes | req/s | p50 ms | p99 ms | static req/s | static p99 | ratio | target |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const ratio = r.rps / r.staticRps;
    const min = r.signedIn ? MIN_RATIO.signedIn : MIN_RATIO.anonymous;
    const mark = ratio >= min ? 'met' : 'MISSED';
    lines.push(
      `| ${r.name} | ${r.bytes} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.staticRps.toFixed(0)} | ${r.staticP99} | ${ratio.toFixed(2)} | >= ${min} ${mark}${r.failures ? ` (${r.failures} failed)` : ''} |`,
    );
  }
  return lines;
}

const started = new Date();
const out: string[] = [
  '',
  `## Scale bench, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `\`${process.env.BENCH_SCALE_SIZES ? `BENCH_SCALE_SIZES=${process.env.BENCH_SCALE_SIZES} ` : ''}npm run bench:scale\`: ` +
    `${machine}; PostgreSQL on the same machine (scripts/with-pg.sh), Redis, the built API with 2 processes; ` +
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per measurement after a warm-up.`,
  `Load average at the start: ${loadAverage()}.${process.env.BENCH_ONLY ? ` Only the routes named by BENCH_ONLY=${process.env.BENCH_ONLY}.` : ''}`,
  '',
];
const say = (line: string) => {
  console.log(line);
};
say(out.slice(1).join('\n'));

/** The mean of one route's rounds at one size (failures add up). */
function meanOf(rows: Row[]): Row {
  const mean = (pick: (r: Row) => number, digits: number) => {
    const f = 10 ** digits;
    return Math.round((rows.reduce((sum, r) => sum + pick(r), 0) / rows.length) * f) / f;
  };
  return {
    ...rows[0]!,
    rps: mean((r) => r.rps, 0),
    p50: mean((r) => r.p50, 1),
    p99: mean((r) => r.p99, 1),
    staticRps: mean((r) => r.staticRps, 0),
    staticP99: mean((r) => r.staticP99, 1),
    failures: rows.reduce((sum, r) => sum + r.failures, 0),
  };
}

interface Sized {
  size: number;
  stack: ScaleStack;
  cookie: string;
  routes: Route[];
  what: string;
}

const sized: Sized[] = [];
try {
  // Every stack first (each start empties Redis), then each one's data.
  for (const [i, size] of SIZES.entries()) {
    const stack = await startScaleStack({
      port: PORT + i,
      processes: 2,
      env: {
        NODE_OPTIONS: `--import ${pathToFileURL(path.join(root, 'bench/scale/static-route.mjs')).href}`,
        LOG_LEVEL: 'warn',
      },
    });
    sized.push({ size, stack, cookie: '', routes: [], what: '' });
  }
  for (const one of sized) {
    const { stack, size } = one;
    one.cookie = await stack.signIn('scale_reader');
    say(`\ngenerating ${size.toLocaleString('en-US')} posts (port ${stack.port})`);
    const seconds = await growTo(stack.db, size, say);
    await prepareReader(stack, one.cookie);
    const { rows } = await stack.db.query<{
      posts: string;
      tags: string;
      comments: string;
      bookmarks: string;
      cposts: string;
      votes: string;
      db: string;
    }>(
      `select (select count(*) from posts) posts, (select count(*) from post_tags) tags,
              (select count(*) from comments) comments, (select count(*) from bookmarks) bookmarks,
              (select count(*) from community_posts) cposts, (select count(*) from community_post_votes) votes,
              pg_size_pretty(pg_database_size(current_database())) db`,
    );
    const c = rows[0]!;
    one.what = `${Number(c.posts).toLocaleString('en-US')} posts, ${Number(c.tags).toLocaleString('en-US')} post tags, ${Number(c.comments).toLocaleString('en-US')} comments, ${Number(c.bookmarks).toLocaleString('en-US')} bookmarks, ${Number(c.cposts).toLocaleString('en-US')} community posts with ${Number(c.votes).toLocaleString('en-US')} votes; database ${c.db}; generated in ${seconds.toFixed(0)} s`;
    say(one.what);
  }
  // The same number of distinct ids at every size: as many as the smallest size can give each round.
  const perRound = { posts: SAMPLE_PER_ROUND, commented: SAMPLE_PER_ROUND };
  for (const one of sized) {
    perRound.posts = Math.min(perRound.posts, Math.floor((await countOf(one.stack, '')) / ROUNDS));
    perRound.commented = Math.min(perRound.commented, Math.floor((await countOf(one.stack, COMMENTED)) / ROUNDS));
  }
  const sampled = `Random-id routes read ${perRound.posts} posts (comments: ${perRound.commented} commented posts) per round at every size, other ids each round.`;
  say(sampled);
  for (const one of sized) one.routes = await routesFor(one.stack, perRound);

  // Route by route, every size in each round, the order of sizes reversed every other round.
  const loadBefore = loadAverage();
  const rounds = new Map<number, Row[][]>(sized.map((one) => [one.size, []]));
  for (let r = 0; r < sized[0]!.routes.length; r += 1) {
    const perSize = new Map<number, Row[]>(sized.map((one) => [one.size, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      currentRound = round;
      for (const one of round % 2 === 0 ? sized : [...sized].reverse()) {
        const row = await measure(one.stack.port, one.routes[r]!, one.cookie);
        say(
          `  ${one.size.toLocaleString('en-US').padStart(9)} ${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(6)} req/s p50 ${row.p50} p99 ${row.p99} | static ${row.staticRps.toFixed(0)} req/s p99 ${row.staticP99} | ratio ${(row.rps / row.staticRps).toFixed(2)}`,
        );
        perSize.get(one.size)!.push(row);
      }
    }
    for (const one of sized) rounds.get(one.size)!.push(perSize.get(one.size)!);
  }
  const results = new Map<number, Row[]>(sized.map((one) => [one.size, rounds.get(one.size)!.map(meanOf)]));
  out.push(
    `Measured side by side: each route at every size in turn, ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} (the order of sizes alternating), each figure the mean of its rounds. ${sampled} Load average ${loadBefore} before the measurements, ${loadAverage()} after.`,
    '',
  );
  for (const one of sized) {
    out.push(`### ${one.size.toLocaleString('en-US')} generated posts`, '', `${one.what}.`, '');
    out.push(...table(one.size, results.get(one.size)!), '');
  }
  if (SIZES.length > 1) {
    // Smallest and largest whatever the order given: the clusters start in that order, so a swapped
    // order (BENCH_SCALE_SIZES=1000000,10000) checks that the start order is not what differs.
    const smallest = Math.min(...SIZES);
    const largest = Math.max(...SIZES);
    const small = results.get(smallest)!;
    const large = results.get(largest)!;
    out.push(
      `### p99 growth, ${largest.toLocaleString('en-US')} / ${smallest.toLocaleString('en-US')} posts (target <= ${MAX_P99_GROWTH})`,
      '',
      // The static route's own growth beside each: same bytes, same processes, no data. When it moves
      // too, the machine moved between the stacks, not the data (docs/decisions.md, Scale bench).
      '| route | p99 small | p99 large | growth | target | static p99 small | static p99 large | static growth |',
      '|---|---:|---:|---:|---|---:|---:|---:|',
    );
    for (const row of large) {
      const base = small.find((r) => r.name === row.name)!;
      const raw = row.p99 / Math.max(0.1, base.p99);
      const staticGrowth = row.staticP99 / Math.max(0.1, base.staticP99);
      out.push(
        `| ${row.name} | ${base.p99} | ${row.p99} | ${raw.toFixed(2)} | ${raw <= MAX_P99_GROWTH ? 'met' : 'MISSED'} | ` +
          `${base.staticP99} | ${row.staticP99} | ${staticGrowth.toFixed(2)} |`,
      );
    }
    out.push('');
  }
  say(out.slice(out.findIndex((l) => l.startsWith('Measured side by side'))).join('\n'));
  if (!process.argv.includes('--no-write')) {
    appendFileSync(path.join(root, 'docs/benchmarks.md'), out.join('\n'));
    say('appended to docs/benchmarks.md');
  }
} finally {
  for (const one of sized) await one.stack.stop();
}
