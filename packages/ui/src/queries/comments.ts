import { COMMENTS_GC_TIME_MS, type CommentOrderBy, type CommentPostKind } from '@growday/contracts/client';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { listCommentReplies, listComments } from '../api/comments';

/**
 * Comment lists, one per post, sort and viewer: the answer is computed for the viewer (isWriter,
 * reactions, blocks), so a sign-in or sign-out must not show another viewer's copy. A community
 * post's lists sit under 'community' instead of 'post': the two id spaces overlap.
 */
export const commentKeys = {
  all: ['comments'] as const,
  /** Every list of one post (both sorts, any viewer): what create, delete, report and block invalidate. */
  post: (postId: number, kind: CommentPostKind = 'post') => [...commentKeys.all, kind, postId] as const,
  list: (postId: number, orderBy: CommentOrderBy, viewerId: number | null, kind: CommentPostKind = 'post') =>
    [...commentKeys.post(postId, kind), orderBy, { viewer: viewerId }] as const,
  /** A thread's held-back replies after `after` (under the post, so the same changes refresh them). */
  replies: (
    postId: number,
    threadId: number,
    after: string | null,
    viewerId: number | null,
    kind: CommentPostKind = 'post',
  ) => [...commentKeys.post(postId, kind), 'replies', threadId, { after, viewer: viewerId }] as const,
};

/** Stale forever, dropped 60 s after the last screen leaves it (CC-COM-16). */
export function commentsOptions(
  api: ApiClient,
  postId: number,
  orderBy: CommentOrderBy,
  viewerId: number | null,
  postKind: CommentPostKind = 'post',
) {
  return queryOptions({
    queryKey: commentKeys.list(postId, orderBy, viewerId, postKind),
    queryFn: ({ signal }) => listComments(api, { postId, postKind, orderBy, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: COMMENTS_GC_TIME_MS,
  });
}

/**
 * The replies of a thread the list held back, a page at a time from the last reply the list
 * carried (CC-REPLY-03); cached like the list they continue.
 */
export function commentRepliesOptions(
  api: ApiClient,
  {
    postId,
    postKind = 'post',
    threadId,
    after,
    viewerId,
  }: {
    postId: number;
    postKind?: CommentPostKind | undefined;
    threadId: number;
    after: string | null;
    viewerId: number | null;
  },
) {
  return infiniteQueryOptions({
    queryKey: commentKeys.replies(postId, threadId, after, viewerId, postKind),
    queryFn: ({ pageParam, signal }) =>
      listCommentReplies(api, { commentId: threadId, after: pageParam ?? undefined, signal }),
    initialPageParam: after,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : undefined),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: COMMENTS_GC_TIME_MS,
  });
}

/** Fetch a post's comment lists again (after a create, delete, report or block). */
export function invalidatePostComments(
  queryClient: QueryClient,
  postId: number,
  kind: CommentPostKind = 'post',
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commentKeys.post(postId, kind) });
}
