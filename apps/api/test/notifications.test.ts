import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, notificationSchema, type Connection, type Notification, type Reply } from '@growday/contracts';
import { commentCalls, dataOf, expectError, RATE_WINDOW_MS, seededPostIds } from './helpers/comment-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof commentCalls>;
let postId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = commentCalls(t);
  [postId = 0] = await seededPostIds(t, 1);
});
afterAll(() => t.close());

async function create(cookie: string, body: { postId: number; text: string; parentId?: number }): Promise<Reply> {
  t.clock.advance(RATE_WINDOW_MS);
  return dataOf<{ comment: Reply }>(await api.create(cookie, body)).comment;
}

async function notificationsOf(cookie: string, query = ''): Promise<Connection<Notification>> {
  const conn = dataOf<Connection<Notification>>(await api.call('GET', `${API_PATHS.notifications}${query}`, cookie));
  for (const e of conn.edges) notificationSchema.parse(e.node);
  return conn;
}

/** The header badge's number, as the shell reads it (gqlCurrentUser). */
async function unread(cookie: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.graphql,
    headers: { origin: t.config.webOrigin, cookie },
    payload: {
      operationName: 'gqlCurrentUser',
      query: 'query gqlCurrentUser { currentUser { unreadNotificationCount } }',
    },
  });
  return (res.json() as { data: { currentUser: { unreadNotificationCount: number } } }).data.currentUser
    .unreadNotificationCount;
}

describe('notifications', () => {
  it('a reply by someone else notifies the comment’s writer; replying to your own comment does not', async () => {
    const [owner, other] = await Promise.all(['noti-owner', 'noti-other'].map((u) => signIn(t.app, u)));
    if (!owner || !other) throw new Error('sign-in failed');
    const root = await create(owner, { postId, text: 'root' });
    await create(owner, { postId, text: 'my own reply', parentId: root.id });
    expect((await notificationsOf(owner)).edges).toHaveLength(0);
    const reply = await create(other, { postId, text: 'hello there', parentId: root.id });
    const list = await notificationsOf(owner);
    expect(list.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        kind: 'reply',
        commentId: reply.id,
        text: 'hello there',
        actor: expect.objectContaining({ username: 'noti-other' }),
        post: expect.objectContaining({ id: postId }),
        isRead: false,
      }),
    ]);
    expect((await notificationsOf(other)).edges).toHaveLength(0);
  });

  it('a like by someone else notifies once per liker; your own like, unlike and dislike do not', async () => {
    const [owner, fan, hater] = await Promise.all(
      ['like-owner', 'like-fan', 'like-hater'].map((u) => signIn(t.app, u)),
    );
    if (!owner || !fan || !hater) throw new Error('sign-in failed');
    const c = await create(owner, { postId, text: 'likeable' });
    dataOf(await api.like(owner, c.id));
    dataOf(await api.dislike(hater, c.id));
    expect((await notificationsOf(owner)).edges).toHaveLength(0);

    dataOf(await api.like(fan, c.id));
    dataOf(await api.like(fan, c.id)); // unlike
    dataOf(await api.like(fan, c.id)); // like again: still one notification
    const list = await notificationsOf(owner);
    expect(list.edges.map((e) => [e.node.kind, e.node.commentId, e.node.actor.username])).toEqual([
      ['like', c.id, 'like-fan'],
    ]);
  });

  it('lists newest first with pagination and marks read; the unread count follows', async () => {
    const [owner, a, b, c] = await Promise.all(
      ['page-owner', 'page-a', 'page-b', 'page-c'].map((u) => signIn(t.app, u)),
    );
    if (!owner || !a || !b || !c) throw new Error('sign-in failed');
    const root = await create(owner, { postId, text: 'popular' });
    const replies: number[] = [];
    for (const u of [a, b, c]) replies.push((await create(u, { postId, text: 'reply', parentId: root.id })).id);

    const first = await notificationsOf(owner, '?first=2');
    expect(first.edges.map((e) => e.node.commentId)).toEqual([replies[2], replies[1]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await notificationsOf(owner, `?first=2&after=${encodeURIComponent(first.pageInfo.endCursor ?? '')}`);
    expect(second.edges.map((e) => e.node.commentId)).toEqual([replies[0]]);

    const unreadBefore = await unread(owner);
    expect(unreadBefore).toBe(3);
    // getCurrentUser (the header badge's other source) counts the same rows.
    const me = dataOf<{ unreadNotificationCount: number }>(await api.call('GET', API_PATHS.currentUser, owner));
    expect(me.unreadNotificationCount).toBe(3);
    const oneId = first.edges[0]?.node.id ?? 0;
    const marked = dataOf<{ unreadNotificationCount: number }>(
      await api.call('POST', API_PATHS.notificationsRead, owner, { ids: [oneId] }),
    );
    expect(marked.unreadNotificationCount).toBe(2);
    expect((await notificationsOf(owner)).edges.find((e) => e.node.id === oneId)?.node.isRead).toBe(true);

    // Someone else's ids change nothing for them.
    dataOf(await api.call('POST', API_PATHS.notificationsRead, a, { ids: [oneId] }));
    const all = dataOf<{ unreadNotificationCount: number }>(
      await api.call('POST', API_PATHS.notificationsRead, owner, {}),
    );
    expect(all.unreadNotificationCount).toBe(0);
    expect(await unread(owner)).toBe(0);
  });

  it('answers 401 signed out', async () => {
    expectError(await api.call('GET', API_PATHS.notifications), 401);
    expectError(await api.call('POST', API_PATHS.notificationsRead, undefined, {}), 401);
  });
});
