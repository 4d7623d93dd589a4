import type { Post } from '@growday/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { patchShareCount, recordPostClick } from '../api/post-actions';
import { useHost } from '../host/host-provider';
import { postKeys } from './posts';

/** Change a counter of the cached single post, when the post is cached. */
function bumpCachedPost(queryClient: QueryClient, postId: number, change: (post: Post) => Post) {
  queryClient.setQueryData<Post>(postKeys.detail(postId), (post) => (post ? change(post) : post));
}

/**
 * "See content details": record the click, then refresh the single post so the view count the
 * reader sees is the server's (SH-API-08).
 */
export function useRecordPostClick(postId: number) {
  const { apiClient } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'click', postId],
    mutationFn: () => recordPostClick(apiClient, postId),
    onSuccess: async ({ clickCount }) => {
      bumpCachedPost(queryClient, postId, (post) => ({ ...post, clickCount }));
      await queryClient.invalidateQueries({ queryKey: postKeys.detail(postId) });
    },
  });
}

/**
 * Count a link copy: shareCount +1 in the cached post at once (CC-SHARE-09), PATCH with its
 * 3000 ms time-out (CC-SHARE-10), the -1 again on failure (CC-SHARE-11).
 */
export function useShareCountMutation(postId: number) {
  const { apiClient } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'share', postId],
    mutationFn: () => patchShareCount(apiClient, postId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: postKeys.detail(postId) });
      bumpCachedPost(queryClient, postId, (post) => ({ ...post, shareCount: post.shareCount + 1 }));
    },
    onError: () => {
      bumpCachedPost(queryClient, postId, (post) => ({ ...post, shareCount: Math.max(0, post.shareCount - 1) }));
    },
    onSuccess: ({ shareCount }) => {
      bumpCachedPost(queryClient, postId, (post) => ({ ...post, shareCount }));
    },
  });
}
