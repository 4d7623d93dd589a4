'use client';

import type { Comment, Reply } from '@growday/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useHost } from '../host/host-provider';
import { commentRepliesOptions } from '../queries/comments';
import { nodesOfPages } from '../queries/pages';
import { hasUnloadedReplies } from './comment-display';

export interface ThreadReplies {
  /** The replies to show: the list's own, then those loaded after them. */
  replies: Reply[];
  /** True while held-back replies are being fetched. */
  loading: boolean;
  /** Set when more held-back replies remain after the loaded pages. */
  loadMore: (() => void) | null;
}

/** The list's replies followed by the loaded ones, each reply once. */
export function mergeReplies(listed: readonly Reply[], loaded: readonly Reply[]): Reply[] {
  const seen = new Set(listed.map((r) => r.id));
  return [...listed, ...loaded.filter((r) => !seen.has(r.id) && seen.add(r.id))];
}

/**
 * A thread's replies. Where `loadHeldBack` is on (the full comments page) and the list held some
 * back (CC-REPLY-03), opening the reply list fetches the rest after the list's last reply.
 */
export function useThreadReplies(
  comment: Comment,
  { loadHeldBack, open, viewerId }: { loadHeldBack: boolean; open: boolean; viewerId: number | null },
): ThreadReplies {
  const { apiClient } = useHost();
  const fetchRest = loadHeldBack && hasUnloadedReplies(comment);
  const rest = useInfiniteQuery({
    ...commentRepliesOptions(apiClient, {
      postId: comment.postId,
      postKind: comment.postKind,
      threadId: comment.id,
      after: comment.children.at(-1)?.cursor ?? null,
      viewerId,
    }),
    enabled: fetchRest && open,
  });
  if (!fetchRest) return { replies: comment.children, loading: false, loadMore: null };
  const loaded = nodesOfPages(rest.data?.pages);
  return {
    replies: mergeReplies(comment.children, loaded),
    loading: rest.isFetching,
    loadMore: rest.hasNextPage && !rest.isFetchingNextPage ? () => void rest.fetchNextPage() : null,
  };
}
