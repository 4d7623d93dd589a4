import {
  API_PATHS,
  COMMENT_MAX_LENGTH,
  COMMENTS_GC_TIME_MS,
  COPY,
  ERROR_CODE,
  type Comment,
  type CommentList,
  type CommentReactionState,
  type Post,
} from '@growday/contracts';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { createApiClient, type FetchLike } from '../src/api/client';
import { createComment, listComments, pressCommentReaction } from '../src/api/comments';
import { applyCommentReaction, applyPostCommentCount } from '../src/comments/comment-caches';
import {
  commentBadges,
  commentMenuActions,
  formatCommentDateTime,
  hasUnloadedReplies,
  isShownAsDeleted,
} from '../src/comments/comment-display';
import {
  nextReaction,
  pressReaction,
  reactionMutationOptions,
  reactionView,
  type CommentReactionDeps,
  type ReactionTarget,
  type ReactionValue,
} from '../src/comments/comment-reaction';
import { clampCommentText, commentCounter, isBlankCommentText } from '../src/comments/comment-text';
import { INITIAL_REPLY_AREA, replyAreaReducer } from '../src/comments/reply-area';
import { isCommentRateLimited } from '../src/comments/use-create-comment';
import { commentKeys, commentsOptions } from '../src/queries/comments';
import { newsKeys } from '../src/queries/content';
import { postKeys } from '../src/queries/posts';
import { createQueryClient } from '../src/queries/query-client';
import { replyFixture } from './helpers/comment-fixtures';

const reply = replyFixture;

function comment(extra: Partial<Comment> = {}): Comment {
  return { ...reply(), children: [], ...extra };
}

describe('comment display rules', () => {
  it('CC-DISP-02 SH-DISP-01 isDeleted with a status other than DELETED_BY_REPORT shows as deleted, for writer and others', () => {
    expect(isShownAsDeleted({ status: 'ACTIVE', isDeleted: true, isWriter: false })).toBe(true);
    expect(isShownAsDeleted({ status: 'ACTIVE', isDeleted: true, isWriter: true })).toBe(true);
    expect(isShownAsDeleted({ status: 'ACTIVE', isDeleted: false, isWriter: false })).toBe(false);
  });

  it('CC-DISP-03 SH-DISP-02 DELETED_BY_REPORT shows as deleted to viewers who are not the writer', () => {
    expect(isShownAsDeleted({ status: 'DELETED_BY_REPORT', isDeleted: false, isWriter: false })).toBe(true);
    expect(isShownAsDeleted({ status: 'DELETED_BY_REPORT', isDeleted: true, isWriter: false })).toBe(true);
  });

  it('CC-DISP-04 DELETED_BY_REPORT stays visible to its writer, even with isDeleted set', () => {
    expect(isShownAsDeleted({ status: 'DELETED_BY_REPORT', isDeleted: false, isWriter: true })).toBe(false);
    // The spec's rule taken literally: the report status wins over isDeleted for the writer.
    expect(isShownAsDeleted({ status: 'DELETED_BY_REPORT', isDeleted: true, isWriter: true })).toBe(false);
  });

  it('CC-DISP-05 a comment shown as deleted has no menu', () => {
    expect(commentMenuActions(reply({ isDeleted: true, isWriter: true }))).toEqual([]);
    expect(commentMenuActions(reply({ status: 'DELETED_BY_REPORT' }))).toEqual([]);
  });

  it('CC-DISP-07 CC-DISP-08 own comments are 나; replies by the parent’s writer are 작성자', () => {
    expect(commentBadges(reply({ isWriter: true }))).toEqual(['me']);
    expect(commentBadges(reply({ parentId: 1, isReplyFromCommentWriter: true }))).toEqual(['writer']);
    expect(commentBadges(reply({ parentId: 1, isWriter: true, isReplyFromCommentWriter: true }))).toEqual([
      'me',
      'writer',
    ]);
    expect(commentBadges(reply())).toEqual([]);
    // A top-level comment is never labelled 작성자, whatever the flag says.
    expect(commentBadges(reply({ isReplyFromCommentWriter: true }))).toEqual([]);
  });

  it('CC-DISP-09 dates are YYYY.MM.DD and times HH:mm in Korea time', () => {
    // 15:04 UTC on 1 March is 00:04 on 2 March in Seoul.
    expect(formatCommentDateTime('2026-03-01T15:04:00.000Z')).toEqual({ date: '2026.03.02', time: '00:04' });
    expect(formatCommentDateTime('2026-12-31T03:30:00.000Z')).toEqual({ date: '2026.12.31', time: '12:30' });
    expect(formatCommentDateTime('not a date')).toEqual({ date: '', time: '' });
  });

  it('CC-DISP-10 the writer’s menu offers only 삭제', () => {
    expect(commentMenuActions(reply({ isWriter: true }))).toEqual(['delete']);
  });

  it('CC-DISP-11 others see report and block, or unblock once blocked', () => {
    expect(commentMenuActions(reply())).toEqual(['report', 'block']);
    expect(commentMenuActions(reply({ viewerHasBlocked: true }))).toEqual(['report', 'unblock']);
  });

  it('CC-DISP-12 no block or unblock on comments by 익명', () => {
    const anonymous = reply({
      user: { username: COPY.common.anonymous, profileKey: null },
      originalUser: { username: null },
    });
    expect(commentMenuActions(anonymous)).toEqual(['report']);
    expect(commentMenuActions(reply({ userId: null }))).toEqual(['report']);
  });
});

describe('comment text', () => {
  it('CC-COM-10 input past 300 characters is cut at 300', () => {
    expect(clampCommentText('가'.repeat(COMMENT_MAX_LENGTH + 25))).toHaveLength(COMMENT_MAX_LENGTH);
    expect(clampCommentText('짧은 글')).toBe('짧은 글');
  });

  it('CC-COM-09 empty, blank and the literal undefined are refused', () => {
    for (const text of ['', '   ', '\n\t ', 'undefined', '  undefined  ', undefined, null]) {
      expect(isBlankCommentText(text)).toBe(true);
    }
    expect(isBlankCommentText('undefined!')).toBe(false);
    expect(isBlankCommentText(' 좋아요 ')).toBe(false);
  });

  it('CC-COM-11 the counter shows n/300', () => {
    expect(commentCounter('')).toBe('0/300');
    expect(commentCounter('abc')).toBe('3/300');
  });
});

describe('reaction state machine', () => {
  const none: ReactionValue = { reaction: 'none', likeCount: 3, dislikeCount: 2 };
  const liked: ReactionValue = { reaction: 'like', likeCount: 3, dislikeCount: 2 };
  const disliked: ReactionValue = { reaction: 'dislike', likeCount: 3, dislikeCount: 2 };

  it('CC-REACT-02 like from none: like, likeCount +1', () => {
    expect(nextReaction(none, 'like')).toEqual({ reaction: 'like', likeCount: 4, dislikeCount: 2 });
  });
  it('CC-REACT-03 like when liked: none, likeCount -1', () => {
    expect(nextReaction(liked, 'like')).toEqual({ reaction: 'none', likeCount: 2, dislikeCount: 2 });
  });
  it('CC-REACT-04 like while disliked: like, dislikeCount -1, likeCount +1', () => {
    expect(nextReaction(disliked, 'like')).toEqual({ reaction: 'like', likeCount: 4, dislikeCount: 1 });
  });
  it('CC-REACT-05 dislike from none: dislike, dislikeCount +1', () => {
    expect(nextReaction(none, 'dislike')).toEqual({ reaction: 'dislike', likeCount: 3, dislikeCount: 3 });
  });
  it('CC-REACT-06 dislike when disliked: none, dislikeCount -1', () => {
    expect(nextReaction(disliked, 'dislike')).toEqual({ reaction: 'none', likeCount: 3, dislikeCount: 1 });
  });
  it('CC-REACT-07 dislike while liked: dislike, likeCount -1, dislikeCount +1', () => {
    expect(nextReaction(liked, 'dislike')).toEqual({ reaction: 'dislike', likeCount: 2, dislikeCount: 3 });
  });
  it('CC-REACT-01 counters never go below zero', () => {
    expect(nextReaction({ reaction: 'like', likeCount: 0, dislikeCount: 0 }, 'like').likeCount).toBe(0);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What useCommentReaction does, without React: useMutation is a MutationObserver of these options. */
function control(overrides: Partial<CommentReactionDeps> = {}) {
  const notify = vi.fn();
  const rollback = vi.fn();
  // The cache writes: onMutate's optimistic state, then the answer (onSettled in these tests' words).
  const apply = vi.fn<CommentReactionDeps['apply']>(() => ({ rollback }));
  const press = vi.fn<CommentReactionDeps['press']>();
  const deps: CommentReactionDeps = { press, viewer: () => 'signed-in', notify, apply, ...overrides };
  const observer = new MutationObserver(createQueryClient(), reactionMutationOptions(deps));
  const c = {
    view: (target: ReactionTarget) => reactionView(target, observer.getCurrentResult()),
    press: (target: ReactionTarget, pressed: 'like' | 'dislike') =>
      pressReaction(deps, target, pressed, {
        ...observer.getCurrentResult(),
        mutate: (variables) => observer.mutate(variables),
      }),
  };
  const onSettled = { calls: () => apply.mock.calls.slice(1).map(([state]) => state) };
  return { control: c, press: deps.press as typeof press, notify, apply, rollback, onSettled };
}

const answer = (extra: Partial<CommentReactionState>): CommentReactionState => ({
  commentId: 1,
  reaction: 'like',
  viewerHasLiked: true,
  viewerHasDisliked: false,
  likeCount: 1,
  dislikeCount: 0,
  ...extra,
});

describe('comment reaction mutation', () => {
  it('CC-REACT-08 CC-REACT-10 shows the change before the answer and ignores presses while pending', async () => {
    const { control: c, press, onSettled } = control();
    const pending = deferred<CommentReactionState>();
    press.mockReturnValueOnce(pending.promise);
    const target = reply({ likeCount: 4 });
    const first = c.press(target, 'like');
    expect(c.view(target)).toEqual({ reaction: 'like', likeCount: 5, dislikeCount: 0, pending: true });
    await c.press(target, 'dislike');
    await c.press(target, 'like');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(press).toHaveBeenCalledTimes(1);
    expect(press).toHaveBeenCalledWith(1, 'like');
    pending.resolve(answer({ likeCount: 5 }));
    await first;
    expect(c.view(target)).toEqual({ reaction: 'like', likeCount: 5, dislikeCount: 0, pending: false });
    expect(onSettled.calls()).toEqual([answer({ likeCount: 5 })]);
  });

  it('CC-REACT-08 every cached copy gets the optimistic state before the answer', () => {
    const { control: c, press, apply } = control();
    press.mockReturnValueOnce(deferred<CommentReactionState>().promise);
    void c.press(reply({ viewerHasDisliked: true, likeCount: 2, dislikeCount: 1 }), 'like');
    expect(apply).toHaveBeenCalledExactlyOnceWith(
      answer({ reaction: 'like', viewerHasLiked: true, viewerHasDisliked: false, likeCount: 3, dislikeCount: 0 }),
    );
  });

  it('CC-REACT-09 a failure rolls back the state and counts and toasts 잠시 후 다시 시도해주세요.', async () => {
    const { control: c, press, notify, onSettled, rollback } = control();
    press.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, code: ERROR_CODE.internal, message: 'x' }));
    const target = reply({ viewerHasDisliked: true, likeCount: 2, dislikeCount: 1 });
    await c.press(target, 'like');
    expect(c.view(target)).toEqual({ reaction: 'dislike', likeCount: 2, dislikeCount: 1, pending: false });
    expect(notify).toHaveBeenCalledWith(COPY.common.tryAgainLater);
    expect(rollback).toHaveBeenCalledOnce();
    expect(onSettled.calls()).toEqual([]);
  });

  it('CC-REACT-11 a visitor’s press toasts 로그인후 이용 가능합니다. and sends nothing', async () => {
    const { control: c, press, notify } = control({ viewer: () => 'visitor' });
    const target = reply();
    await c.press(target, 'like');
    expect(notify).toHaveBeenCalledWith(COPY.common.loginRequired);
    expect(press).not.toHaveBeenCalled();
    expect(c.view(target).reaction).toBe('none');
  });

  it('CC-REACT-01 newer values from the caches win over the local value', async () => {
    const { control: c, press } = control();
    press.mockResolvedValueOnce(answer({ likeCount: 1 }));
    await c.press(reply(), 'like');
    expect(c.view(reply()).likeCount).toBe(1);
    // A refetch brought other viewers' likes: the target's own values show.
    expect(c.view(reply({ viewerHasLiked: true, likeCount: 9 })).likeCount).toBe(9);
  });
});

describe('reply area', () => {
  it('CC-REPLY-01 CC-REPLY-02 the reply button opens and closes the area through its three states', () => {
    expect(INITIAL_REPLY_AREA).toBe('BOTH_CLOSED');
    const open = replyAreaReducer('BOTH_CLOSED', { type: 'toggle', hasReplies: true });
    expect(open).toBe('REPLY_INPUT_OPEN');
    expect(replyAreaReducer(open, { type: 'toggle', hasReplies: true })).toBe('BOTH_CLOSED');
    const inputOnly = replyAreaReducer('BOTH_CLOSED', { type: 'toggle', hasReplies: false });
    expect(inputOnly).toBe('COMMENT_INPUT_OPEN');
    expect(replyAreaReducer(inputOnly, { type: 'toggle', hasReplies: false })).toBe('BOTH_CLOSED');
  });

  it('CC-REPLY-04 a rise in replyCount re-expands the list from any state', () => {
    for (const state of ['BOTH_CLOSED', 'REPLY_INPUT_OPEN', 'COMMENT_INPUT_OPEN'] as const) {
      expect(replyAreaReducer(state, { type: 'replyCountRose' })).toBe('REPLY_INPUT_OPEN');
    }
  });

  it('CC-REPLY-03 fewer non-deleted replies loaded than replyCount means the full page', () => {
    const children = [reply({ id: 2, parentId: 1 }), reply({ id: 3, parentId: 1, isDeleted: true })];
    expect(hasUnloadedReplies(comment({ replyCount: 1, children }))).toBe(false);
    expect(hasUnloadedReplies(comment({ replyCount: 2, children }))).toBe(true);
    expect(hasUnloadedReplies(comment({ replyCount: 0 }))).toBe(false);
  });
});

function recordingApi(answerBody: unknown = { data: {} }) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({ url: new URL(input, 'http://api.test'), init });
    return new Response(JSON.stringify(answerBody), { status: 200 });
  };
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch }), calls };
}

describe('comments API calls', () => {
  it('CC-COM-14 the list is GET with postId, first=100 and orderBy', async () => {
    const { api, calls } = recordingApi();
    await listComments(api, { postId: 7, orderBy: 'createdAt' });
    const call = calls[0]!;
    expect(call.init?.method).toBe('GET');
    expect(call.url.pathname).toBe(API_PATHS.comments);
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ postId: '7', first: '100', orderBy: 'createdAt' });
  });

  it('CC-COM-04 create sends postId and text in both query and body, without parentId', async () => {
    const { api, calls } = recordingApi();
    await createComment(api, { postId: 7, text: '안녕 & <b>' });
    const call = calls[0]!;
    expect(call.init?.method).toBe('POST');
    expect(call.url.pathname).toBe(API_PATHS.comments);
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ postId: '7', text: '안녕 & <b>' });
    expect(JSON.parse(String(call.init?.body))).toEqual({ postId: 7, text: '안녕 & <b>' });
  });

  it('CC-REPLY-05 a reply also sends parentId in query and body', async () => {
    const { api, calls } = recordingApi();
    await createComment(api, { postId: 7, text: '답글', parentId: 3 });
    const call = calls[0]!;
    expect(call.url.searchParams.get('parentId')).toBe('3');
    expect(JSON.parse(String(call.init?.body))).toEqual({ postId: 7, text: '답글', parentId: 3 });
  });

  it('CC-REACT-12 CC-REACT-13 like and dislike are POSTs with no body', async () => {
    const { api, calls } = recordingApi({ data: answer({}) });
    await pressCommentReaction(api, 5, 'like');
    await pressCommentReaction(api, 5, 'dislike');
    expect(calls.map((c) => [c.init?.method, c.url.pathname, c.init?.body])).toEqual([
      ['POST', '/api/v2/comments/5/like', undefined],
      ['POST', '/api/v2/comments/5/dislike', undefined],
    ]);
  });

  it('CC-COM-07 code 231 is told apart from other create errors', () => {
    const limited = new ApiError({ kind: 'http', status: 429, code: ERROR_CODE.commentRateLimited, message: 'x' });
    expect(isCommentRateLimited(limited)).toBe(true);
    expect(
      isCommentRateLimited(new ApiError({ kind: 'http', status: 400, code: ERROR_CODE.badRequest, message: 'x' })),
    ).toBe(false);
    expect(isCommentRateLimited(new Error('231'))).toBe(false);
  });
});

describe('comment caches', () => {
  it('CC-COM-16 the comments query is stale forever and collected after 60 s', () => {
    const { api } = recordingApi();
    const options = commentsOptions(api, 7, 'likeCount', null);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.gcTime).toBe(COMMENTS_GC_TIME_MS);
    expect(COMMENTS_GC_TIME_MS).toBe(60_000);
    expect(options.queryKey).toEqual(commentKeys.list(7, 'likeCount', null));
    expect(options.queryKey.slice(0, 3)).toEqual([...commentKeys.post(7)]);
  });

  it('CC-COM-06 the create answer’s count reaches every cached copy of the post', () => {
    const queryClient = createQueryClient();
    const post = { id: 7, commentCount: 0, title: 't' } as unknown as Post;
    const other = { id: 8, commentCount: 0, title: 'u' } as unknown as Post;
    queryClient.setQueryData(postKeys.detail(7), post);
    queryClient.setQueryData(newsKeys.detail(7), post);
    queryClient.setQueryData(postKeys.latest(20), {
      pages: [{ edges: [{ node: post }, { node: other }], pageInfo: { endCursor: null, hasNextPage: false } }],
      pageParams: [null],
    });
    applyPostCommentCount(queryClient, 7, 3);
    expect(queryClient.getQueryData<Post>(postKeys.detail(7))?.commentCount).toBe(3);
    expect(queryClient.getQueryData<Post>(newsKeys.detail(7))?.commentCount).toBe(3);
    const feed = queryClient.getQueryData<{ pages: { edges: { node: Post }[] }[] }>(postKeys.latest(20));
    expect(feed?.pages[0]?.edges.map((e) => e.node.commentCount)).toEqual([3, 0]);
  });

  it('CC-REACT-01 a reaction answer patches the comment and its replies in both sorts', () => {
    const queryClient = createQueryClient();
    const list = (): CommentList => ({
      comments: [comment({ id: 1, children: [reply({ id: 2, parentId: 1 })] })],
      totalCommentCount: 2,
      isHighlyCommented: false,
      hasNextPage: false,
    });
    queryClient.setQueryData(commentKeys.list(7, 'likeCount', 1), list());
    queryClient.setQueryData(commentKeys.list(7, 'createdAt', 1), list());
    applyCommentReaction(queryClient, 7, answer({ commentId: 2, likeCount: 4 }));
    for (const orderBy of ['likeCount', 'createdAt'] as const) {
      const data = queryClient.getQueryData<CommentList>(commentKeys.list(7, orderBy, 1));
      expect(data?.comments[0]?.likeCount).toBe(0);
      expect(data?.comments[0]?.children[0]).toMatchObject({ likeCount: 4, viewerHasLiked: true });
    }
  });
});
