import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  API_PATHS,
  COMMENT_LIST_CACHE_TTL_MS,
  commentListSchema,
  dataSchema,
  type CommentOrderBy,
  type Reply,
} from '@growday/contracts';
import { comments } from '../src/db/schema';
import { postTarget } from '../src/modules/comments/comment-target';
import { createCommentsRepository } from '../src/modules/comments/comments-repository';
import {
  commentCalls,
  dataOf,
  findComment,
  listOf,
  RATE_WINDOW_MS,
  seededPostIds,
  userIdOf,
} from './helpers/comment-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

/**
 * Issue 13 "quick reads": a post's comment page is kept as everyone sees it, and every route that
 * changes what it shows empties it before answering; viewer state is laid over it per request.
 */
let t: TestApp;
let api: ReturnType<typeof commentCalls>;
let postIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  api = commentCalls(t);
  postIds = await seededPostIds(t, 5);
});
afterAll(() => t.close());

const postAt = (i: number) => {
  const id = postIds[i];
  if (id === undefined) throw new Error(`no post #${i}`);
  return id;
};

async function create(cookie: string, postId: number, text: string, parentId?: number): Promise<Reply> {
  t.clock.advance(RATE_WINDOW_MS);
  return dataOf<{ comment: Reply }>(await api.create(cookie, { postId, text, ...(parentId ? { parentId } : {}) }))
    .comment;
}

describe('comment-list cache', () => {
  it('keeps the page everyone sees: a row written behind the routes shows only after COMMENT_LIST_CACHE_TTL_MS', async () => {
    const postId = postAt(0);
    const alice = await signIn(t.app, 'cache_alice');
    await create(alice, postId, 'through the route');
    expect(listOf(await api.list(postId)).comments.map((c) => c.text)).toEqual(['through the route']);

    // The ops console or another host writing without telling this process: the TTL bounds the lag.
    await t.database.db.insert(comments).values({
      postId,
      userId: await userIdOf(t, 'cache_alice'),
      text: 'behind the routes',
      createdAt: t.clock.now(),
    });
    expect(listOf(await api.list(postId)).comments).toHaveLength(1);
    t.clock.advance(COMMENT_LIST_CACHE_TTL_MS + 1);
    expect(listOf(await api.list(postId)).comments.map((c) => c.text)).toEqual([
      'behind the routes',
      'through the route',
    ]);
  });

  it('a create, a reply, a like, a delete and a rename each show in the very next read, signed in or not', async () => {
    const postId = postAt(1);
    const bob = await signIn(t.app, 'cache_bob');
    const carol = await signIn(t.app, 'cache_carol');
    const first = await create(bob, postId, 'bob speaks');
    expect(listOf(await api.list(postId)).totalCommentCount).toBe(1);

    const reply = await create(carol, postId, 'carol answers', first.id);
    const afterReply = listOf(await api.list(postId));
    expect(afterReply.totalCommentCount).toBe(2);
    expect(afterReply.comments[0]?.children?.map((c) => c.id)).toEqual([reply.id]);

    expect((await api.like(carol, first.id)).statusCode).toBe(200);
    expect(findComment(listOf(await api.list(postId)), first.id)?.likeCount).toBe(1);
    // Viewer state is per request, never shared through the cache.
    expect(findComment(listOf(await api.list(postId, carol)), first.id)?.viewerHasLiked).toBe(true);
    expect(findComment(listOf(await api.list(postId, bob)), first.id)?.viewerHasLiked).toBe(false);
    expect(findComment(listOf(await api.list(postId)), first.id)?.viewerHasLiked).toBe(false);
    expect(findComment(listOf(await api.list(postId, bob)), first.id)?.isWriter).toBe(true);
    expect(findComment(listOf(await api.list(postId, carol)), first.id)?.isWriter).toBe(false);

    const form = new FormData();
    form.append('username', 'cache_bob_renamed');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.currentUser,
      headers: { origin: t.config.webOrigin, cookie: bob },
      payload: form,
    });
    expect(renamed.statusCode).toBe(200);
    expect(findComment(listOf(await api.list(postId)), first.id)?.user.username).toBe('cache_bob_renamed');

    expect((await api.remove(carol, reply.id, postId)).statusCode).toBe(200);
    const afterDelete = listOf(await api.list(postId));
    expect(afterDelete.totalCommentCount).toBe(1);
    expect(findComment(afterDelete, reply.id)?.isDeleted).toBe(true);
  });

  it('a failed write keeps the page, and a target that cannot be read is never kept', async () => {
    const postId = postAt(2);
    const dave = await signIn(t.app, 'cache_dave');
    const kept = listOf(await api.list(postId));
    // Too long: refused with 400, so nothing changed and nothing needed emptying.
    t.clock.advance(RATE_WINDOW_MS);
    expect((await api.create(dave, { postId, text: 'x'.repeat(10_000) })).statusCode).toBe(400);
    expect(listOf(await api.list(postId))).toEqual(kept);

    const unknown = 2_000_000_000;
    expect((await api.list(unknown)).statusCode).toBe(404);
    expect((await api.list(unknown)).statusCode).toBe(404);
  });

  it('a visitor gets the kept JSON text: the same answer as a bystander member gets built per request', async () => {
    const postId = postAt(3);
    const erin = await signIn(t.app, 'cache_erin');
    const frank = await signIn(t.app, 'cache_frank');
    const thread = await create(erin, postId, 'erin opens');
    await create(frank, postId, 'frank answers', thread.id);
    const bystander = await signIn(t.app, 'cache_bystander');
    const first = await api.list(postId);
    const kept = await api.list(postId);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.body).toBe(first.body);
    expect(kept.json()).toEqual((await api.list(postId, bystander)).json());
  });

  it('every viewer gets, byte for byte, the answer the per-request build makes (writer, liker, disliker, blocker, report-hidden text)', async () => {
    const postId = postAt(4);
    const [gina, hank, ivy, jay, kim] = await Promise.all(
      ['eq_gina', 'eq_hank', 'eq_ivy', 'eq_jay', 'eq_kim'].map((name) => signIn(t.app, name)),
    );
    const ginaThread = await create(gina!, postId, 'gina opens');
    const hidden = await create(hank!, postId, 'hank is reported');
    await create(ivy!, postId, 'ivy replies', ginaThread.id);
    const gone = await create(jay!, postId, 'jay replies and deletes', ginaThread.id);
    await create(hank!, postId, 'hank replies too', ginaThread.id);
    expect((await api.remove(jay!, gone.id, postId)).statusCode).toBe(200);
    expect((await api.like(ivy!, ginaThread.id)).statusCode).toBe(200);
    expect((await api.dislike(ivy!, hidden.id)).statusCode).toBe(200);
    expect((await api.block(kim!, await userIdOf(t, 'eq_hank'), true)).statusCode).toBe(200);
    // Hidden by reports, written behind the routes: the TTL lets the kept page go.
    await t.database.db.update(comments).set({ status: 'DELETED_BY_REPORT' }).where(eq(comments.id, hidden.id));
    t.clock.advance(COMMENT_LIST_CACHE_TTL_MS + 1);

    const built = createCommentsRepository(t.database.db, t.clock);
    const schema = dataSchema(commentListSchema);
    const viewers: Array<[string | undefined, number | null]> = [[undefined, null]];
    for (const [cookie, name] of [
      [gina, 'eq_gina'],
      [hank, 'eq_hank'],
      [ivy, 'eq_ivy'],
      [jay, 'eq_jay'],
      [kim, 'eq_kim'],
    ] as const) {
      viewers.push([cookie, await userIdOf(t, name)]);
    }
    for (const orderBy of ['createdAt', 'likeCount'] satisfies CommentOrderBy[]) {
      for (const first of [100, 1]) {
        for (const [cookie, viewerId] of viewers) {
          const expected = await built.list(postTarget(postId), { first, orderBy }, viewerId);
          const res = await api.list(postId, cookie, { first, orderBy });
          expect(res.body, `${orderBy} first=${first} viewer ${viewerId}`).toBe(
            JSON.stringify(z.encode(schema, { data: expected! })),
          );
        }
      }
    }
    // The report-hidden text reaches its writer only.
    const texts = async (cookie?: string) => listOf(await api.list(postId, cookie)).comments.map((c) => c.text);
    expect(await texts(hank)).toContain('hank is reported');
    expect(await texts(gina)).not.toContain('hank is reported');
  });
});
