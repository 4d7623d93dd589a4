import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { API_PATHS, apiPath, type CurrentUser, type Reply } from '@growday/contracts';
import { bookmarks, comments, notifications, postReads, posts, users } from '../src/db/schema';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let postIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  postIds = (await t.database.db.select({ id: posts.id }).from(posts).orderBy(desc(posts.id)).limit(40)).map(
    (r) => r.id,
  );
  if (postIds.length < 40) throw new Error('not enough seeded posts');
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

/** Each session calls from an address of its own, as separate people would. */
const addresses = new Map<string, string>();
const addressOf = (cookie: string) => {
  if (!addresses.has(cookie)) addresses.set(cookie, `203.0.113.${addresses.size + 1}`);
  return addresses.get(cookie) ?? '203.0.113.250';
};

/** A call as the website makes it. */
function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object): Promise<Res> {
  return t.app.inject({
    method,
    url,
    remoteAddress: addressOf(cookie),
    headers: { cookie, ...(method === 'GET' ? {} : { origin: t.config.webOrigin }) },
    ...(payload ? { payload } : {}),
  });
}

function ok(res: Res): void {
  expect(res.statusCode, res.body).toBe(200);
}

async function userIdOf(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** What the stored counts replace: COUNT(*) over the rows, as getCurrentUser computed them before. */
async function countedRows(userId: number) {
  const { db } = t.database;
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  return {
    bookmarkCount: await n(db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId))),
    unreadBookmarkCount: await n(
      db
        .select({ n: count() })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), isNull(bookmarks.readAt))),
    ),
    historyCount: await n(db.select({ n: count() }).from(postReads).where(eq(postReads.userId, userId))),
    unreadNotificationCount: await n(
      db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
    ),
  };
}

/** The counts getCurrentUser answers (read from the user row). */
async function answeredCounts(cookie: string) {
  const res = await call('GET', API_PATHS.currentUser, cookie);
  ok(res);
  const me = (res.json() as { data: CurrentUser }).data;
  return {
    bookmarkCount: me.bookmarkCount,
    unreadBookmarkCount: me.unreadBookmarkCount,
    historyCount: me.historyCount,
    unreadNotificationCount: me.unreadNotificationCount,
  };
}

describe('the current user’s counts are stored on the user row and equal the rows', () => {
  it('SH-USER-02 bookmarks, reads and removes under concurrency: each stored count equals its COUNT(*)', async () => {
    const cookie = await signIn(t.app, 'counts_reader');
    const id = await userIdOf('counts_reader');
    const bookmarked = postIds.slice(0, 30);
    const opened = postIds.slice(20, 40);
    // 30 bookmarks (each asked twice) and 20 clicks, all at once; clicks of bookmarked posts mark them read.
    await Promise.all([
      ...[...bookmarked, ...bookmarked].map((postId) => call('POST', API_PATHS.bookmark, cookie, { postId })),
      ...opened.map((postId) => call('POST', apiPath('clickPost', { postId }), cookie)),
    ]).then((all) => all.forEach(ok));
    const mid = await countedRows(id);
    expect(mid.bookmarkCount).toBe(30);
    expect(mid.historyCount).toBe(20);
    expect(await answeredCounts(cookie)).toEqual(mid);

    // Then removes, re-adds, repeated clicks and clicks of still-unread bookmarks, all at once.
    await Promise.all([
      ...postIds.slice(0, 10).map((postId) => call('DELETE', API_PATHS.bookmark, cookie, { postId })),
      ...postIds.slice(5, 10).map((postId) => call('POST', API_PATHS.bookmark, cookie, { postId })),
      ...postIds.slice(10, 25).map((postId) => call('POST', apiPath('clickPost', { postId }), cookie)),
      ...opened.map((postId) => call('POST', apiPath('clickPost', { postId }), cookie)),
    ]).then((all) => all.forEach(ok));
    const after = await countedRows(id);
    expect(after.historyCount).toBe(30);
    expect(await answeredCounts(cookie)).toEqual(after);
    expect(after.unreadBookmarkCount).toBeLessThan(after.bookmarkCount);
  });

  it('notifications written, read and deleted under concurrency: the stored unread count equals its COUNT(*)', async () => {
    const owner = await signIn(t.app, 'counts_owner');
    const ownerId = await userIdOf('counts_owner');
    const [postId = 0] = postIds;
    const created = await call('POST', `${API_PATHS.comments}?postId=${postId}`, owner, { postId, text: 'root' });
    ok(created);
    const root = (created.json() as { data: { comment: Reply } }).data.comment;
    const actors = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(t.app, `counts_actor${i}`)));

    // 20 replies and 20 likes (each liked, unliked and liked again: one notification per liker).
    const like = (cookie: string) => call('POST', apiPath('commentLike', { commentId: root.id }), cookie);
    await Promise.all([
      ...actors.map((cookie) =>
        call('POST', `${API_PATHS.comments}?postId=${postId}`, cookie, { postId, text: 'reply', parentId: root.id }),
      ),
      ...actors.map(async (cookie) => {
        for (let i = 0; i < 3; i++) ok(await like(cookie));
      }),
    ]).then((all) => all.forEach((res) => res && ok(res)));
    const written = await countedRows(ownerId);
    expect(written.unreadNotificationCount).toBe(40);
    expect((await answeredCounts(owner)).unreadNotificationCount).toBe(40);

    // Reading some by id, then all, while more arrive: the count follows every statement.
    const ids = (
      await t.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, ownerId))
        .limit(15)
    ).map((r) => r.id);
    const late = await Promise.all(Array.from({ length: 5 }, (_, i) => signIn(t.app, `counts_late${i}`)));
    const reads = await Promise.all([
      call('POST', API_PATHS.notificationsRead, owner, { ids: ids.slice(0, 5) }),
      call('POST', API_PATHS.notificationsRead, owner, { ids: ids.slice(3, 15) }),
      ...late.map((cookie) => like(cookie)),
    ]);
    reads.forEach(ok);
    const afterReads = await countedRows(ownerId);
    expect(afterReads.unreadNotificationCount).toBe(40 - 15 + 5);
    expect(await answeredCounts(owner)).toEqual(afterReads);
    const marked = await call('POST', API_PATHS.notificationsRead, owner, { ids: [] });
    ok(marked);
    expect((marked.json() as { data: { unreadNotificationCount: number } }).data.unreadNotificationCount).toBe(30);

    // A comment removed for good takes its notifications with it (a cascade the app never sees).
    // The reply is one whose notification is still unread: the 15 read above are whichever rows
    // the database returned first, so an arbitrary reply could carry an already-read one.
    const [oneReply] = await t.database.db
      .select({ id: notifications.commentId })
      .from(notifications)
      .where(and(eq(notifications.userId, ownerId), eq(notifications.kind, 'reply'), isNull(notifications.readAt)))
      .limit(1);
    if (!oneReply) throw new Error('no unread reply notification stored');
    await t.database.db.delete(comments).where(eq(comments.id, oneReply.id));
    const afterDelete = await countedRows(ownerId);
    expect(afterDelete.unreadNotificationCount).toBe(29);
    expect(await answeredCounts(owner)).toEqual(afterDelete);
  });

  it('deleting a post cascades to bookmarks, history and notifications, and every stored count follows', async () => {
    const cookie = await signIn(t.app, 'counts_reader');
    const readerId = await userIdOf('counts_reader');
    const ownerId = await userIdOf('counts_owner');
    // The first carries the owner's notifications; the reader bookmarked and opened the second.
    const gone = [postIds[0] ?? 0, postIds[20] ?? 0];
    const before = await countedRows(readerId);
    await t.database.db.delete(posts).where(inArray(posts.id, gone));
    const reader = await countedRows(readerId);
    const owner = await countedRows(ownerId);
    expect(reader.historyCount).toBe(before.historyCount - 1);
    expect(reader.bookmarkCount).toBe(before.bookmarkCount - 1);
    expect(owner.unreadNotificationCount).toBe(0);
    expect(await answeredCounts(cookie)).toEqual(reader);
    const [stored] = await t.database.db
      .select({ n: users.unreadNotificationCount })
      .from(users)
      .where(eq(users.id, ownerId));
    expect(stored?.n).toBe(owner.unreadNotificationCount);
  });

  it('a count can never go below zero (check constraint)', async () => {
    const id = await userIdOf('counts_reader');
    await expect(t.database.db.execute(sql`update users set bookmark_count = -1 where id = ${id}`)).rejects.toThrow();
  });
});
