/**
 * Comment rows of `npm run bench` (imported by api-lists.ts, so it runs first, on its own port):
 * listComments on a post with 100 threads and 100 replies, anonymous and signed in, and
 * createComment by distinct users (one comment per user per 60 s, so each request is a new user).
 * Budgets are ratios to the static route measured in the same run, as in api-lists.ts.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_PATHS, apiPath, COOKIE } from '@growday/contracts';
import { benchPort } from './free-port';
import { BENCH_REQUEST_TIMEOUT_S, checkRun } from './request-timeout';
import { benchWants, STATIC_PATH } from './bench-paths';

const PORT = await benchPort('BENCH_COMMENTS_PORT');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const THREADS = 100;
/** Creates measured (each by a fresh user); a fixed amount instead of a duration. */
const CREATES = 400;
const base = `http://127.0.0.1:${PORT}`;

/**
 * Each simulated visitor's address (198.18.0.0/15, the benchmarking range), sent as the website's
 * proxy sends it: the bench talks to the API over loopback, which TRUST_PROXY believes, so every
 * writer is a client of its own, as real visitors are, and the abuse limits per address apply to
 * each (RATE_LIMITS) rather than to the whole run.
 */
const clientAddress = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;
let clients = 0;

const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
  env: { ...process.env, BENCH_PORT: String(PORT), BENCH_CASH_USERS: '0' },
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { postId, origin } = await new Promise<{ postId: number; origin: string }>((resolve, reject) => {
  server.once('message', (m: { postId: number; origin: string }) => resolve(m));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

async function post(path: string, cookie: string | null, body: object): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      // Dev sign-in answers only a loopback client (404 otherwise), so it goes without the proxy header.
      ...(path === API_PATHS.devLogin ? {} : { 'x-forwarded-for': clientAddress((clients += 1)) }),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function signIn(username: string): Promise<string> {
  const res = await post(API_PATHS.devLogin, null, { username });
  const token = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${COOKIE.session}=`));
  if (!token) throw new Error('dev-login set no session cookie');
  return token;
}

async function createComment(cookie: string, text: string, parentId?: number): Promise<number> {
  const res = await post(API_PATHS.comments, cookie, { postId, text, ...(parentId ? { parentId } : {}) });
  return ((await res.json()) as { data: { comment: { id: number } } }).data.comment.id;
}

// 100 threads, each with one reply by another user, and likes spread over them.
const writers = await Promise.all(Array.from({ length: THREADS }, (_, i) => signIn(`bench_cw${i}`)));
const repliers = await Promise.all(Array.from({ length: THREADS }, (_, i) => signIn(`bench_cr${i}`)));
const threadIds: number[] = [];
for (const [i, w] of writers.entries()) threadIds.push(await createComment(w, `bench comment ${i}`));
for (const [i, r] of repliers.entries()) {
  const parent = threadIds[i];
  if (parent) await createComment(r, `bench reply ${i}`, parent);
  const liked = threadIds[(i * 7) % THREADS];
  if (liked) await post(apiPath('commentLike', { commentId: liked }), r, {});
}
const creators = await Promise.all(Array.from({ length: CREATES }, (_, i) => signIn(`bench_cc${i}`)));

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  minRatio?: number;
}

async function measure(name: string, options: autocannon.Options, minRatio?: number): Promise<Row> {
  const opts = { timeout: BENCH_REQUEST_TIMEOUT_S, ...options };
  const fixed = opts.amount !== undefined;
  if (!fixed) await autocannon({ ...opts, duration: 2 }); // warm-up
  const r = await autocannon(fixed ? opts : { ...opts, duration: DURATION_S });
  checkRun(name, r);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, ...(minRatio ? { minRatio } : {}) };
}

const listPath = (orderBy: string) => `${API_PATHS.comments}?postId=${postId}&first=100&orderBy=${orderBy}`;
let next = 0;
try {
  const baseline = await measure('static JSON (feed page size)', {
    url: `${base}${STATIC_PATH}`,
    connections: CONNECTIONS,
  });
  const rows = [
    benchWants('listComments likeCount') &&
      (await measure(
        'listComments likeCount',
        { url: `${base}${listPath('likeCount')}`, connections: CONNECTIONS },
        0.01,
      )),
    benchWants('listComments createdAt') &&
      (await measure(
        'listComments createdAt',
        { url: `${base}${listPath('createdAt')}`, connections: CONNECTIONS },
        0.01,
      )),
    benchWants('listComments createdAt signed in') &&
      (await measure(
        '  same, signed in',
        { url: `${base}${listPath('createdAt')}`, connections: CONNECTIONS, headers: { cookie: repliers[0] ?? '' } },
        // The viewer's session, reactions and blocks over 200 comments: measured about 0.010 on a
        // quiet 2-core machine, so the floor sits below that with room for noise.
        0.006,
      )),
    benchWants('createComment') &&
      (await measure(
        `createComment x${CREATES}`,
        {
          url: `${base}${API_PATHS.comments}`,
          connections: CONNECTIONS,
          amount: CREATES,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => ({
                ...req,
                headers: {
                  'content-type': 'application/json',
                  origin,
                  'x-forwarded-for': clientAddress((clients += 1)),
                  cookie: creators[next++ % CREATES] ?? '',
                },
                body: JSON.stringify({ postId, text: `bench create ${next}` }),
              }),
            },
          ],
        },
        0.005,
      )),
  ].filter((row): row is Row => row !== false);
  console.log(
    `\ncomments: loopback, ${CONNECTIONS} connections, ${DURATION_S} s each; ${THREADS} threads + ${THREADS} replies\n`,
  );
  console.log('route                          req/s   p50 ms  p99 ms   ratio  budget');
  const line = (r: Row, ratio: string, budget: string) =>
    console.log(
      `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(7)}  ${budget}`,
    );
  line(baseline, '1', '');
  let failed = false;
  for (const r of rows) {
    const ratio = r.rps / baseline.rps;
    const over = r.minRatio !== undefined && ratio < r.minRatio;
    failed ||= over;
    line(r, ratio.toFixed(3), `>= ${r.minRatio ?? 0}${over ? '  EXCEEDED' : ''}`);
  }
  console.log(failed ? '\nCOMMENTS BUDGET EXCEEDED' : '\ncomments within budget');
  // api-lists.ts sets the exit code after this runs; a failure here must survive that.
  if (failed) process.on('exit', () => (process.exitCode = 1));
} finally {
  server.kill('SIGTERM');
}
