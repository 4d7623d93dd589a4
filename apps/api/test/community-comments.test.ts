import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  COMMENT_MAX_LENGTH,
  COMMUNITY_POST_TYPE,
  ERROR_CODE,
  REPORT_HIDE_THRESHOLD,
  type CommentList,
  type CommunityCategory,
  type CommunityPostSummary,
  type Connection,
  type Notification,
  type Reply,
  type UserComment,
} from '@growday/contracts';
import { comments, communityPosts, posts } from '../src/db/schema';
import { createReportsRepository } from '../src/modules/comments/reports-repository';
import { commentCalls, dataOf, expectError, findComment, listOf, RATE_WINDOW_MS } from './helpers/comment-calls';
import { communityCalls, pageOf, postOf } from './helpers/community-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let community: ReturnType<typeof communityCalls>;
let postComments: ReturnType<typeof commentCalls>;
let categories: CommunityCategory[];
let seq = 0;
/** A fresh member per comment keeps the 60 s rule from tripping an unrelated step. */
const member = () => signIn(t.app, `cc_member_${(seq += 1)}`);

beforeAll(async () => {
  t = await createTestApp();
  community = communityCalls(t);
  postComments = commentCalls(t);
  categories = dataOf<{ categories: CommunityCategory[] }>(await community.categories()).categories;
});
afterAll(() => t.close());

const categoryId = (slug: string) => {
  const found = categories.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found.id;
};

async function newPost(slug = 'free', cookie?: string) {
  return postOf(
    await community.create(cookie ?? (await member()), {
      title: '댓글 받을 글',
      body: '본문',
      categoryId: categoryId(slug),
    }),
  );
}

const path = (id: number) => apiPath('communityPostComments', { id });
const list = (id: number, cookie?: string, orderBy = 'createdAt') =>
  community.call('GET', `${path(id)}?first=100&orderBy=${orderBy}`, cookie);
const comment = (cookie: string | undefined, id: number, body: Record<string, unknown>) =>
  community.call('POST', path(id), cookie, body);
const created = async (cookie: string, id: number, text: string, parentId?: number) =>
  dataOf<{ comment: Reply; commentCount: number }>(
    await comment(cookie, id, parentId === undefined ? { text } : { text, parentId }),
  );

const storedCount = async (id: number) =>
  (
    await t.database.db.select({ n: communityPosts.commentCount }).from(communityPosts).where(eq(communityPosts.id, id))
  )[0]?.n;
/** The community post's visible comment rows: what its commentCount must equal. */
const visibleRows = async (id: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.communityPostId, id), eq(comments.isDeleted, false), eq(comments.status, 'ACTIVE')))
  )[0]?.n;
const allCommentRows = async () => (await t.database.db.select({ n: count() }).from(comments))[0]?.n ?? 0;

describe('comments on a community post', () => {
  it('CC-COM-15 a member comments and another replies; the list reads data.comments and totalCommentCount, and commentCount equals the rows', async () => {
    const post = await newPost();
    const writer = await member();
    const top = await created(writer, post.id, '좋은 글이네요');
    expect(top.comment).toMatchObject({
      postId: post.id,
      postKind: 'community',
      parentId: null,
      text: '좋은 글이네요',
    });
    expect(top.commentCount).toBe(1);
    const replier = await member();
    const reply = await created(replier, post.id, '동의합니다', top.comment.id);
    expect(reply.comment).toMatchObject({ parentId: top.comment.id, postKind: 'community' });
    expect(reply.commentCount).toBe(2);

    const seen: CommentList = listOf(await list(post.id));
    expect(seen.totalCommentCount).toBe(2);
    expect(seen.comments.map((c) => c.id)).toEqual([top.comment.id]);
    expect(seen.comments[0]?.children.map((c) => c.id)).toEqual([reply.comment.id]);
    expect(await storedCount(post.id)).toBe(2);
    expect(await visibleRows(post.id)).toBe(2);
    // The post answer carries the same count.
    expect(postOf(await community.get(post.id)).commentCount).toBe(2);
  });

  it('commenting on an unknown, deleted or hidden community post answers 404 and writes nothing (nor claims the 60 s slot)', async () => {
    const cookie = await member();
    const before = await allCommentRows();
    expectError(await comment(cookie, 999_999, { text: '유령' }), 404);
    expectError(await list(999_999), 404);

    const writerCookie = await member();
    const deleted = await newPost('free', writerCookie);
    dataOf(await community.remove(writerCookie, deleted.id));
    expectError(await comment(cookie, deleted.id, { text: '지워진 글' }), 404);

    const hidden = await newPost();
    const old = await created(await member(), hidden.id, '숨기기 전 댓글');
    await t.database.db.update(communityPosts).set({ hiddenAt: t.clock.now() }).where(eq(communityPosts.id, hidden.id));
    expectError(await comment(cookie, hidden.id, { text: '숨긴 글' }), 404);
    expectError(await comment(cookie, hidden.id, { text: '숨긴 글 답글', parentId: old.comment.id }), 404);
    expectError(await list(hidden.id), 404);
    // Its comments cannot be liked, reported or paged into while the post is hidden.
    expectError(await postComments.like(cookie, old.comment.id), 404);
    expectError(
      await postComments.report(cookie, old.comment.id, { reportType: 'SPAM', reportMessage: old.comment.text }),
      404,
    );
    expectError(await community.call('GET', apiPath('commentReplies', { commentId: old.comment.id })), 404);
    expect(await storedCount(hidden.id)).toBe(1);

    expect(await allCommentRows()).toBe(before + 1);
    // No 404 claimed the member's 60 s slot: the next comment goes through.
    const open = await newPost();
    expect((await created(cookie, open.id, '이제 됩니다')).commentCount).toBe(1);
  });

  it('CC-COM-07 CC-COM-10 the same limits as posts: 60 s per member (code 231), 300 characters, a reply’s parent on the same post, sign-in and Origin', async () => {
    const post = await newPost();
    const other = await newPost();
    const cookie = await member();
    const first = await created(cookie, post.id, '첫 댓글');
    expectError(await comment(cookie, post.id, { text: '두 번째' }), 429, { code: ERROR_CODE.commentRateLimited });
    t.clock.advance(RATE_WINDOW_MS);
    expectError(await comment(cookie, post.id, { text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }), 400, { field: 'text' });
    expectError(await comment(cookie, post.id, { text: '   ' }), 400, { field: 'text' });
    // A parent on another community post, or a post comment with the same id space, is not a parent here.
    expectError(await comment(cookie, other.id, { text: '엉뚱한 답글', parentId: first.comment.id }), 404);
    expectError(await comment(undefined, post.id, { text: '로그인 없이' }), 401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: path(post.id),
      headers: { origin: 'https://evil.example', cookie },
      payload: { text: '다른 사이트에서' },
    });
    expectError(foreign, 403, { code: ERROR_CODE.originNotAllowed });
    expect(await storedCount(post.id)).toBe(1);
    expect(await storedCount(other.id)).toBe(0);
  });

  it('CC-REACT-02 CC-REACT-07 likes and dislikes follow the state machine; a like and a reply notify the writer with a link to /best/{id}', async () => {
    const post = await newPost();
    const writer = await member();
    const top = await created(writer, post.id, '반응 받을 댓글');
    const fan = await member();
    expect(dataOf(await postComments.like(fan, top.comment.id))).toMatchObject({ reaction: 'like', likeCount: 1 });
    expect(dataOf(await postComments.dislike(fan, top.comment.id))).toMatchObject({
      reaction: 'dislike',
      likeCount: 0,
      dislikeCount: 1,
    });
    expect(dataOf(await postComments.like(fan, top.comment.id))).toMatchObject({ reaction: 'like', likeCount: 1 });
    await created(fan, post.id, '답글 남깁니다', top.comment.id);

    const seen = dataOf<Connection<Notification>>(
      await community.call('GET', `${API_PATHS.notifications}?first=20`, writer),
    );
    expect(seen.edges.map((e) => e.node.kind).sort()).toEqual(['like', 'reply']);
    for (const e of seen.edges) {
      expect(e.node.post).toEqual({ id: post.id, title: post.title, type: COMMUNITY_POST_TYPE });
    }
    // The writer's own comments list names the community post too.
    const mine = dataOf<Connection<UserComment>>(
      await community.call('GET', `${API_PATHS.userComments}?first=20`, writer),
    );
    expect(mine.edges.map((e) => e.node.post)).toEqual([{ id: post.id, title: post.title, type: COMMUNITY_POST_TYPE }]);
  });

  it(`CC-DEL-02 CC-DEL-04 CC-REPORT-01 delete and ${REPORT_HIDE_THRESHOLD} reports take a comment out of commentCount; the operator’s restore brings it back`, async () => {
    const post = await newPost();
    const writer = await member();
    const a = await created(writer, post.id, '지울 댓글');
    const b = (await created(await member(), post.id, '신고될 댓글')).comment;
    expect(await storedCount(post.id)).toBe(2);

    expectError(await postComments.remove(await member(), a.comment.id, post.id), 403);
    const removed = dataOf<{ commentId: number; postId: number; commentCount: number }>(
      await postComments.remove(writer, a.comment.id, post.id),
    );
    expect(removed).toEqual({ commentId: a.comment.id, postId: post.id, commentCount: 1 });
    // A second delete changes nothing.
    expect(dataOf<{ commentCount: number }>(await postComments.remove(writer, a.comment.id)).commentCount).toBe(1);

    const reporters = await Promise.all(Array.from({ length: REPORT_HIDE_THRESHOLD }, () => member()));
    const answers = await Promise.all(
      reporters.map((r) => postComments.report(r, b.id, { reportType: 'SPAM', reportMessage: b.text })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(reporters.map(() => 200));
    expect(await storedCount(post.id)).toBe(0);
    expect(findComment(listOf(await list(post.id)), b.id)).toMatchObject({ status: 'DELETED_BY_REPORT', text: '' });

    const review = await createReportsRepository(t.database.db, t.clock).listForReview(50);
    expect(review.find((r) => r.commentId === b.id)).toMatchObject({ postId: post.id, postKind: 'community' });
    expect(await createReportsRepository(t.database.db, t.clock).restore(b.id)).toBe(true);
    expect(await storedCount(post.id)).toBe(1);
    expect(await visibleRows(post.id)).toBe(1);
  });

  it('40 members commenting at once and 10 deleting: commentCount equals the visible rows', async () => {
    const post = await newPost();
    const cookies = await Promise.all(Array.from({ length: 40 }, () => member()));
    const made = await Promise.all(cookies.map((c, i) => comment(c, post.id, { text: `동시 댓글 ${i}` })));
    expect(made.map((r) => r.statusCode)).toEqual(cookies.map(() => 200));
    const ids = made.map((r) => dataOf<{ comment: Reply }>(r).comment.id);
    const deletes = await Promise.all(cookies.slice(0, 10).map((c, i) => postComments.remove(c, ids[i] ?? 0, post.id)));
    expect(deletes.map((r) => r.statusCode)).toEqual(deletes.map(() => 200));
    expect(await visibleRows(post.id)).toBe(30);
    expect(await storedCount(post.id)).toBe(30);
  });

  it('CC-BEST-12 REPLY_COUNT ranks member posts by their real comments', async () => {
    const many = await newPost('retro');
    const few = await newPost('retro');
    for (let i = 0; i < 3; i++) await created(await member(), many.id, `댓글 ${i}`);
    await created(await member(), few.id, '하나');
    const ranked: CommunityPostSummary[] = [];
    let after: string | null = null;
    do {
      const page = pageOf(
        await community.list({ sort: 'REPLY_COUNT', category: 'retro', first: 50, ...(after ? { after } : {}) }),
      );
      ranked.push(...page.edges.map((e) => e.node));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    const counts = ranked.map((p) => p.commentCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const placeOf = (id: number) => ranked.findIndex((p) => p.id === id);
    expect(ranked[placeOf(many.id)]?.commentCount).toBe(3);
    expect(ranked[placeOf(few.id)]?.commentCount).toBe(1);
    expect(placeOf(many.id)).toBeLessThan(placeOf(few.id));
  });

  it('community comments never reach a post with the same id, and post comments never reach the community post', async () => {
    const post = await newPost();
    const [twin] = await t.database.db
      .select({ id: posts.id, n: posts.commentCount })
      .from(posts)
      .where(eq(posts.id, post.id));
    if (!twin) throw new Error(`no post with id ${post.id} to compare with`);
    const mine = await created(await member(), post.id, '커뮤니티 전용');
    const viaPost = await postComments.create(await member(), { postId: post.id, text: '포스트 전용' });
    const postComment = dataOf<{ comment: Reply }>(viaPost).comment;
    expect(postComment.postKind).toBe('post');

    const postList = listOf(await postComments.list(post.id));
    expect(findComment(postList, mine.comment.id)).toBeUndefined();
    expect(findComment(postList, postComment.id)).toBeDefined();
    const communityList = listOf(await list(post.id));
    expect(findComment(communityList, postComment.id)).toBeUndefined();
    expect(communityList.totalCommentCount).toBe(1);
    const [after] = await t.database.db.select({ n: posts.commentCount }).from(posts).where(eq(posts.id, post.id));
    expect(after?.n).toBe(twin.n + 1);
    // A community comment's delete names its own post; the post of the same id is not it.
    const rows = await t.database.db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.postId, post.id), isNotNull(comments.communityPostId)));
    expect(rows[0]?.n).toBe(0);
  });

  it('documents the two operations', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: API_PATHS.openapi })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ops).toEqual(expect.arrayContaining(['listCommunityPostComments', 'createCommunityPostComment']));
  });
});
