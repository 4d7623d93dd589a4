import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  CLICK_POSTS_MAX,
  clickRecordSchema,
  errorEnvelopeSchema,
  ignoreStateSchema,
  type Connection,
  type Post,
} from '@growday/contracts';
import { postIgnores, postReads, posts } from '../src/db/schema';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let newest: number[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ id: posts.id })
    .from(posts)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(30);
  newest = rows.map((r) => r.id);
  if (newest.length < 30) throw new Error('not enough seeded posts');
});
afterAll(() => t.close());

const nth = (i: number): number => newest[i] ?? Number.NaN;

type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, url: string, cookie?: string, payload?: object, origin = t.config.webOrigin) {
  return t.app.inject({
    method,
    url,
    headers: { ...(method === 'GET' ? {} : { origin }), ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function latestIds(cookie: string | undefined, query = '?first=10'): Promise<number[]> {
  const res = await call('GET', `${API_PATHS.latestPosts}${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Connection<Post> }).data.edges.map((e) => e.node.id);
}

async function readRows(userId: number, postIds: number[]): Promise<number> {
  const ids = new Set(postIds);
  const rows = await t.database.db
    .select({ postId: postReads.postId })
    .from(postReads)
    .where(eq(postReads.userId, userId));
  return rows.filter((r) => ids.has(r.postId)).length;
}

async function userIdOf(cookie: string): Promise<number> {
  const res = await call('GET', API_PATHS.currentUser, cookie);
  return (res.json() as { data: { id: number } }).data.id;
}

describe('not interested (/api/v1/posts/ignore)', () => {
  it('SH-API-11 an ignored post leaves the viewer’s feed, stays in everyone else’s, and comes back on undo', async () => {
    const cookie = await signIn(t.app, 'ignore-a');
    const other = await signIn(t.app, 'ignore-b');
    const target = nth(2);
    expect(await latestIds(cookie)).toContain(target);

    const res = await call('POST', API_PATHS.ignorePost, cookie, { postId: target });
    expect(res.statusCode, res.body).toBe(200);
    expect(ignoreStateSchema.parse(res.json().data)).toEqual({ postId: target, viewerHasIgnored: true });
    // Twice is the same as once.
    expect((await call('POST', API_PATHS.ignorePost, cookie, { postId: target })).statusCode).toBe(200);

    expect(await latestIds(cookie)).not.toContain(target);
    expect(await latestIds(other)).toContain(target);
    expect(await latestIds(undefined)).toContain(target);

    const undo = await call('DELETE', API_PATHS.ignorePost, cookie, { postId: target });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(ignoreStateSchema.parse(undo.json().data).viewerHasIgnored).toBe(false);
    expect(await latestIds(cookie)).toContain(target);
  });

  it('SH-API-11 paging past an ignored post neither repeats nor skips another', async () => {
    const cookie = await signIn(t.app, 'ignore-pager');
    const all = await latestIds(cookie, '?first=12');
    const hidden = all[4]!;
    await call('POST', API_PATHS.ignorePost, cookie, { postId: hidden });
    const first = await call('GET', `${API_PATHS.latestPosts}?first=6`, cookie);
    const page1 = (first.json() as { data: Connection<Post> }).data;
    const second = await call(
      'GET',
      `${API_PATHS.latestPosts}?first=6&after=${encodeURIComponent(page1.pageInfo.endCursor!)}`,
      cookie,
    );
    const page2 = (second.json() as { data: Connection<Post> }).data;
    const seen = [...page1.edges, ...page2.edges].map((e) => e.node.id);
    expect(seen).toEqual(all.filter((id) => id !== hidden));
  });

  it('SH-API-11 refusals: signed out 401, unknown post 404, bad id 400 naming postId, foreign origin 403; nothing stored', async () => {
    const cookie = await signIn(t.app, 'ignore-refusals');
    const before = (await t.database.db.select({ n: count() }).from(postIgnores))[0]!.n;

    const signedOut = await call('POST', API_PATHS.ignorePost, undefined, { postId: nth(0) });
    expect(signedOut.statusCode).toBe(401);
    expect(errorEnvelopeSchema.safeParse(signedOut.json()).success).toBe(true);

    expect((await call('POST', API_PATHS.ignorePost, cookie, { postId: 999_999_999 })).statusCode).toBe(404);

    const bad = await call('POST', API_PATHS.ignorePost, cookie, { postId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('postId');

    const crossSite = await call('POST', API_PATHS.ignorePost, cookie, { postId: nth(0) }, 'https://evil.example');
    expect(crossSite.statusCode).toBe(403);

    const after = (await t.database.db.select({ n: count() }).from(postIgnores))[0]!.n;
    expect(after).toBe(before);
  });
});

describe('card clicks (/api/v1/posts/clickPostCard, /api/v1/posts/clickPosts)', () => {
  it('SH-API-11 a card click enters the reader’s history without moving the public click count', async () => {
    const cookie = await signIn(t.app, 'card-reader');
    const userId = await userIdOf(cookie);
    const target = nth(5);
    const [before] = await t.database.db.select({ c: posts.clickCount }).from(posts).where(eq(posts.id, target));

    const res = await call('POST', apiPath('clickPostCard', { postId: target }), cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(clickRecordSchema.parse(res.json().data)).toEqual({ recorded: 1 });
    expect(await readRows(userId, [target])).toBe(1);

    const history = await call('GET', `${API_PATHS.history}?first=5`, cookie);
    expect((history.json() as { data: Connection<Post> }).data.edges[0]?.node.id).toBe(target);

    const [after] = await t.database.db.select({ c: posts.clickCount }).from(posts).where(eq(posts.id, target));
    expect(after!.c).toBe(before!.c);
  });

  it('SH-API-11 a visitor’s card click stores nothing; an unknown post answers 404 to both', async () => {
    const visitor = await call('POST', apiPath('clickPostCard', { postId: nth(6) }));
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data).toEqual({ recorded: 0 });
    expect((await call('POST', apiPath('clickPostCard', { postId: 999_999_999 }))).statusCode).toBe(404);
    const cookie = await signIn(t.app, 'card-unknown');
    expect((await call('POST', apiPath('clickPostCard', { postId: 999_999_999 }), cookie)).statusCode).toBe(404);
  });

  it('SH-API-11 clickPosts records known posts in one request, skips unknown ids and refuses more than the maximum', async () => {
    const cookie = await signIn(t.app, 'batch-reader');
    const userId = await userIdOf(cookie);
    const ids = [nth(10), nth(11), nth(12), nth(10)];
    const res = await call('POST', API_PATHS.clickPosts, cookie, { postIds: [...ids, 999_999_999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ recorded: 3 });
    expect(await readRows(userId, ids)).toBe(3);

    const tooMany = Array.from({ length: CLICK_POSTS_MAX + 1 }, (_, i) => nth(i));
    const refused = await call('POST', API_PATHS.clickPosts, cookie, { postIds: tooMany });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('postIds');
    const empty = await call('POST', API_PATHS.clickPosts, cookie, { postIds: [] });
    expect(empty.statusCode).toBe(400);

    const visitor = await call('POST', API_PATHS.clickPosts, undefined, { postIds: [nth(13)] });
    expect(visitor.json().data).toEqual({ recorded: 0 });
    const rows = await t.database.db
      .select({ n: count() })
      .from(postReads)
      .where(and(eq(postReads.postId, nth(13))));
    expect(rows[0]!.n).toBe(0);
  });
});
