import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { blockStateSchema, COPY, type BlockState, type Reply } from '@growday/contracts';
import { userBlocks } from '../src/db/schema';
import {
  commentCalls,
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
let postId: number;
let viewer: string;
let troll: string;
let trollId: number;
let comment: Reply;

beforeAll(async () => {
  t = await createTestApp();
  api = commentCalls(t);
  [postId = 0] = await seededPostIds(t, 1);
  viewer = await signIn(t.app, 'block-viewer');
  troll = await signIn(t.app, 'block-troll');
  trollId = await userIdOf(t, 'block-troll');
  comment = dataOf<{ comment: Reply }>(await api.create(troll, { postId, text: 'troll text' })).comment;
});
afterAll(() => t.close());

async function rows(): Promise<number> {
  const viewerId = await userIdOf(t, 'block-viewer');
  const [row] = await t.database.db
    .select({ n: count() })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, trollId)));
  return row?.n ?? 0;
}

describe('setUserBlock', () => {
  it('CC-BLOCK-05 CC-BLOCK-09 block=true with the comment data answers userId, isViewerHasBlocked, data and updateKey', async () => {
    const res = await api.block(viewer, trollId, true, { ...comment, updateKey: 'block-1' });
    const state: BlockState = blockStateSchema.parse(dataOf(res));
    expect(state).toEqual({
      userId: trollId,
      isViewerHasBlocked: true,
      data: { id: comment.id, postId },
      updateKey: 'block-1',
    });
    expect(await rows()).toBe(1);
    // The list then marks that user's comments for this viewer only.
    expect(findComment(listOf(await api.list(postId, viewer)), comment.id)?.viewerHasBlocked).toBe(true);
    expect(findComment(listOf(await api.list(postId)), comment.id)?.viewerHasBlocked).toBe(false);
    expect(findComment(listOf(await api.list(postId, troll)), comment.id)?.viewerHasBlocked).toBe(false);
  });

  it('is idempotent: blocking twice keeps one row', async () => {
    dataOf(await api.block(viewer, trollId, true, comment));
    dataOf(await api.block(viewer, trollId, true, comment));
    expect(await rows()).toBe(1);
  });

  it('CC-BLOCK-06 block=false unblocks (twice is fine) and the comment shows again', async () => {
    const state = blockStateSchema.parse(dataOf(await api.block(viewer, trollId, false, comment)));
    expect(state.isViewerHasBlocked).toBe(false);
    expect(state.updateKey).toBeNull();
    dataOf(await api.block(viewer, trollId, false, comment));
    expect(await rows()).toBe(0);
    expect(findComment(listOf(await api.list(postId, viewer)), comment.id)?.viewerHasBlocked).toBe(false);
  });

  it('accepts an empty body', async () => {
    const res = await api.call('POST', `/api/v1/users/block/${trollId}?block=true`, viewer);
    expect(blockStateSchema.parse(dataOf(res)).isViewerHasBlocked).toBe(true);
    dataOf(await api.block(viewer, trollId, false));
  });

  it('CC-DISP-12 refuses 익명 (a user without username) and yourself with 400; unknown users 404; signed out 401', async () => {
    const anon = await signInAnonymous(t);
    t.clock.advance(RATE_WINDOW_MS);
    const anonComment = dataOf<{ comment: Reply }>(await api.create(anon.cookie, { postId, text: 'anon' })).comment;
    const res = await api.block(viewer, anon.userId, true, anonComment);
    expectError(res, 400, { field: 'userId' });
    expect((res.json() as { error: { message: string } }).error.message).toBe(COPY.block.anonymous);
    expectError(await api.block(viewer, await userIdOf(t, 'block-viewer'), true), 400, { field: 'userId' });
    expectError(await api.block(viewer, 999_999, true), 404);
    expectError(await api.block(undefined, trollId, true), 401);
    expectError(await api.call('POST', `/api/v1/users/block/${trollId}?block=maybe`, viewer), 400, { field: 'block' });
  });
});
