import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { commentReactionStateSchema, type CommentReactionState, type Reply } from '@growday/contracts';
import { commentReactions, comments } from '../src/db/schema';
import {
  commentCalls,
  dataOf,
  expectError,
  findComment,
  listOf,
  RATE_WINDOW_MS,
  seededPostIds,
} from './helpers/comment-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof commentCalls>;
let postId: number;
let writer: string;
let fan: string;

beforeAll(async () => {
  t = await createTestApp();
  api = commentCalls(t);
  [postId = 0] = await seededPostIds(t, 1);
  writer = await signIn(t.app, 'react-writer');
  fan = await signIn(t.app, 'react-fan');
});
afterAll(() => t.close());

async function newComment(): Promise<number> {
  t.clock.advance(RATE_WINDOW_MS);
  return dataOf<{ comment: Reply }>(await api.create(writer, { postId, text: 'react to me' })).comment.id;
}

function state(res: Awaited<ReturnType<typeof api.like>>): CommentReactionState {
  return commentReactionStateSchema.parse(dataOf(res));
}

/** The stored counters and the reaction rows they must equal. */
async function stored(commentId: number) {
  const [row] = await t.database.db
    .select({ likeCount: comments.likeCount, dislikeCount: comments.dislikeCount })
    .from(comments)
    .where(eq(comments.id, commentId));
  const rows = async (kind: 'like' | 'dislike') =>
    (
      await t.database.db
        .select({ n: count() })
        .from(commentReactions)
        .where(and(eq(commentReactions.commentId, commentId), eq(commentReactions.kind, kind)))
    )[0]?.n ?? 0;
  return { ...row, likeRows: await rows('like'), dislikeRows: await rows('dislike') };
}

describe('reaction state machine', () => {
  it('CC-REACT-01 CC-REACT-02 CC-REACT-12 like from none sets like and likeCount +1 (POST .../like, no body)', async () => {
    const id = await newComment();
    const res = await api.like(fan, id);
    expect(state(res)).toEqual({
      commentId: id,
      reaction: 'like',
      viewerHasLiked: true,
      viewerHasDisliked: false,
      likeCount: 1,
      dislikeCount: 0,
    });
    const seen = findComment(listOf(await api.list(postId, fan)), id);
    expect(seen).toMatchObject({ viewerHasLiked: true, viewerHasDisliked: false, likeCount: 1 });
    expect(findComment(listOf(await api.list(postId, writer)), id)?.viewerHasLiked).toBe(false);
  });

  it('CC-REACT-03 like when liked sets none and likeCount -1', async () => {
    const id = await newComment();
    state(await api.like(fan, id));
    expect(state(await api.like(fan, id))).toMatchObject({ reaction: 'none', likeCount: 0, dislikeCount: 0 });
    expect(await stored(id)).toEqual({ likeCount: 0, dislikeCount: 0, likeRows: 0, dislikeRows: 0 });
  });

  it('CC-REACT-04 like while disliked sets like, dislikeCount -1 and likeCount +1', async () => {
    const id = await newComment();
    expect(state(await api.dislike(fan, id))).toMatchObject({ reaction: 'dislike', likeCount: 0, dislikeCount: 1 });
    expect(state(await api.like(fan, id))).toMatchObject({
      reaction: 'like',
      viewerHasLiked: true,
      viewerHasDisliked: false,
      likeCount: 1,
      dislikeCount: 0,
    });
  });

  it('CC-REACT-05 CC-REACT-13 dislike from none sets dislike and dislikeCount +1 (POST .../dislike, no body)', async () => {
    const id = await newComment();
    expect(state(await api.dislike(fan, id))).toEqual({
      commentId: id,
      reaction: 'dislike',
      viewerHasLiked: false,
      viewerHasDisliked: true,
      likeCount: 0,
      dislikeCount: 1,
    });
  });

  it('CC-REACT-06 dislike when disliked sets none and dislikeCount -1', async () => {
    const id = await newComment();
    state(await api.dislike(fan, id));
    expect(state(await api.dislike(fan, id))).toMatchObject({ reaction: 'none', dislikeCount: 0 });
  });

  it('CC-REACT-07 dislike while liked sets dislike, likeCount -1 and dislikeCount +1', async () => {
    const id = await newComment();
    state(await api.like(fan, id));
    expect(state(await api.dislike(fan, id))).toMatchObject({ reaction: 'dislike', likeCount: 0, dislikeCount: 1 });
    expect(await stored(id)).toEqual({ likeCount: 0, dislikeCount: 1, likeRows: 0, dislikeRows: 1 });
  });

  it('answers 401 signed out, 404 for an unknown or deleted comment', async () => {
    const id = await newComment();
    expectError(await api.like(undefined, id), 401);
    expectError(await api.dislike(fan, 999_999), 404);
    dataOf(await api.remove(writer, id, postId));
    expectError(await api.like(fan, id), 404);
  });
});

describe('reactions under concurrent load', () => {
  it('100 users liking one comment at once give likeCount 100 and 100 rows', async () => {
    const id = await newComment();
    const users = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(t.app, `crowd-${i}`)));
    const answers = await Promise.all(users.map((u) => api.like(u, id)));
    expect(answers.map((r) => r.statusCode)).toEqual(users.map(() => 200));
    expect(await stored(id)).toEqual({ likeCount: 100, dislikeCount: 0, likeRows: 100, dislikeRows: 0 });
    expect(findComment(listOf(await api.list(postId)), id)?.likeCount).toBe(100);
  });

  it('one user pressing like twice at once makes one transition per press, in turn: like, then none', async () => {
    const id = await newComment();
    const answers = await Promise.all([api.like(fan, id), api.like(fan, id)]);
    const states = answers.map(state);
    expect(states.map((s) => s.reaction).sort()).toEqual(['like', 'none']);
    expect(states.map((s) => s.likeCount).sort()).toEqual([0, 1]);
    expect(await stored(id)).toEqual({ likeCount: 0, dislikeCount: 0, likeRows: 0, dislikeRows: 0 });
  });

  it('counters equal the reaction rows after mixed concurrent likes and dislikes', async () => {
    const id = await newComment();
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(t.app, `mixed-${i}`)));
    const presses = users.flatMap((u, i) => [
      i % 2 === 0 ? api.like(u, id) : api.dislike(u, id),
      i % 3 === 0 ? api.dislike(u, id) : api.like(u, id),
      i % 5 === 0 ? api.like(u, id) : api.dislike(u, id),
    ]);
    const answers = await Promise.all(presses);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const s = await stored(id);
    expect(s.likeCount).toBe(s.likeRows);
    expect(s.dislikeCount).toBe(s.dislikeRows);
    expect(s.likeRows + s.dislikeRows).toBeLessThanOrEqual(20);
  });
});
