import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  COMMENT_MAX_LENGTH,
  commentListSchema,
  COPY,
  ERROR_CODE,
  HIGHLY_COMMENTED_THRESHOLD,
  replySchema,
  userCommentSchema,
  type Connection,
  type Reply,
  type UserComment,
} from '@growday/contracts';
import { comments } from '../src/db/schema';
import {
  commentCalls,
  commentCountOf,
  dataOf,
  expectError,
  findComment,
  listOf,
  RATE_WINDOW_MS,
  seededPostIds,
  signInAnonymous,
  userIdOf,
} from './helpers/comment-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof commentCalls>;
let postIds: number[];
const post = (i: number): number => {
  const id = postIds[i];
  if (id === undefined) throw new Error(`no post #${i}`);
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  api = commentCalls(t);
  postIds = await seededPostIds(t, 12);
});
afterAll(() => t.close());

/** Each call is a new minute, so one user may comment again. */
function nextMinute() {
  t.clock.advance(RATE_WINDOW_MS);
}

async function create(cookie: string, body: { postId: number; text: string; parentId?: number }): Promise<Reply> {
  nextMinute();
  const created = dataOf<{ comment: Reply; commentCount: number }>(await api.create(cookie, body));
  return replySchema.parse(created.comment);
}

async function storedComments(postId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(comments).where(eq(comments.postId, postId));
  return row?.n ?? 0;
}

describe('listComments', () => {
  it('CC-COM-14 CC-COM-15 answers data.comments, totalCommentCount and isHighlyCommented for postId, first=100, orderBy', async () => {
    const alice = await signIn(t.app, 'list-alice');
    const c = await create(alice, { postId: post(0), text: 'first words' });
    const res = await api.list(post(0), undefined, { orderBy: 'likeCount' });
    const list = commentListSchema.parse(listOf(res));
    expect(list.comments.map((x) => x.id)).toEqual([c.id]);
    expect(list.totalCommentCount).toBe(1);
    expect(list.isHighlyCommented).toBe(false);
    expect(list.comments[0]).toMatchObject({ text: 'first words', isWriter: false, children: [], replyCount: 0 });
  });

  it('answers 404 for an unknown post and 400 naming a bad orderBy or first', async () => {
    expectError(await api.list(999_999), 404);
    expectError(await api.call('GET', '/api/v2/comments?postId=1&orderBy=random'), 400, { field: 'orderBy' });
    expectError(await api.call('GET', '/api/v2/comments?postId=1&first=101'), 400, { field: 'first' });
    expectError(await api.call('GET', '/api/v2/comments?first=10'), 400, { field: 'postId' });
  });

  it('CC-COM-12 CC-COM-13 orders by likeCount by default and by createdAt for latest', async () => {
    const [a, b, c, d] = await Promise.all(['sort-a', 'sort-b', 'sort-c', 'sort-d'].map((u) => signIn(t.app, u)));
    if (!a || !b || !c || !d) throw new Error('sign-in failed');
    const older = await create(a, { postId: post(1), text: 'older, liked twice' });
    const newer = await create(b, { postId: post(1), text: 'newer, not liked' });
    dataOf(await api.like(c, older.id));
    dataOf(await api.like(d, older.id));
    const byDefault = listOf(await api.call('GET', `/api/v2/comments?postId=${post(1)}`));
    expect(byDefault.comments.map((x) => x.id)).toEqual([older.id, newer.id]);
    const latest = listOf(await api.list(post(1), undefined, { orderBy: 'createdAt' }));
    expect(latest.comments.map((x) => x.id)).toEqual([newer.id, older.id]);
  });

  it('pages top-level comments with first and after (the cursor of the last one)', async () => {
    const users = await Promise.all(['page-a', 'page-b', 'page-c'].map((u) => signIn(t.app, u)));
    const made: number[] = [];
    for (const u of users) made.push((await create(u, { postId: post(2), text: `page ${made.length}` })).id);
    const first = listOf(await api.list(post(2), undefined, { orderBy: 'createdAt', first: 2 }));
    expect(first.comments.map((c) => c.id)).toEqual([made[2], made[1]]);
    expect(first.hasNextPage).toBe(true);
    const cursor = first.comments.at(-1)?.cursor ?? '';
    const second = listOf(await api.list(post(2), undefined, { orderBy: 'createdAt', first: 2, after: cursor }));
    expect(second.comments.map((c) => c.id)).toEqual([made[0]]);
    expect(second.hasNextPage).toBe(false);
    expectError(await api.list(post(2), undefined, { after: 'not-a-cursor' }), 400, { field: 'after' });
  });

  it(`answers isHighlyCommented once the post has ${HIGHLY_COMMENTED_THRESHOLD} visible comments`, async () => {
    const users = await Promise.all(
      Array.from({ length: HIGHLY_COMMENTED_THRESHOLD }, (_, i) => signIn(t.app, `many-${i}`)),
    );
    nextMinute();
    for (const [i, u] of users.entries()) {
      if (i === users.length - 1) {
        expect(listOf(await api.list(post(3))).isHighlyCommented).toBe(false);
      }
      dataOf(await api.create(u, { postId: post(3), text: `comment ${i}` }));
    }
    const list = listOf(await api.list(post(3)));
    expect(list.totalCommentCount).toBe(HIGHLY_COMMENTED_THRESHOLD);
    expect(list.isHighlyCommented).toBe(true);
  });
});

describe('createComment', () => {
  it('CC-COM-04 creates from postId and text and moves the post’s commentCount in the same transaction', async () => {
    const bob = await signIn(t.app, 'create-bob');
    const before = await commentCountOf(t, post(4));
    nextMinute();
    const res = await api.create(bob, { postId: post(4), text: '  spaced  ' });
    const created = dataOf<{ comment: Reply; commentCount: number }>(res);
    expect(created.commentCount).toBe(before + 1);
    expect(await commentCountOf(t, post(4))).toBe(before + 1);
    expect(created.comment).toMatchObject({
      postId: post(4),
      parentId: null,
      userId: await userIdOf(t, 'create-bob'),
      text: '  spaced  ',
      isWriter: true,
      isDeleted: false,
      status: 'ACTIVE',
      likeCount: 0,
      dislikeCount: 0,
      user: { username: 'create-bob' },
    });
  });

  it.each([
    ['empty', ''],
    ['whitespace-only', ' \n\t '],
    ['the literal undefined', 'undefined'],
    ['the literal undefined with spaces', '  undefined '],
  ])('CC-COM-09 refuses %s text with 400 naming text, and stores nothing', async (_name, text) => {
    const carol = await signIn(t.app, 'create-carol');
    const before = await storedComments(post(5));
    nextMinute();
    expectError(await api.create(carol, { postId: post(5), text }), 400, { field: 'text' });
    expect(await storedComments(post(5))).toBe(before);
  });

  it(`CC-COM-10 takes ${COMMENT_MAX_LENGTH} characters and refuses one more`, async () => {
    const dan = await signIn(t.app, 'create-dan');
    nextMinute();
    expectError(await api.create(dan, { postId: post(5), text: 'ㄱ'.repeat(COMMENT_MAX_LENGTH + 1) }), 400, {
      field: 'text',
    });
    const ok = await create(dan, { postId: post(5), text: '가'.repeat(COMMENT_MAX_LENGTH) });
    expect(ok.text).toHaveLength(COMMENT_MAX_LENGTH);
  });

  it('answers 401 without a session and 403 from a foreign origin', async () => {
    expectError(await api.create(undefined, { postId: post(5), text: 'hi' }), 401);
    const eve = await signIn(t.app, 'create-eve');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/comments',
      headers: { origin: 'https://evil.example', cookie: eve },
      payload: { postId: post(5), text: 'csrf' },
    });
    expectError(res, 403, { code: ERROR_CODE.originNotAllowed });
  });

  it('answers 404 for an unknown postId, an unknown parentId and a parent on another post', async () => {
    const fay = await signIn(t.app, 'create-fay');
    nextMinute();
    expectError(await api.create(fay, { postId: 999_999, text: 'nowhere' }), 404);
    expectError(await api.create(fay, { postId: post(5), text: 'orphan', parentId: 999_999 }), 404);
    const other = await create(fay, { postId: post(6), text: 'on post 6' });
    nextMinute();
    expectError(await api.create(fay, { postId: post(5), text: 'cross', parentId: other.id }), 404);
  });

  it('CC-COM-07 a second comment within 60 s answers code 231; 60 s later the next one is taken', async () => {
    const gus = await signIn(t.app, 'rate-gus');
    const first = await create(gus, { postId: post(7), text: 'one' });
    t.clock.advance(RATE_WINDOW_MS - 1);
    const res = await api.create(gus, { postId: post(8), text: 'too soon' });
    expectError(res, 429, { code: ERROR_CODE.commentRateLimited });
    expect((res.json() as { error: { message: string } }).error.message).toBe(COPY.comments.rateLimited);
    t.clock.advance(1);
    const second = dataOf<{ comment: Reply }>(await api.create(gus, { postId: post(8), text: 'now' }));
    expect(second.comment.id).toBeGreaterThan(first.id);
  });

  it('CC-COM-07 50 parallel creates by one user within 60 s store exactly one comment', async () => {
    const hal = await signIn(t.app, 'rate-hal');
    nextMinute();
    const before = await commentCountOf(t, post(9));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.create(hal, { postId: post(9), text: `burst ${i}` })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(49);
    for (const r of answers.filter((x) => x.statusCode === 429)) {
      expect((r.json() as { error: { code: string } }).error.code).toBe('231');
    }
    expect(await storedComments(post(9))).toBe(1);
    expect(await commentCountOf(t, post(9))).toBe(before + 1);
    nextMinute();
    dataOf(await api.create(hal, { postId: post(9), text: 'a minute later' }));
    expect(await storedComments(post(9))).toBe(2);
  });

  it('stores and answers XSS payloads verbatim as text (the website escapes them)', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<svg onload=alert(1)><circle/></svg>',
    ];
    for (const [i, text] of payloads.entries()) {
      const u = await signIn(t.app, `xss-${i}`);
      const created = await create(u, { postId: post(10), text });
      expect(created.text).toBe(text);
    }
    const list = listOf(await api.list(post(10), undefined, { orderBy: 'createdAt' }));
    expect(list.comments.map((c) => c.text).reverse()).toEqual(payloads);
  });
});

describe('replies and display fields', () => {
  it('CC-REPLY-05 CC-DATA-08 CC-DATA-09 a reply with parentId joins its parent’s children, oldest first; a reply to a reply attaches to the thread root', async () => {
    const [ivy, jon, kim] = await Promise.all(['reply-ivy', 'reply-jon', 'reply-kim'].map((u) => signIn(t.app, u)));
    if (!ivy || !jon || !kim) throw new Error('sign-in failed');
    const root = await create(ivy, { postId: post(11), text: 'root' });
    const r1 = await create(jon, { postId: post(11), text: 'reply 1', parentId: root.id });
    const r2 = await create(ivy, { postId: post(11), text: 'reply by root writer', parentId: root.id });
    const nested = await create(kim, { postId: post(11), text: 'reply to reply', parentId: r1.id });
    expect(nested.parentId).toBe(root.id);
    // parentId is set only for replies.
    expect(root.parentId).toBeNull();
    expect(r1.parentId).toBe(root.id);

    const list = listOf(await api.list(post(11), kim));
    expect(list.comments.map((c) => c.id)).toEqual([root.id]);
    const thread = list.comments[0];
    expect(thread?.children.map((c) => c.id)).toEqual([r1.id, r2.id, nested.id]);
    expect(thread?.replyCount).toBe(3);
    expect(list.totalCommentCount).toBe(4);
    // CC-DISP-08 (API part): the parent's writer replying is flagged; others are not.
    expect(thread?.children.map((c) => c.isReplyFromCommentWriter)).toEqual([false, true, false]);
    // CC-DISP-07 (API part): isWriter is the viewer's own comment.
    expect(thread?.children.map((c) => c.isWriter)).toEqual([false, false, true]);
    expect(thread?.isWriter).toBe(false);
  });

  it('CC-AUTH-02 names a user without a username 익명 and keeps originalUser.username null', async () => {
    const anon = await signInAnonymous(t);
    const c = await create(anon.cookie, { postId: post(11), text: 'who am i' });
    expect(c.user.username).toBe(COPY.common.anonymous);
    expect(c.originalUser.username).toBeNull();
    const seen = findComment(listOf(await api.list(post(11))), c.id);
    expect(seen?.user.username).toBe('익명');
  });
});

describe('deleteComment', () => {
  it('CC-DEL-04 CC-DEL-02 the writer deletes with postId; it keeps its place as a placeholder and commentCount drops', async () => {
    const [lea, max] = await Promise.all(['del-lea', 'del-max'].map((u) => signIn(t.app, u)));
    if (!lea || !max) throw new Error('sign-in failed');
    const root = await create(lea, { postId: post(6), text: 'to be deleted' });
    const reply = await create(max, { postId: post(6), text: 'reply stays', parentId: root.id });
    const before = await commentCountOf(t, post(6));
    const res = await api.remove(lea, root.id, post(6));
    expect(dataOf<{ commentCount: number }>(res).commentCount).toBe(before - 1);
    expect(await commentCountOf(t, post(6))).toBe(before - 1);

    for (const viewer of [undefined, lea, max]) {
      const seen = findComment(listOf(await api.list(post(6), viewer)), root.id);
      expect(seen).toMatchObject({ isDeleted: true, text: '', originalText: '' });
    }
    const thread = listOf(await api.list(post(6))).comments.find((c) => c.id === root.id);
    expect(thread?.children.map((c) => c.id)).toEqual([reply.id]);

    // A second delete changes nothing and does not count twice.
    dataOf(await api.remove(lea, root.id, post(6)));
    expect(await commentCountOf(t, post(6))).toBe(before - 1);
  });

  it('answers 403 to anyone else and changes nothing; 404 for an unknown id or the wrong post; 401 signed out', async () => {
    const [ned, oli] = await Promise.all(['del-ned', 'del-oli'].map((u) => signIn(t.app, u)));
    if (!ned || !oli) throw new Error('sign-in failed');
    const c = await create(ned, { postId: post(6), text: 'mine only' });
    const before = await commentCountOf(t, post(6));
    expectError(await api.remove(oli, c.id, post(6)), 403);
    expectError(await api.remove(oli, c.id), 403);
    expectError(await api.remove(undefined, c.id, post(6)), 401);
    expectError(await api.remove(ned, 999_999, post(6)), 404);
    expectError(await api.remove(ned, c.id, post(5)), 404);
    expect(await commentCountOf(t, post(6))).toBe(before);
    expect(findComment(listOf(await api.list(post(6))), c.id)).toMatchObject({ isDeleted: false, text: 'mine only' });
  });

  it('takes postId from the body as well', async () => {
    const pia = await signIn(t.app, 'del-pia');
    const c = await create(pia, { postId: post(6), text: 'body delete' });
    const res = await api.call('DELETE', `/api/v2/comments/${c.id}`, pia, { postId: post(6), updateKey: 'k1' });
    expect(dataOf<{ commentId: number }>(res).commentId).toBe(c.id);
  });
});

describe('listUserComments', () => {
  it('answers the viewer’s own comments newest first with their post, paginated, without deleted ones', async () => {
    const quinn = await signIn(t.app, 'mine-quinn');
    const a = await create(quinn, { postId: post(0), text: 'a' });
    const b = await create(quinn, { postId: post(1), text: 'b' });
    const gone = await create(quinn, { postId: post(2), text: 'gone' });
    dataOf(await api.remove(quinn, gone.id, post(2)));
    const c = await create(quinn, { postId: post(4), text: 'c' });

    const page1 = dataOf<Connection<UserComment>>(await api.call('GET', '/api/v2/user-comments?first=2', quinn));
    expect(page1.edges.map((e) => e.node.id)).toEqual([c.id, b.id]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(userCommentSchema.parse(page1.edges[0]?.node).post.id).toBe(post(4));
    const after = encodeURIComponent(page1.pageInfo.endCursor ?? '');
    const page2 = dataOf<Connection<UserComment>>(
      await api.call('GET', `/api/v2/user-comments?first=2&after=${after}`, quinn),
    );
    expect(page2.edges.map((e) => e.node.id)).toEqual([a.id]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(page2.edges[0]?.node.isWriter).toBe(true);
  });

  it('answers 401 signed out', async () => {
    expectError(await api.call('GET', '/api/v2/user-comments'), 401);
  });
});

describe('OpenAPI', () => {
  it('SH-API-15 documents the comment, user-comment, block and notification operations at their paths', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const op = (path: string, method: string) => doc.paths[path]?.[method]?.operationId;
    expect(op('/api/v2/comments', 'get')).toBe('listComments');
    expect(op('/api/v2/comments', 'post')).toBe('createComment');
    expect(op('/api/v2/comments/{commentId}', 'delete')).toBe('deleteComment');
    expect(op('/api/v2/comments/{commentId}/like', 'post')).toBe('likeComment');
    expect(op('/api/v2/comments/{commentId}/dislike', 'post')).toBe('dislikeComment');
    expect(op('/api/v2/comments/{commentId}/report', 'post')).toBe('reportComment');
    expect(op('/api/v2/user-comments', 'get')).toBe('listUserComments');
    expect(op('/api/v1/users/block/{userId}', 'post')).toBe('setUserBlock');
    expect(op('/api/v1/notifications', 'get')).toBe('listNotifications');
    expect(op('/api/v1/notifications/read', 'post')).toBe('markNotificationsRead');
    expect(op('/api/graphql', 'post')).toBe('communityGraphql');
  });
});
