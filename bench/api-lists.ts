/**
 * `npm run bench`: the API's list routes against a static route that answers a JSON body of the
 * feed page's size, in one run, on loopback. The server runs in a child process so the load
 * generator does not share its thread. Budgets are ratios to the baseline measured in the same
 * run, so a slower machine does not fail them.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_PATHS, apiPath } from '@growday/contracts';
import { benchPort } from './free-port';
import { BENCH_REQUEST_TIMEOUT_S, checkRun } from './request-timeout';
import { benchWants, benchWantsAll, STATIC_PATH, UNCACHED_PATH, UNCACHED_RECOMMENDED_PATH } from './bench-paths';
// Comment rows (issue 5): runs first, on its own port, and prints its own table.
const COMMENT_CASES = ['listComments likeCount', 'listComments createdAt signed in', 'createComment'];
if (COMMENT_CASES.some(benchWants)) await import('./comments-bench');

if (benchWantsAll) await import('./extension-paint'); // extension new-tab paint (issue 6): after the comments bench, alone on the machine
// Ingestion (issue 12): parse and fetch throughput, then a 1,000-item feed stored into PGlite by a real pass.
if (benchWantsAll) {
  const { benchIngestParse, formatIngestParse } = await import('./ingest-parse');
  const { benchIngestStore, formatIngestStore } = await import('./ingest-store');
  console.log(formatIngestParse(await benchIngestParse()));
  console.log(formatIngestStore(await benchIngestStore()));
}
// Home rankings at 100,000 posts (issue 12): straight queries on their own database, before the server starts.
if (benchWantsAll) {
  const { benchRankings, formatRankings } = await import('./rankings-bench');
  console.log(formatRankings(await benchRankings()));
}
// Analytics ingestion (issue 15): events/s in batches of 50 and the feed route's p99 while it runs.
if (benchWantsAll) {
  const { benchAnalyticsIngest, formatAnalyticsIngest } = await import('./analytics-ingest');
  console.log(formatAnalyticsIngest(await benchAnalyticsIngest()));
}
const PORT = await benchPort('BENCH_PORT');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
/** The static route's p99 times this (plus 5 ms) bounds every route's p99. */
const MAX_P99_RATIO = 60;

const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
  env: { ...process.env, BENCH_PORT: String(PORT) },
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
interface Ready {
  bytes: number;
  postId: number;
  cookie: string;
  togglerCookie: string;
  origin: string;
  followedTags: number;
  cashCookies: string[];
}
const { bytes, postId, cookie, togglerCookie, origin, followedTags, cashCookies } = await new Promise<Ready>(
  (resolve, reject) => {
    server.once('message', (m: Ready) => resolve(m));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  },
);

/** The signed-in bench reader's session (followed tags, 30 bookmarks). */
const reader = { cookie };
/** One user toggling one bookmark; writes carry an Origin the CSRF check accepts. */
const bookmarkToggle = (method: 'POST' | 'DELETE'): autocannon.Request => ({
  method,
  path: API_PATHS.bookmark,
  headers: { cookie: togglerCookie, origin, 'content-type': 'application/json' },
  body: JSON.stringify({ postId }),
});

let visitorSeq = 0;
/**
 * Each ad request as another visitor: the ad routes are abuse-limited per client address, and the
 * API believes X-Forwarded-For from loopback (TRUST_PROXY), as it would from the website's proxy.
 */
function asVisitor(request: autocannon.Request): autocannon.Request {
  const n = (visitorSeq += 1);
  return {
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
  };
}
const adRequestPath = (n: number) =>
  `${API_PATHS.adRequest}?requestId=bench-${n}&channel=news&pageSize=1&keywordGroup=default&inventoryId=news-bottom`;
/** requestAds: a fresh request id each time (each answer signs its serve token). */
const requestAdsCase: autocannon.Request = {
  method: 'GET',
  setupRequest: (request) => asVisitor({ ...request, path: adRequestPath(visitorSeq + 1) }),
};
/** Served ads to send impressions for: the first send of each counts, the rest are repeats the table ignores. */
async function servedAds(count: number): Promise<{ creativeId: number; serveToken: string }[]> {
  const ads = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`http://127.0.0.1:${PORT}${adRequestPath(1_000_000 + i)}`, {
      headers: { 'x-forwarded-for': `10.200.${(i >> 8) & 255}.${i & 255}` },
    });
    const body = (await res.json()) as { data: { ads: { creativeId: number; serveToken: string }[] } };
    ads.push(...body.data.ads);
  }
  return ads;
}
const served = await servedAds(500);
let impressionSeq = 0;
const impressionCase: autocannon.Request = {
  method: 'POST',
  setupRequest: (request) => {
    const ad = served[(impressionSeq += 1) % served.length]!;
    return asVisitor({
      ...request,
      path: apiPath('adImpression', { creativeId: ad.creativeId }),
      headers: { ...request.headers, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ serveToken: ad.serveToken }),
    });
  },
};

let cashSeq = 0;
/** Each cash call from another address (the per-address limits); the API believes X-Forwarded-For from loopback. */
const cashAddress = (n: number) => `10.99.${(n >> 8) & 255}.${n & 255}`;
/**
 * The cash pick path of a new tab (issue 14): a token for the tab, then the pick that spends it,
 * each pair as the next of many readers (the per-user limits), from its own address. A reader's
 * second pick within the interval answers the empty result: still the whole path (token spent,
 * cap and interval read under the user's lock), still 200.
 */
const cashPickPath: autocannon.Request[] = [
  {
    method: 'POST',
    setupRequest: (request, context: { cookie?: string; tabId?: number }) => {
      const n = (cashSeq += 1);
      context.cookie = cashCookies[n % cashCookies.length];
      context.tabId = n % 1000;
      return {
        ...request,
        path: `${API_PATHS.cashToken}?tabId=${context.tabId}`,
        headers: { ...request.headers, origin, cookie: context.cookie ?? '', 'x-forwarded-for': cashAddress(n) },
      };
    },
    onResponse: (_status, body, context: { token?: string }) => {
      context.token = (JSON.parse(body) as { data?: { token?: string } }).data?.token;
    },
  },
  {
    method: 'POST',
    setupRequest: (request, context: { cookie?: string; tabId?: number; token?: string }) => ({
      ...request,
      path: `${API_PATHS.cashPick}?token=${context.token ?? ''}&tabId=${context.tabId ?? 0}`,
      headers: {
        ...request.headers,
        origin,
        cookie: context.cookie ?? '',
        'x-forwarded-for': cashAddress((cashSeq += 1)),
      },
    }),
  },
];

interface Case {
  name: string;
  path: string;
  minRatio: number;
  headers?: Record<string, string>;
  /** A sequence each connection repeats instead of GET path. */
  requests?: autocannon.Request[];
  /**
   * p99 ceiling in ms where the static route's p99 times MAX_P99_RATIO says nothing useful: an
   * uncached personalised page is a real query on the single-threaded embedded database.
   */
  maxP99Ms?: number;
}

/** Each case with the least share of the static route's throughput it must keep. */
const CASES: Case[] = [
  { name: 'listLatestPosts first=20', path: `${API_PATHS.latestPosts}?first=20`, minRatio: 0.3 },
  { name: '  same, page cache off', path: UNCACHED_PATH, minRatio: 0.02 },
  { name: 'listTodayPosts first=20', path: `${API_PATHS.todayPosts}?first=20`, minRatio: 0.3 },
  { name: 'listPopularPosts first=20', path: `${API_PATHS.popularPosts}?first=20`, minRatio: 0.3 },
  { name: 'listSimilarPosts', path: apiPath('similarPosts', { postId }), minRatio: 0.5 },
  { name: 'listCommunityBest RECENT', path: apiPath('communityBest', { period: 'RECENT' }), minRatio: 0.5 },
  // Community (issue 16): uncached lists (one keyset or ranked query each) and a post page whose
  // Markdown body is rendered and sanitised on every read; post 1 is the oldest demo post.
  { name: 'listCommunityPosts latest', path: `${API_PATHS.communityPosts}?first=20`, minRatio: 0.03 },
  {
    name: 'listCommunityPosts VOTE_COUNT',
    path: `${API_PATHS.communityPosts}?sort=VOTE_COUNT&first=20`,
    minRatio: 0.02,
  },
  { name: 'getCommunityPost', path: apiPath('communityPost', { id: 1 }), minRatio: 0.05 },
  // The comment list /best/{id} loads under the post: the comment system with the community post
  // as its target (one read of the post, then a walk of the partial community index).
  {
    name: 'listCommunityPostComments',
    path: `${apiPath('communityPostComments', { id: 1 })}?first=100&orderBy=likeCount`,
    minRatio: 0.05,
  },
  { name: 'listTags first=100', path: `${API_PATHS.tags}?first=100`, minRatio: 0.3 },
  { name: 'listTagGroups', path: API_PATHS.tagGroups, minRatio: 0.3 },
  // Signed-in rows: every request reads the session and the viewer's own rows (2-4 queries on the
  // single-threaded embedded database), so no shared cache can answer them whole.
  {
    name: 'addBookmark+removeBookmark',
    path: API_PATHS.bookmark,
    minRatio: 0.01,
    requests: [bookmarkToggle('POST'), bookmarkToggle('DELETE')],
  },
  { name: 'listBookmarks first=20', path: `${API_PATHS.bookmarks}?first=20`, minRatio: 0.01, headers: reader },
  {
    name: `listRecommendedPosts ${followedTags} tags`,
    path: `${API_PATHS.recommendedPosts}?first=20`,
    minRatio: 0.02,
    headers: reader,
  },
  {
    name: '  same, page cache off',
    path: `${UNCACHED_RECOMMENDED_PATH}?first=20`,
    minRatio: 0.005,
    maxP99Ms: 300,
    headers: reader,
  },
  // Ads (issue 14): the house supplier's power-link call and the impression (one insert that a
  // repeat turns into a no-op), each request as another visitor.
  { name: 'requestAds news pageSize=1', path: API_PATHS.adRequest, minRatio: 0.05, requests: [requestAdsCase] },
  { name: 'recordAdImpression', path: API_PATHS.adRequest, minRatio: 0.02, requests: [impressionCase] },
  // Cash rewards (issue 14): token + pick, each a write (the pick a transaction under the user's
  // lock) on the single-threaded embedded database; 10 connections queue behind each other there.
  {
    name: 'createCashToken+pickCash',
    path: API_PATHS.cashPick,
    minRatio: 0.005,
    maxP99Ms: 2500,
    requests: cashPickPath,
  },
];

async function measure(name: string, urlPath: string, extra: Pick<Case, 'headers' | 'requests'> = {}) {
  const url = `http://127.0.0.1:${PORT}${urlPath}`;
  const options = { url, connections: CONNECTIONS, timeout: BENCH_REQUEST_TIMEOUT_S, ...extra };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const r = await autocannon({ ...options, duration: DURATION_S });
  checkRun(name, r);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

try {
  const baseline = await measure('static JSON (feed page size)', STATIC_PATH);
  const rows = [];
  let parent = '';
  let parentMeasured = false;
  for (const c of CASES) {
    const varies = c.name.startsWith(' ');
    // "  same, ..." rows are matched with the row they vary ("listLatestPosts first=20 same, page cache off").
    parent = varies ? parent : c.name;
    if (!benchWants(varies ? `${parent} ${c.name.trim()}` : c.name)) {
      if (!varies) parentMeasured = false;
      continue;
    }
    if (!varies) parentMeasured = true;
    // Printed under the row it varies, "same" names that row; without it (BENCH_ONLY left it out), it
    // would read as a variant of whatever row came before, so it names its route itself.
    const name = varies && !parentMeasured ? `${parent} (${c.name.trim().replace(/^same, /, '')})` : c.name;
    const extra = { ...(c.headers ? { headers: c.headers } : {}), ...(c.requests ? { requests: c.requests } : {}) };
    rows.push({ ...(await measure(name, c.path, extra)), minRatio: c.minRatio, maxP99Ms: c.maxP99Ms });
  }
  console.log(`\nloopback, ${CONNECTIONS} connections, ${DURATION_S} s each; static body ${bytes} bytes\n`);
  const width = Math.max(30, ...rows.map((r) => r.name.length));
  console.log(`${'route'.padEnd(width)} req/s   p50 ms  p99 ms   ratio  budget`);
  const line = (name: string, rps: number, p50: number, p99: number, ratio: string, budget: string) =>
    console.log(
      `${name.padEnd(width)} ${rps.toFixed(0).padStart(6)} ${String(p50).padStart(7)} ${String(p99).padStart(7)} ${ratio.padStart(7)}  ${budget}`,
    );
  line(baseline.name, baseline.rps, baseline.p50, baseline.p99, '1', '');
  let failed = false;
  for (const r of rows) {
    const ratio = r.rps / baseline.rps;
    const maxP99 = r.maxP99Ms ?? baseline.p99 * MAX_P99_RATIO + 5;
    const over = ratio < r.minRatio || r.p99 > maxP99;
    failed ||= over;
    line(r.name, r.rps, r.p50, r.p99, ratio.toFixed(3), `>= ${r.minRatio}${over ? '  EXCEEDED' : ''}`);
  }
  console.log(failed ? '\nBUDGET EXCEEDED' : '\nwithin budget');
  process.exitCode = failed ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}
