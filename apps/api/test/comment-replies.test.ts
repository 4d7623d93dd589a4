import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMMENT_REPLIES_PAGE_SIZE,
  COMMENT_THREAD_REPLY_PREVIEW,
  commentListSchema,
  connectionSchema,
  replySchema,
  type Connection,
  type Reply,
} from '@growday/contracts';
import { commentCalls, dataOf, expectError, listOf, seededPostIds, type Res } from './helpers/comment-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

/**
 * The comment list holds replies back: each thread carries its first COMMENT_THREAD_REPLY_PREVIEW
 * replies and the count of all its visible ones; the full comments page loads the rest a thread
 * at a time (CC-REPLY-03).
 */
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
  postIds = await seededPostIds(t, 4);
});
afterAll(() => t.close());

const replyConnection = connectionSchema(replySchema);

function replies(threadId: number, cookie?: string, query: Record<string, string | number> = {}): Promise<Res> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return api.call('GET', `${apiPath('commentReplies', { commentId: threadId })}${search ? `?${search}` : ''}`, cookie);
}
function repliesOf(res: Res): Connection<Reply> {
  return replyConnection.parse(dataOf<Connection<Reply>>(res));
}

let serial = 0;
/** A new signed-in user (one comment each, so no one waits for the 60 s rule). */
async function user(prefix: string): Promise<string> {
  serial += 1;
  return signIn(t.app, `${prefix}_${serial}`);
}

/** Writes as a new user; the clock moves a second first unless `sameInstant`. */
async function write(body: { postId: number; text: string; parentId?: number }, sameInstant = false) {
  if (!sameInstant) t.clock.advance(1000);
  const cookie = await user('rep');
  const created = dataOf<{ comment: Reply }>(await api.create(cookie, body));
  return { cookie, comment: created.comment };
}

describe('replies held back in the comment list', () => {
  it(`CC-REPLY-03 each thread carries its first ${COMMENT_THREAD_REPLY_PREVIEW} replies, oldest first, and replyCount counts every visible one`, async () => {
    const postId = post(0);
    const { comment: root, cookie: rootWriter } = await write({ postId, text: 'root' });
    const { comment: small } = await write({ postId, text: 'small thread' });
    const all: Reply[] = [];
    const writers: string[] = [];
    for (let i = 0; i < COMMENT_THREAD_REPLY_PREVIEW + 3; i += 1) {
      const { comment, cookie } = await write({ postId, text: `reply ${i}`, parentId: root.id });
      all.push(comment);
      writers.push(cookie);
    }
    const { comment: onlyReply } = await write({ postId, text: 'the only reply', parentId: small.id });

    for (const orderBy of ['likeCount', 'createdAt'] as const) {
      const list = commentListSchema.parse(listOf(await api.list(postId, undefined, { orderBy })));
      const thread = list.comments.find((c) => c.id === root.id);
      expect(thread?.children.map((c) => c.id)).toEqual(all.slice(0, COMMENT_THREAD_REPLY_PREVIEW).map((r) => r.id));
      expect(thread?.replyCount).toBe(all.length);
      const whole = list.comments.find((c) => c.id === small.id);
      expect(whole?.children.map((c) => c.id)).toEqual([onlyReply.id]);
      expect(whole?.replyCount).toBe(1);
      // Every reply is still counted in the post's total.
      expect(list.totalCommentCount).toBe(2 + all.length + 1);
    }

    // A reply its writer deleted keeps its place but no longer counts.
    expect((await api.remove(writers[1], all[1]!.id)).statusCode).toBe(200);
    const after = listOf(await api.list(postId, rootWriter)).comments.find((c) => c.id === root.id);
    expect(after?.children.map((c) => c.id)).toEqual(all.slice(0, COMMENT_THREAD_REPLY_PREVIEW).map((r) => r.id));
    expect(after?.children[1]?.isDeleted).toBe(true);
    expect(after?.replyCount).toBe(all.length - 1);
  });

  it('CC-REPLY-03 the thread’s reply list goes on after the last reply the list carried, page by page', async () => {
    const postId = post(1);
    const { comment: root, cookie: rootWriter } = await write({ postId, text: 'root' });
    const all: Reply[] = [];
    for (let i = 0; i < COMMENT_THREAD_REPLY_PREVIEW + 2; i += 1) {
      all.push((await write({ postId, text: `reply ${i}`, parentId: root.id })).comment);
    }
    // Two replies in the same instant: the id breaks the tie, so paging neither skips nor repeats.
    all.push((await write({ postId, text: 'same instant a', parentId: root.id })).comment);
    all.push((await write({ postId, text: 'same instant b', parentId: root.id }, true)).comment);
    // The root's writer wrote a minute ago at most; the one-per-60-s rule wants a new minute.
    t.clock.advance(60_000);
    const rootReply = dataOf<{ comment: Reply }>(
      await api.create(rootWriter, { postId, text: 'the writer answers', parentId: root.id }),
    ).comment;
    all.push(rootReply);

    const thread = listOf(await api.list(postId)).comments.find((c) => c.id === root.id);
    const shown = thread?.children ?? [];
    expect(shown).toHaveLength(COMMENT_THREAD_REPLY_PREVIEW);
    const held = all.slice(COMMENT_THREAD_REPLY_PREVIEW);

    // All the rest in one page (the default page size covers them).
    const rest = repliesOf(await replies(root.id, rootWriter, { after: shown.at(-1)!.cursor }));
    expect(rest.edges.map((e) => e.node.id)).toEqual(held.map((r) => r.id));
    expect(rest.pageInfo.hasNextPage).toBe(false);
    // Computed for the viewer, as the list is.
    expect(rest.edges.at(-1)?.node).toMatchObject({
      isWriter: true,
      isReplyFromCommentWriter: true,
      parentId: root.id,
    });
    expect(rest.edges.slice(0, -1).every((e) => !e.node.isWriter && !e.node.isReplyFromCommentWriter)).toBe(true);

    // One at a time, following endCursor, gives the same replies in the same order.
    const paged: number[] = [];
    let cursor: string | null = shown.at(-1)!.cursor;
    for (let guard = 0; cursor !== null && guard < 20; guard += 1) {
      const page: Connection<Reply> = repliesOf(await replies(root.id, undefined, { first: 1, after: cursor }));
      paged.push(...page.edges.map((e) => e.node.id));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    }
    expect(paged).toEqual(held.map((r) => r.id));

    // Without a cursor the list starts at the first reply.
    const first = repliesOf(await replies(root.id, undefined, { first: 2 }));
    expect(first.edges.map((e) => e.node.id)).toEqual(all.slice(0, 2).map((r) => r.id));
    expect(first.pageInfo.hasNextPage).toBe(true);
  });

  it('answers 404 for an unknown comment or a reply, and 400 naming the field for a bad query', async () => {
    const postId = post(2);
    const { comment: root } = await write({ postId, text: 'root' });
    const { comment: reply } = await write({ postId, text: 'a reply', parentId: root.id });
    expectError(await replies(999_999_999), 404);
    expectError(await replies(reply.id), 404);
    expectError(await replies(root.id, undefined, { first: 0 }), 400, { field: 'first' });
    expectError(await replies(root.id, undefined, { first: COMMENT_REPLIES_PAGE_SIZE + 1 }), 400, { field: 'first' });
    expectError(await replies(root.id, undefined, { after: 'not-a-cursor' }), 400, { field: 'after' });
    const bad = await api.call('GET', '/api/v2/comments/abc/replies');
    expectError(bad, 400, { field: 'commentId' });
  });
});
