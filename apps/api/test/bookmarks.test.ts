import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  bookmarkStateSchema,
  currentUserSchema,
  errorEnvelopeSchema,
  postSchema,
  type BookmarkState,
  type Connection,
  type CurrentUser,
  type Post,
} from '@growday/contracts';
import { bookmarks, postReads, posts } from '../src/db/schema';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
/** The newest seeded posts (feed order), so they sit on the first page of listLatestPosts. */
let newest: number[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ id: posts.id })
    .from(posts)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(40);
  newest = rows.map((r) => r.id);
  if (newest.length < 40) throw new Error('not enough seeded posts');
});
afterAll(() => t.close());

const nth = (i: number): number => {
  const id = newest[i];
  if (id === undefined) throw new Error(`no seeded post #${i}`);
  return id;
};

type Method = 'GET' | 'POST' | 'DELETE';
/** State-changing calls carry the web origin, as a browser on the site would (CSRF check). */
function call(method: Method, url: string, cookie?: string, payload?: object, origin = t.config.webOrigin) {
  return t.app.inject({
    method,
    url,
    headers: { ...(method === 'GET' ? {} : { origin }), ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const add = (cookie: string | undefined, postId: unknown) => call('POST', API_PATHS.bookmark, cookie, { postId });
const remove = (cookie: string | undefined, postId: unknown) => call('DELETE', API_PATHS.bookmark, cookie, { postId });
const click = (cookie: string | undefined, postId: number) => call('POST', apiPath('clickPost', { postId }), cookie);

function stateOf(res: Awaited<ReturnType<typeof call>>): BookmarkState {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { data: BookmarkState } };
  return bookmarkStateSchema.parse(body.data.data);
}

async function expectError(res: Awaited<ReturnType<typeof call>>, status: number, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorEnvelopeSchema.parse(res.json());
  expect(body.error.status).toBe(status);
  if (field) expect(body.error.field).toBe(field);
}

async function storedCount(postId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: posts.bookmarkCount }).from(posts).where(eq(posts.id, postId));
  if (!row) throw new Error(`post ${postId} is gone`);
  return row.n;
}

async function rowsOf(postId: number, userId?: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(bookmarks)
    .where(
      userId === undefined
        ? eq(bookmarks.postId, postId)
        : and(eq(bookmarks.postId, postId), eq(bookmarks.userId, userId)),
    );
  return row?.n ?? 0;
}

async function me(cookie: string): Promise<CurrentUser> {
  const res = await call('GET', API_PATHS.currentUser, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const user = (res.json() as { data: CurrentUser | null }).data;
  if (!user) throw new Error('not signed in');
  return currentUserSchema.parse(user);
}

async function list(path: string, cookie: string | undefined, query = ''): Promise<Connection<Post>> {
  const res = await call('GET', `${path}${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const conn = (res.json() as { data: Connection<Post> }).data;
  for (const e of conn.edges) expect(postSchema.parse(e.node)).toEqual(e.node);
  return conn;
}

const ids = (conn: Connection<Post>) => conn.edges.map((e) => e.node.id);

describe('addBookmark / removeBookmark', () => {
  it('CC-BOOK-13 CC-BOOK-15 POST to the bookmark path with the post id adds it; data.data is the bookmark state', async () => {
    const cookie = await signIn(t.app, 'book_add');
    const postId = nth(30);
    const before = await storedCount(postId);
    const res = await add(cookie, postId);
    expect(res.json()).toEqual({ data: { data: { postId, viewerHasBookmarked: true, bookmarkCount: before + 1 } } });
    expect(await storedCount(postId)).toBe(before + 1);
    expect(await rowsOf(postId)).toBe(1);
  });

  it('adding twice keeps one row and raises the count once', async () => {
    const cookie = await signIn(t.app, 'book_twice');
    const postId = nth(31);
    const before = await storedCount(postId);
    expect(stateOf(await add(cookie, postId)).bookmarkCount).toBe(before + 1);
    expect(stateOf(await add(cookie, postId))).toEqual({
      postId,
      viewerHasBookmarked: true,
      bookmarkCount: before + 1,
    });
    expect(await storedCount(postId)).toBe(before + 1);
    expect(await rowsOf(postId)).toBe(1);
  });

  it('CC-BOOK-14 CC-BOOK-15 DELETE to the same path removes it (once); data.data is the bookmark state', async () => {
    const cookie = await signIn(t.app, 'book_remove');
    const postId = nth(32);
    const before = await storedCount(postId);
    stateOf(await add(cookie, postId));
    const res = await remove(cookie, postId);
    expect(res.json()).toEqual({ data: { data: { postId, viewerHasBookmarked: false, bookmarkCount: before } } });
    expect(stateOf(await remove(cookie, postId))).toEqual({
      postId,
      viewerHasBookmarked: false,
      bookmarkCount: before,
    });
    expect(await storedCount(postId)).toBe(before);
    expect(await rowsOf(postId)).toBe(0);
  });

  it('answers 401 (envelope) to a visitor and changes nothing', async () => {
    const postId = nth(33);
    const before = await storedCount(postId);
    await expectError(await add(undefined, postId), 401);
    await expectError(await remove(undefined, postId), 401);
    expect(await storedCount(postId)).toBe(before);
    expect(await rowsOf(postId)).toBe(0);
  });

  it('answers 404 for an unknown post and 400 naming postId for a malformed or missing one', async () => {
    const cookie = await signIn(t.app, 'book_errors');
    await expectError(await add(cookie, 999999), 404);
    await expectError(await remove(cookie, 999999), 404);
    for (const bad of ['abc', 0, -1, 1.5, 99999999999]) {
      await expectError(await add(cookie, bad), 400, 'postId');
      await expectError(await remove(cookie, bad), 400, 'postId');
    }
    await expectError(await call('POST', API_PATHS.bookmark, cookie, {}), 400, 'postId');
  });

  it('refuses a foreign origin (403) and changes nothing', async () => {
    const cookie = await signIn(t.app, 'book_csrf');
    const postId = nth(34);
    const before = await storedCount(postId);
    await expectError(await call('POST', API_PATHS.bookmark, cookie, { postId }, 'https://evil.example'), 403);
    expect(await storedCount(postId)).toBe(before);
  });
});

describe('getCurrentUser counts', () => {
  it('SH-USER-02 counts bookmarks, unread bookmarks and history; a click marks a bookmark read', async () => {
    const cookie = await signIn(t.app, 'book_counts');
    const [a, b, c] = [nth(20), nth(21), nth(22)];
    expect(await me(cookie)).toMatchObject({
      bookmarkCount: 0,
      unreadBookmarkCount: 0,
      historyCount: 0,
      unreadNotificationCount: 0,
    });
    stateOf(await add(cookie, a));
    stateOf(await add(cookie, b));
    expect(await me(cookie)).toMatchObject({ bookmarkCount: 2, unreadBookmarkCount: 2, historyCount: 0 });

    expect((await click(cookie, a)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ bookmarkCount: 2, unreadBookmarkCount: 1, historyCount: 1 });

    // Opening a post that is not bookmarked only adds history; opening one twice counts once.
    expect((await click(cookie, c)).statusCode).toBe(200);
    expect((await click(cookie, c)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ bookmarkCount: 2, unreadBookmarkCount: 1, historyCount: 2 });

    // Bookmarking again after removing starts unread, even if the post was read before.
    stateOf(await remove(cookie, a));
    expect(await me(cookie)).toMatchObject({ bookmarkCount: 1, unreadBookmarkCount: 1, historyCount: 2 });
    stateOf(await add(cookie, a));
    expect(await me(cookie)).toMatchObject({ bookmarkCount: 2, unreadBookmarkCount: 2, historyCount: 2 });
  });

  it('an anonymous click still counts but enters nobody’s history', async () => {
    const postId = nth(23);
    const [before] = await t.database.db.select({ n: count() }).from(postReads).where(eq(postReads.postId, postId));
    const res = await click(undefined, postId);
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.database.db.select({ n: count() }).from(postReads).where(eq(postReads.postId, postId));
    expect(after?.n).toBe(before?.n);
  });
});

describe('listBookmarks / listHistory', () => {
  it('lists the viewer’s bookmarks newest bookmark first, keyset-paged, and only their own', async () => {
    const alice = await signIn(t.app, 'book_alice');
    const bob = await signIn(t.app, 'book_bob');
    const mine = [nth(10), nth(5), nth(12)];
    for (const id of mine) {
      stateOf(await add(alice, id));
      t.clock.advance(1000);
    }
    stateOf(await add(bob, nth(7)));
    expect((await click(alice, nth(5))).statusCode).toBe(200);

    const all = await list(API_PATHS.bookmarks, alice);
    expect(ids(all)).toEqual([...mine].reverse());
    expect(all.edges.every((e) => e.node.viewerHasBookmarked)).toBe(true);
    expect(all.edges.map((e) => e.node.viewerHasRead)).toEqual([false, true, false]);

    const first = await list(API_PATHS.bookmarks, alice, '?first=2');
    expect(ids(first)).toEqual([nth(12), nth(5)]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list(API_PATHS.bookmarks, alice, `?first=2&after=${first.pageInfo.endCursor ?? ''}`);
    expect(ids(second)).toEqual([nth(10)]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    expect(ids(await list(API_PATHS.bookmarks, bob))).toEqual([nth(7)]);
  });

  it('lists the viewer’s reading history most recent first, only their own', async () => {
    const carol = await signIn(t.app, 'book_carol');
    const dave = await signIn(t.app, 'book_dave');
    for (const id of [nth(3), nth(4), nth(3)]) {
      expect((await click(carol, id)).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    expect((await click(dave, nth(6))).statusCode).toBe(200);
    stateOf(await add(carol, nth(4)));

    const history = await list(API_PATHS.history, carol);
    expect(ids(history)).toEqual([nth(3), nth(4)]);
    expect(history.edges.every((e) => e.node.viewerHasRead)).toBe(true);
    expect(history.edges.map((e) => e.node.viewerHasBookmarked)).toEqual([false, true]);

    const first = await list(API_PATHS.history, carol, '?first=1');
    expect(ids(first)).toEqual([nth(3)]);
    const second = await list(API_PATHS.history, carol, `?first=1&after=${first.pageInfo.endCursor ?? ''}`);
    expect(ids(second)).toEqual([nth(4)]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    expect(ids(await list(API_PATHS.history, dave))).toEqual([nth(6)]);
  });

  it('answers 401 to a visitor and 400 naming after for a bad cursor', async () => {
    await expectError(await call('GET', API_PATHS.bookmarks), 401);
    await expectError(await call('GET', API_PATHS.history), 401);
    const cookie = await signIn(t.app, 'book_cursor');
    await expectError(await call('GET', `${API_PATHS.bookmarks}?after=nope`, cookie), 400, 'after');
    await expectError(await call('GET', `${API_PATHS.history}?after=nope`, cookie), 400, 'after');
  });
});

describe('viewer state on listLatestPosts and getPost', () => {
  it('marks the signed-in viewer’s bookmarked and read posts; the anonymous answer is unchanged', async () => {
    const cookie = await signIn(t.app, 'book_overlay');
    const [marked, read] = [nth(0), nth(1)];
    const url = `${API_PATHS.latestPosts}?first=10`;
    const anonymousBefore = (await call('GET', url)).json() as { data: Connection<Post> };
    stateOf(await add(cookie, marked));
    expect((await click(cookie, read)).statusCode).toBe(200);

    const signedIn = await list(API_PATHS.latestPosts, cookie, '?first=10');
    const node = (id: number) => signedIn.edges.find((e) => e.node.id === id)?.node;
    expect(node(marked)).toMatchObject({ viewerHasBookmarked: true, viewerHasRead: false });
    expect(node(read)).toMatchObject({ viewerHasBookmarked: false, viewerHasRead: true });
    expect(signedIn.edges.filter((e) => e.node.viewerHasBookmarked || e.node.viewerHasRead)).toHaveLength(2);

    // The shared cached page was not touched: a visitor sees no viewer state.
    const anonymousAfter = (await call('GET', url)).json() as { data: Connection<Post> };
    expect(anonymousAfter).toEqual(anonymousBefore);
    for (const e of anonymousAfter.data.edges) {
      expect(e.node).toMatchObject({ viewerHasBookmarked: false, viewerHasRead: false });
    }

    const one = async (id: number, who?: string) =>
      (await list(apiPath('postById', { postId: id }), who)).edges[0]?.node;
    expect(await one(marked, cookie)).toMatchObject({ viewerHasBookmarked: true, viewerHasRead: false });
    expect(await one(read, cookie)).toMatchObject({ viewerHasBookmarked: false, viewerHasRead: true });
    expect(await one(marked)).toMatchObject({ viewerHasBookmarked: false, viewerHasRead: false });

    // Another user sees their own state only.
    const other = await signIn(t.app, 'book_overlay_other');
    expect(await one(marked, other)).toMatchObject({ viewerHasBookmarked: false, viewerHasRead: false });
  });
});

describe('viewer state on the content lists', () => {
  it('listNews, getNews and listPostsBySourceName mark the viewer’s bookmarks and reads; a visitor sees none', async () => {
    const [newsRow] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.type, 'news'))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(1);
    if (!newsRow) throw new Error('no news seeded');
    const newsId = newsRow.id;
    const cookie = await signIn(t.app, 'book_lists');
    stateOf(await add(cookie, newsId));
    expect((await click(cookie, newsId)).statusCode).toBe(200);

    const newsNode = async (who?: string) =>
      (await list(API_PATHS.news, who, '?first=5')).edges.find((e) => e.node.id === newsId)?.node;
    expect(await newsNode(cookie)).toMatchObject({ viewerHasBookmarked: true, viewerHasRead: true });
    expect(await newsNode()).toMatchObject({ viewerHasBookmarked: false, viewerHasRead: false });

    const one = async (who?: string) => (await list(apiPath('newsById', { id: newsId }), who)).edges[0]?.node;
    expect(await one(cookie)).toMatchObject({ viewerHasBookmarked: true, viewerHasRead: true });
    expect(await one()).toMatchObject({ viewerHasBookmarked: false, viewerHasRead: false });

    const source = (await one())?.source.name ?? '';
    const bySource = async (who?: string) =>
      (await list(API_PATHS.postsBySource, who, `?first=50&sourceName=${encodeURIComponent(source)}`)).edges.find(
        (e) => e.node.id === newsId,
      )?.node;
    expect(await bySource(cookie)).toMatchObject({ viewerHasBookmarked: true, viewerHasRead: true });
    expect(await bySource()).toMatchObject({ viewerHasBookmarked: false, viewerHasRead: false });
  });
});

describe('bookmark counts under concurrent load', () => {
  it('30 concurrent adds by 30 users, then 10 concurrent removes: bookmark_count equals the rows', async () => {
    const postId = nth(35);
    expect(await storedCount(postId)).toBe(await rowsOf(postId)); // seeded counts equal their rows too
    const cookies: string[] = [];
    for (let i = 0; i < 30; i++) cookies.push(await signIn(t.app, `book_load_${i}`));

    const added = await Promise.all(cookies.map((c) => add(c, postId)));
    const counts = added.map((res) => stateOf(res).bookmarkCount);
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await storedCount(postId)).toBe(30);
    expect(await rowsOf(postId)).toBe(30);

    const removed = await Promise.all(cookies.slice(0, 10).map((c) => remove(c, postId)));
    for (const res of removed) expect(stateOf(res).viewerHasBookmarked).toBe(false);
    expect(await storedCount(postId)).toBe(20);
    expect(await rowsOf(postId)).toBe(20);
  });

  it('one user hammering add and remove concurrently ends consistent', async () => {
    const postId = nth(36);
    expect(await storedCount(postId)).toBe(await rowsOf(postId)); // seeded counts equal their rows too
    const cookie = await signIn(t.app, 'book_hammer');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? add(cookie, postId) : remove(cookie, postId))),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf(postId);
    expect(rows).toBeLessThanOrEqual(1);
    expect(await storedCount(postId)).toBe(rows);
    const user = await me(cookie);
    expect(user.bookmarkCount).toBe(rows);
  });
});

describe('OpenAPI', () => {
  it('documents the bookmark and history operations at their paths', async () => {
    const doc = (await call('GET', API_PATHS.openapi)).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const op = (path: string, method: string) => doc.paths[path]?.[method]?.operationId;
    expect(op(API_PATHS.bookmark, 'post')).toBe('addBookmark');
    expect(op(API_PATHS.bookmark, 'delete')).toBe('removeBookmark');
    expect(op(API_PATHS.bookmarks, 'get')).toBe('listBookmarks');
    expect(op(API_PATHS.history, 'get')).toBe('listHistory');
  });
});
