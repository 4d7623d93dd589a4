import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  apiPath,
  COMMENTS_PAGE_SIZE,
  COPY,
  ERROR_CODE,
  POST_CACHE_TTL_MS,
  RATE_LIMITS,
  ROUTES,
} from '@growday/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/stack';
import { alive, postgresServer, redisServer, waitFor } from './helpers/services';
import { call, startScaleStack, WEB_ORIGIN, type ScaleStack } from './helpers/stack';
import { startWebsite, type Website } from './helpers/website';

/**
 * Ports 4354-4369 belong to these suites (docs/decisions.md, Scale-out): the API here, and the
 * website on the web origin the stack's API expects. SCALE_FAULTS_PORT / SCALE_FAULTS_WEB_PORT
 * move them when another run holds those ports.
 */
const PORT = Number(process.env.SCALE_FAULTS_PORT ?? 4357);
const WEB_PORT = Number(process.env.SCALE_FAULTS_WEB_PORT ?? new URL(WEB_ORIGIN).port);
/** SCALE_PROFILE=long: more users per round (the quick profile runs in CI). Ten rounds either way. */
const LONG = process.env.SCALE_PROFILE === 'long';
const KILL_ROUNDS = 10;
const USERS = LONG ? 24 : 8;
const SCALE_PROFILE_NAME = LONG ? 'long profile' : 'quick profile';
/**
 * How long a client keeps retrying one write. A round may kill the only process still serving
 * (its replacement from the previous round may not be up yet), and a fresh one takes seconds to
 * tens of seconds to start on a loaded machine.
 */
const RETRY_FOR_MS = 90_000;

let stack: ScaleStack;
let website: Website;
let browser: Browser;
beforeAll(async () => {
  // The website's tenant sync needs one of the API's publisher tokens.
  const token = randomBytes(24).toString('base64url');
  stack = await startScaleStack({ port: PORT, processes: 2, env: { PUBLISHER_ACCESS_TOKENS: token } });
  [website, browser] = await Promise.all([
    startWebsite({ port: WEB_PORT, apiPort: PORT, serviceAccessToken: token }),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await website?.stop();
  await stack?.stop();
});

type PostPage = { data: { edges: Array<{ node: { id: number } }> } };
const postIds = async (first: number) =>
  (await call(PORT, 'GET', `${API_PATHS.latestPosts}?first=${first}`))
    .json<PostPage>()
    .data.edges.map((e) => e.node.id);

describe('faults: Redis, PostgreSQL, kill -9 and SIGTERM under the clustered API', () => {
  it('Redis stopped: reads and writes keep working, abuse limits still hold per process, with a logged warning', async () => {
    const cookie = await stack.signIn('fault-redis');
    const posts = await postIds(4);
    await redisServer.stop();
    try {
      for (let i = 0; i < 4; i += 1) {
        expect((await call(PORT, 'GET', `${API_PATHS.latestPosts}?first=2&r=${i}`)).status).toBe(200);
        const bookmarked = await call(PORT, 'POST', API_PATHS.bookmark, { cookie, body: { postId: posts[i] } });
        expect(bookmarked.status).toBe(200);
      }
      await waitFor(
        () => stack.logs.some((l) => l.level === 40 && l.msg.startsWith('Redis unreachable')),
        5_000,
        'the Redis warning in the log',
      );
      // Limits still hold, counted in each process's memory: at most `limit` per process, so
      // 2 x limit + 1 requests over the two processes meet a 429 (before any, the first `limit` pass).
      const limited = await stack.signIn('fault-redis-limited');
      const limit = RATE_LIMITS.profileUpdate.perUser!.max;
      const statuses: number[] = [];
      for (let i = 0; i <= 2 * limit; i += 1) {
        const url = `${API_PATHS.currentUser}?redis-down=${i}`;
        statuses.push((await call(PORT, 'PUT', url, { cookie: limited, ip: `203.0.113.${i + 10}` })).status);
      }
      expect(statuses.slice(0, limit).every((st) => st !== 429 && st < 500)).toBe(true);
      expect(statuses).toContain(429);
      expect(statuses.filter((st) => st !== 429).length).toBeLessThanOrEqual(2 * limit);
    } finally {
      await redisServer.start();
    }
    expect((await call(PORT, 'GET', `${API_PATHS.latestPosts}?first=2&r=back`)).status).toBe(200);
  });

  it('a post kept while Redis was down, whose bookmark message was lost, is read again in every process once Redis returns', async () => {
    const cookie = await stack.signIn('fault-redis-missed');
    const [postId] = await postIds(1);
    type PostAnswer = { data: { edges: Array<{ node: { bookmarkCount: number } }> } };
    const read = async (i: number) =>
      (await call(PORT, 'GET', `${apiPath('postById', { postId: postId! })}?missed=${i}`)).json<PostAnswer>().data
        .edges[0]!.node.bookmarkCount;
    const readAll = async (from: number) => Promise.all(Array.from({ length: 6 }, (_, i) => read(from + i)));
    await redisServer.stop();
    let keptAt: number;
    let before: number;
    try {
      // Both processes keep the post; the bookmark's message to the other one is lost (no Redis).
      const kept = await readAll(0);
      keptAt = Date.now();
      before = kept[0]!;
      expect(new Set(kept)).toEqual(new Set([before]));
      expect((await call(PORT, 'POST', API_PATHS.bookmark, { cookie, body: { postId } })).status).toBe(200);
      expect(await readAll(10)).toContain(before);
    } finally {
      const mark = stack.logs.length;
      await redisServer.start();
      await waitFor(
        () =>
          stack.logs.slice(mark).filter((l) => l.msg === 'Redis reachable again' && l.role === 'subscriber').length >=
          2,
        10_000,
        'both subscribers back',
      );
    }
    // Back before the kept copy expired: only the subscriber's emptying on its return makes it fresh.
    expect(Date.now() - keptAt).toBeLessThan(POST_CACHE_TTL_MS);
    expect(new Set(await readAll(20))).toEqual(new Set([before + 1]));
  });

  it('PostgreSQL stopped: 503 in the error envelope within 1 s, /readyz fails, the website shows its friendly Korean page; service and pages return within 10 s of it, without a restart', async () => {
    const cookie = await stack.signIn('fault-db');
    const workersBefore = stack.workers();
    const page = await browser.newPage();
    const latest = page.getByRole('heading', { name: COPY.feed.latest, exact: true });
    const downHeading = page.getByRole('heading', { name: COPY.serviceDown.heading });
    const first = await page.goto(`${website.origin}/`);
    expect(first?.status()).toBe(200);
    await expect.poll(() => latest.isVisible(), { timeout: 15_000 }).toBe(true);
    await postgresServer.stop();
    let databaseBack = 0;
    try {
      for (let i = 0; i < 4; i += 1) {
        const started = Date.now();
        const res = await call(PORT, 'GET', `${API_PATHS.bookmarks}?first=5&d=${i}`, { cookie });
        expect(Date.now() - started).toBeLessThan(1000);
        expect(res.status).toBe(503);
        expect(res.json()).toEqual({
          error: {
            status: 503,
            code: ERROR_CODE.unavailable,
            message: expect.any(String),
            // The envelope names the request for the logs (issue 17 item 5).
            requestId: res.headers['x-request-id'],
          },
        });
      }
      expect((await call(PORT, 'GET', API_PATHS.readyz)).status).toBe(503);

      // A visitor opening the site now: the friendly page, in Korean, with no stack and no blank screen.
      const down = await page.goto(`${website.origin}/`);
      expect(down?.status()).toBe(503);
      expect(down?.headers()['retry-after']).toMatch(/^\d+$/);
      await expect.poll(() => downHeading.isVisible()).toBe(true);
      const text = await page.locator('body').innerText();
      expect(text).toContain(COPY.serviceDown.body);
      expect(text).not.toMatch(/Error|ECONN|at \S+\.js|Internal Server Error|Application error/);
      // Every page, not only the home page.
      const other = await fetch(`${website.origin}${ROUTES.best}`, { headers: { accept: 'text/html' } });
      expect(other.status).toBe(503);
      expect(await other.text()).toContain(COPY.serviceDown.heading);
    } finally {
      await postgresServer.start();
      databaseBack = Date.now();
    }
    const back = await waitFor(
      async () => (await call(PORT, 'GET', `${API_PATHS.bookmarks}?first=5`, { cookie })).status === 200,
      10_000,
      'signed-in reads to work again',
    );
    expect(back).toBeLessThan(10_000);
    expect((await call(PORT, 'GET', API_PATHS.readyz)).status).toBe(200);
    // The page left open reloads by itself and shows the real site again, nobody touching it.
    await expect.poll(() => latest.isVisible(), { timeout: 10_000, interval: 100 }).toBe(true);
    const pageBack = Date.now() - databaseBack;
    expect(pageBack).toBeLessThan(10_000);
    expect(await downHeading.isVisible()).toBe(false);
    await page.close();
    console.log(`database back: API reads after ${back} ms, the open page after ${pageBack} ms`);
    // The same processes: nothing was restarted.
    expect(stack.workers()).toEqual(workersBefore);
  });

  it(`${KILL_ROUNDS} rounds of kill -9 of an API process under writes (bookmarks, comments, votes, reactions): no acknowledged write is lost and every counter equals its rows`, async () => {
    const signInAll = (prefix: string, n: number) =>
      Promise.all(
        Array.from({ length: n }, async (_, i) => ({
          name: `${prefix}-${i}`,
          cookie: await stack.signIn(`${prefix}-${i}`),
        })),
      );
    const users = await signInAll('fault-writer', USERS);
    // One comment per writer per minute (the comment interval): each round's comments come from writers of its own.
    const commenters = await signInAll('fault-commenter', KILL_ROUNDS * 2);
    const posts = await postIds(KILL_ROUNDS * 3);
    const communityPosts = (
      await stack.db.query<{ id: number }>('select id from community_posts order by id limit $1', [KILL_ROUNDS])
    ).rows.map((r) => r.id);
    expect(communityPosts).toHaveLength(KILL_ROUNDS);
    // The demo seed gives community posts vote counts without vote rows; what must hold is that each
    // counter moved exactly as its rows did, so the difference between them is the same afterwards.
    const voteOffsets = async () =>
      (
        await stack.db.query(
          `select p.id,
             p.up_count - (select count(*) from community_post_votes v where v.post_id = p.id and v.value = 1) as up,
             p.down_count - (select count(*) from community_post_votes v where v.post_id = p.id and v.value = -1) as down
           from community_posts p where p.id = any($1) order by p.id`,
          [communityPosts],
        )
      ).rows;
    const offsetsBefore = await voteOffsets();
    // Comments to react to, written before the faults begin.
    const authors = await signInAll('fault-author', KILL_ROUNDS);
    const targets: number[] = [];
    for (const author of authors) {
      const res = await call(PORT, 'POST', API_PATHS.comments, {
        cookie: author.cookie,
        body: { postId: posts[0], text: `반응 대상 댓글 ${author.name}` },
      });
      expect(res.status).toBe(200);
      targets.push(res.json<{ data: { comment: { id: number } } }>().data.comment.id);
    }

    const acked = {
      bookmarks: [] as string[],
      comments: [] as number[],
      likes: [] as string[],
      votes: [] as string[],
    };
    let intended = 0;
    let cut = 0;
    let retried = 0;
    /**
     * What a real client does when its request is cut (the socket resets, no answer comes): it
     * cannot know whether the write happened, so it asks again. `once` is one try: it answers
     * 'done' when the write is acknowledged (or found done), `{ again: why }` to retry. Idempotent writes
     * (bookmark, vote) simply repeat; the others check first (comments, likes).
     */
    type Outcome = 'done' | { again: string };
    const asAClient = async (once: (retry: boolean) => Promise<Outcome>) => {
      intended += 1;
      const deadline = Date.now() + RETRY_FOR_MS;
      let lastProblem = '';
      for (let tryNo = 0; ; tryNo += 1) {
        try {
          const outcome = await once(tryNo > 0);
          if (outcome === 'done') return;
          lastProblem = outcome.again;
        } catch (err) {
          cut += 1; // the connection died with its process: not acknowledged, so the client retries
          lastProblem = String(err);
        }
        if (Date.now() > deadline)
          throw new Error(`a write was still unacknowledged after ${tryNo + 1} tries: ${lastProblem}`);
        retried += 1;
        // Backoff as a client's: growing, capped at a second.
        await new Promise((r) => setTimeout(r, Math.min(1000, 150 * (tryNo + 1))));
      }
    };
    /** An answer that acknowledged nothing (a 503 while a process starts, say): the client tries again. */
    const again = (res: { status: number; body: string }): Outcome => ({
      again: `answered ${res.status}: ${res.body.slice(0, 200)}`,
    });
    type CommentPage = { data: { comments: Array<{ id: number; viewerHasLiked: boolean }> } };
    const likedByViewer = async (cookie: string, commentId: number, ip: string) => {
      const res = await call(PORT, 'GET', `${API_PATHS.comments}?postId=${posts[0]}&first=${COMMENTS_PAGE_SIZE}`, {
        cookie,
        ip,
      });
      if (res.status !== 200) throw new Error(`comment list answered ${res.status}`);
      return res.json<CommentPage>().data.comments.some((c) => c.id === commentId && c.viewerHasLiked);
    };
    type OwnComments = { data: { edges: Array<{ node: { id: number; text: string } }> } };
    const ownComment = async (cookie: string, text: string, ip: string) => {
      const res = await call(PORT, 'GET', `${API_PATHS.userComments}?first=5`, { cookie, ip });
      if (res.status !== 200) throw new Error(`own comments answered ${res.status}`);
      return res.json<OwnComments>().data.edges.find((e) => e.node.text === text)?.node.id;
    };

    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      const ip = (i: number) => `198.51.${round}.${i + 1}`;
      const ops = [
        ...users.flatMap((u, i) => [
          // Bookmarking is idempotent: the client repeats it.
          asAClient(async () => {
            const postId = posts[round * 3 + (i % 3)]!;
            const res = await call(PORT, 'POST', API_PATHS.bookmark, { cookie: u.cookie, body: { postId }, ip: ip(i) });
            if (res.status !== 200) return again(res);
            acked.bookmarks.push(`${u.name}:${postId}`);
            return 'done';
          }),
          // A press toggles (a second press would take the like back): after a cut the client
          // first looks whether its like is there, and presses again only when it is not.
          asAClient(async (retry) => {
            const commentId = targets[round]!;
            if (retry && (await likedByViewer(u.cookie, commentId, ip(i)))) {
              acked.likes.push(`${u.name}:${commentId}`);
              return 'done';
            }
            const url = API_PATHS.commentLike.replace(':commentId', String(commentId));
            const res = await call(PORT, 'POST', url, { cookie: u.cookie, ip: ip(i) });
            if (res.status !== 200) return again(res);
            acked.likes.push(`${u.name}:${commentId}`);
            return 'done';
          }),
          // A vote is set, not toggled: the client repeats it.
          asAClient(async () => {
            const postId = communityPosts[round]!;
            const vote = i % 2 ? 'down' : 'up';
            const url = API_PATHS.communityPostVote.replace(':id', String(postId));
            const res = await call(PORT, 'PUT', url, { cookie: u.cookie, body: { vote }, ip: ip(i) });
            if (res.status !== 200) return again(res);
            acked.votes.push(`${u.name}:${postId}:${vote === 'up' ? 1 : -1}`);
            return 'done';
          }),
        ]),
        // A comment repeated would be a second comment: after a cut the client looks for its own
        // comment first and writes it again only when it is not there.
        ...commenters.slice(round * 2, round * 2 + 2).map((c, i) => {
          const text = `장애 라운드 ${round} 댓글 ${c.name}`;
          return asAClient(async (retry) => {
            const found = retry ? await ownComment(c.cookie, text, ip(100 + i)) : undefined;
            if (found !== undefined) {
              acked.comments.push(found);
              return 'done';
            }
            const res = await call(PORT, 'POST', API_PATHS.comments, {
              cookie: c.cookie,
              body: { postId: posts[round]!, text },
              ip: ip(100 + i),
            });
            if (res.status !== 200) return again(res);
            acked.comments.push(res.json<{ data: { comment: { id: number } } }>().data.comment.id);
            return 'done';
          });
        }),
      ];
      await new Promise((r) => setTimeout(r, 30 + ((round * 37) % 120)));
      const living = stack.workers();
      const victim = living[round % Math.max(1, living.length)];
      if (victim) process.kill(victim, 'SIGKILL');
      await Promise.all(ops);
      await waitFor(() => stack.workers().length >= 1, 60_000, 'an API process to serve');
    }
    // Everything settles once both processes are back.
    await waitFor(() => stack.workers().length >= 2, 120_000, 'both API processes to be back');
    // Every client got its write acknowledged in the end, retrying through the kills.
    expect(acked.bookmarks.length + acked.comments.length + acked.likes.length + acked.votes.length).toBe(intended);
    expect(new Set(acked.likes).size).toBe(acked.likes.length);
    expect(new Set(acked.comments).size).toBe(acked.comments.length);

    const { db } = stack;
    const rowsOf = async (sql: string) => new Set((await db.query<{ k: string }>(sql)).rows.map((r) => r.k));
    const bookmarkRows = await rowsOf(
      `select u.username || ':' || b.post_id as k from bookmarks b join users u on u.id = b.user_id`,
    );
    for (const key of acked.bookmarks) expect(bookmarkRows).toContain(key);
    const commentRows = await rowsOf('select id::text as k from comments');
    for (const id of acked.comments) expect(commentRows).toContain(String(id));
    const likeRows = await rowsOf(
      `select u.username || ':' || r.comment_id as k from comment_reactions r join users u on u.id = r.user_id where r.kind = 'like'`,
    );
    for (const key of acked.likes) expect(likeRows).toContain(key);
    const voteRows = await rowsOf(
      `select u.username || ':' || v.post_id || ':' || v.value as k from community_post_votes v join users u on u.id = v.user_id`,
    );
    for (const key of acked.votes) expect(voteRows).toContain(key);

    // Every stored counter equals the rows it counts.
    const mismatches = await db.query(`
      select 'post bookmarks' as counter, p.id from posts p
        where p.bookmark_count <> (select count(*) from bookmarks b where b.post_id = p.id)
      union all
      select 'post comments', p.id from posts p
        where p.comment_count <> (select count(*) from comments c
          where c.post_id = p.id and not c.is_deleted and c.status = 'ACTIVE')
      union all
      select 'user bookmarks', u.id from users u
        where u.bookmark_count <> (select count(*) from bookmarks b where b.user_id = u.id)
      union all
      select 'comment reactions', c.id from comments c
        where c.like_count <> (select count(*) from comment_reactions r where r.comment_id = c.id and r.kind = 'like')
        or c.dislike_count <> (select count(*) from comment_reactions r where r.comment_id = c.id and r.kind = 'dislike')
`);
    expect(mismatches.rows).toEqual([]);
    expect(await voteOffsets()).toEqual(offsetsBefore);
    // Exactly one comment per commenter per round: a retry never wrote a second one.
    const roundComments = await db.query<{ n: string }>(
      `select count(*) as n from comments c join users u on u.id = c.user_id where u.username like 'fault-commenter-%'`,
    );
    expect(Number(roundComments.rows[0]!.n)).toBe(KILL_ROUNDS * 2);
    console.log(
      `kill -9 rounds: ${KILL_ROUNDS} (${SCALE_PROFILE_NAME}); acknowledged ${acked.bookmarks.length} bookmarks, ${acked.comments.length} comments, ${acked.likes.length} likes, ${acked.votes.length} votes of ${intended} writes; ${cut} requests cut by a kill, ${retried} retries`,
    );
    // Each kill is followed by a fresh process's start (seconds each on a busy machine).
  }, 600_000);

  it('SIGTERM: the request in flight finishes, new requests go to the other process, and the process exits within its deadline', async () => {
    await waitFor(() => stack.workers().length >= 2, 120_000, 'both API processes');
    const cookie = await stack.signIn('fault-drain');
    const [postId] = await postIds(1);
    const body = JSON.stringify({ postId, text: '종료 중에도 끝까지 저장되는 댓글' });
    // A request whose body arrives slowly: it is in flight when the signal comes.
    const req = http.request({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: `${API_PATHS.comments}?drain=1`,
      agent: false,
      headers: {
        origin: WEB_ORIGIN,
        cookie,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 10));
    const serving = await waitFor(
      () => stack.logs.some((l) => l.msg === 'incoming request' && l.req?.url?.includes('drain=1')),
      10_000,
      'the slow request to arrive',
    ).then(() => stack.logs.find((l) => l.msg === 'incoming request' && l.req?.url?.includes('drain=1'))!.pid);

    const signalledAt = Date.now();
    process.kill(serving, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 4; i += 1) {
      expect((await call(PORT, 'GET', `${API_PATHS.latestPosts}?first=1&after-term=${i}`)).status).toBe(200);
    }
    req.end(body.slice(10));
    const finished = await answer;
    expect(finished.status).toBe(200);
    const id = (JSON.parse(finished.body) as { data: { comment: { id: number } } }).data.comment.id;
    expect((await stack.db.query('select 1 from comments where id = $1', [id])).rowCount).toBe(1);
    // SHUTDOWN_GRACE_SECONDS=3 in this stack; the process is gone by then (and a new one replaces it).
    await waitFor(() => !alive(serving), 4_000, 'the signalled process to exit');
    expect(Date.now() - signalledAt).toBeLessThan(4_000);
    expect(stack.logs.some((l) => l.pid === serving && l.msg === 'shutting down')).toBe(true);
  });
});
