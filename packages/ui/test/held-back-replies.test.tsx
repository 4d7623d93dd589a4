import {
  API_PATHS,
  COMMENT_REPLIES_PAGE_SIZE,
  FILES_BASE_PATH,
  ROUTES,
  apiPath,
  type Comment,
  type CommentList,
  type CommentReactionState,
  type Connection,
  type CurrentUser,
  type Reply,
} from '@growday/contracts';
import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '../src/api/client';
import { listCommentReplies } from '../src/api/comments';
import { CommentArea } from '../src/comments/comment-area';
import { applyCommentReaction } from '../src/comments/comment-caches';
import { mergeReplies } from '../src/comments/held-back-replies';
import { HostProvider, PlainLink } from '../src/host/host-provider';
import { commentKeys } from '../src/queries/comments';
import { createQueryClient } from '../src/queries/query-client';
import { userKeys } from '../src/queries/users';
import { commentFixture, replyFixture } from './helpers/comment-fixtures';

const viewer = { id: 1, username: 'reader' } as CurrentUser;

const reply = replyFixture;
const comment = commentFixture;
const listOf = (comments: Comment[]): CommentList => ({
  comments,
  totalCommentCount: comments.length,
  isHighlyCommented: false,
  hasNextPage: false,
});
const connection = (nodes: Reply[], hasNextPage = false): Connection<Reply> => ({
  edges: nodes.map((node) => ({ node, cursor: node.cursor })),
  pageInfo: { endCursor: nodes.at(-1)?.cursor ?? null, hasNextPage },
});

function renderArea(list: CommentList, loadHeldBackReplies: boolean): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userKeys.current(), viewer);
  queryClient.setQueryData(commentKeys.list(7, 'likeCount', viewer.id), list);
  const host = {
    Link: PlainLink,
    storageBaseUrl: FILES_BASE_PATH,
    apiClient: createApiClient({ baseUrl: '', fetch: async () => new Response('{}') }),
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <HostProvider value={host}>
        <CommentArea postId={7} showViewAll={!loadHeldBackReplies} loadHeldBackReplies={loadHeldBackReplies} />
      </HostProvider>
    </QueryClientProvider>,
  );
}

describe('replies the list held back (CC-REPLY-03)', () => {
  const thread = comment({
    replyCount: 4,
    children: [1, 2, 3].map((i) => reply({ id: 10 + i, parentId: 1, cursor: `r${i}` })),
  });

  it('CC-REPLY-03 under a post the reply button goes to the full page; on the full page it opens the list there', () => {
    expect(renderArea(listOf([thread]), false)).toMatch(
      new RegExp(`<a href="${ROUTES.newsComments(7)}"[^>]*data-testid="reply-toggle">답글 4<`),
    );
    const full = renderArea(listOf([thread]), true);
    expect(full).toMatch(/<button[^>]*aria-expanded="false"[^>]*data-testid="reply-toggle">답글 4</);
    expect(full).not.toContain(`href="${ROUTES.newsComments(7)}"`);
  });

  it('the loaded replies follow the list’s own, each reply once', () => {
    const listed = [reply({ id: 1 }), reply({ id: 2 })];
    const loaded = [reply({ id: 2 }), reply({ id: 3 }), reply({ id: 3 }), reply({ id: 4 })];
    expect(mergeReplies(listed, loaded).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(mergeReplies(listed, [])).toEqual(listed);
  });

  it('asks for a page of the thread’s replies after the last one shown, and checks the answer', async () => {
    const calls: URL[] = [];
    const answer = connection([reply({ id: 14, parentId: 1, cursor: 'r4' })]);
    const fetch: FetchLike = async (input) => {
      calls.push(new URL(input, 'http://api.test'));
      return new Response(JSON.stringify({ data: answer }), { status: 200 });
    };
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    expect(await listCommentReplies(api, { commentId: 1, after: 'r3' })).toEqual(answer);
    expect(calls[0]?.pathname).toBe(apiPath('commentReplies', { commentId: 1 }));
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      first: String(COMMENT_REPLIES_PAGE_SIZE),
      after: 'r3',
    });
    await listCommentReplies(api, { commentId: 1 });
    expect(Object.fromEntries(calls[1]!.searchParams)).toEqual({ first: String(COMMENT_REPLIES_PAGE_SIZE) });

    const broken: FetchLike = async () => new Response(JSON.stringify({ data: { edges: [{}] } }), { status: 200 });
    await expect(
      listCommentReplies(createApiClient({ baseUrl: 'http://api.test', fetch: broken }), { commentId: 1 }),
    ).rejects.toThrow();
    expect(API_PATHS.commentReplies).toContain(':commentId');
  });

  it('a reaction answer patches a loaded held-back reply as well as the list', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(commentKeys.list(7, 'likeCount', 1), listOf([thread]));
    const key = commentKeys.replies(7, 1, 'r3', 1);
    queryClient.setQueryData<InfiniteData<Connection<Reply>, string | null>>(key, {
      pages: [connection([reply({ id: 14, parentId: 1 }), reply({ id: 15, parentId: 1 })])],
      pageParams: ['r3'],
    });
    const state: CommentReactionState = {
      commentId: 15,
      reaction: 'like',
      viewerHasLiked: true,
      viewerHasDisliked: false,
      likeCount: 6,
      dislikeCount: 0,
    };
    applyCommentReaction(queryClient, 7, state);
    const pages = queryClient.getQueryData<InfiniteData<Connection<Reply>>>(key);
    expect(pages?.pages[0]?.edges.map((e) => [e.node.id, e.node.likeCount, e.node.viewerHasLiked])).toEqual([
      [14, 0, false],
      [15, 6, true],
    ]);
    expect(pages?.pageParams).toEqual(['r3']);
    // The list is left as it was (the reply is not in it).
    expect(queryClient.getQueryData<CommentList>(commentKeys.list(7, 'likeCount', 1))?.comments[0]).toEqual(thread);
  });
});
