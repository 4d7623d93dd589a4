import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ERROR_CODE } from '@growday/contracts';
import { alive, postgresServer, redisServer, waitFor } from './helpers/services';
import { call, startScaleStack, WEB_ORIGIN, type ScaleStack } from './helpers/stack';

/** Ports 4354-4369 belong to these suites (docs/decisions.md, Scale-out). */
const PORT = 4357;
/** SCALE_PROFILE=long: more users per round (the quick profile runs in CI). Ten rounds either way. */
const LONG = process.env.SCALE_PROFILE === 'long';
const KILL_ROUNDS = 10;
const USERS = LONG ? 24 : 8;

let stack: ScaleStack;
beforeAll(async () => {
  stack = await startScaleStack({ port: PORT, processes: 2 });
});
afterAll(async () => {
  await stack?.stop();
});

type PostPage = { data: { edges: Array<{ node: { id: number } }> } };
const postIds = async (first: number) =>
  (await call(PORT, 'GET', `${API_PATHS.latestPosts}?first=${first}`))
    .json<PostPage>()
    .data.edges.map((e) => e.node.id);

describe('faults: Redis, PostgreSQL, kill -9 and SIGTERM under the clustered API', () => {
  it('Redis stopped: reads and writes keep working on per-process limits, with a logged warning', async () => {
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
    } finally {
      await redisServer.start();
    }
    expect((await call(PORT, 'GET', `${API_PATHS.latestPosts}?first=2&r=back`)).status).toBe(200);
  });

  it('PostgreSQL stopped: 503 in the error envelope within 1 s, /readyz fails; service returns within 10 s of it, without a restart', async () => {
    const cookie = await stack.signIn('fault-db');
    const workersBefore = stack.workers();
    await postgresServer.stop();
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
    } finally {
      await postgresServer.start();
    }
    const back = await waitFor(
      async () => (await call(PORT, 'GET', `${API_PATHS.bookmarks}?first=5`, { cookie })).status === 200,
      10_000,
      'signed-in reads to work again',
    );
    expect(back).toBeLessThan(10_000);
    expect((await call(PORT, 'GET', API_PATHS.readyz)).status).toBe(200);
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
    let cut = 0;
    const attempt = async (fn: () => Promise<void>) => {
      try {
        await fn();
      } catch {
        cut += 1; // the connection died with its process: not acknowledged, so nothing is owed
      }
    };
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      const ip = (i: number) => `198.51.${round}.${i + 1}`;
      const ops = [
        ...users.flatMap((u, i) => [
          attempt(async () => {
            const postId = posts[round * 3 + (i % 3)]!;
            const res = await call(PORT, 'POST', API_PATHS.bookmark, { cookie: u.cookie, body: { postId }, ip: ip(i) });
            if (res.status === 200) acked.bookmarks.push(`${u.name}:${postId}`);
          }),
          // Each writer likes each target once (a second press would take the like back).
          attempt(async () => {
            const commentId = targets[round]!;
            const url = API_PATHS.commentLike.replace(':commentId', String(commentId));
            const res = await call(PORT, 'POST', url, { cookie: u.cookie, ip: ip(i) });
            if (res.status === 200) acked.likes.push(`${u.name}:${commentId}`);
          }),
          attempt(async () => {
            const postId = communityPosts[round]!;
            const vote = i % 2 ? 'down' : 'up';
            const url = API_PATHS.communityPostVote.replace(':id', String(postId));
            const res = await call(PORT, 'PUT', url, { cookie: u.cookie, body: { vote }, ip: ip(i) });
            if (res.status === 200) acked.votes.push(`${u.name}:${postId}:${vote === 'up' ? 1 : -1}`);
          }),
        ]),
        ...commenters.slice(round * 2, round * 2 + 2).map((c, i) =>
          attempt(async () => {
            const res = await call(PORT, 'POST', API_PATHS.comments, {
              cookie: c.cookie,
              body: { postId: posts[round]!, text: `장애 라운드 ${round} 댓글` },
              ip: ip(100 + i),
            });
            if (res.status === 200)
              acked.comments.push(res.json<{ data: { comment: { id: number } } }>().data.comment.id);
          }),
        ),
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
    expect(acked.bookmarks.length + acked.comments.length + acked.likes.length + acked.votes.length).toBeGreaterThan(0);

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
    console.log(
      `kill -9 rounds: ${KILL_ROUNDS}; acknowledged ${acked.bookmarks.length} bookmarks, ${acked.comments.length} comments, ${acked.likes.length} likes, ${acked.votes.length} votes; ${cut} requests cut by a kill`,
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
