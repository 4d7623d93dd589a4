'use client';

import * as COPY from '@growday/contracts/copy';
import { ERROR_CODE } from '@growday/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { createComment, type CreateCommentInput } from '../api/comments';
import { useTrack } from '../content/analytics';
import { useHost } from '../host/host-provider';
import { useAlert } from '../interaction/toast';
import { invalidatePostComments } from '../queries/comments';
import { applyPostCommentCount } from './comment-caches';

/** True for the one-comment-per-60-s refusal (server code 231). */
export function isCommentRateLimited(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODE.commentRateLimited;
}

/**
 * Create a comment or reply. Success refreshes the post's lists (CC-COM-05) and its count
 * everywhere (CC-COM-06); code 231 alerts (CC-COM-07); any other error is ignored, leaving the
 * form as it was (CC-COM-08).
 */
export function useCreateComment() {
  const { apiClient } = useHost();
  const queryClient = useQueryClient();
  const alert = useAlert();
  const track = useTrack();
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(apiClient, input),
    onSuccess: async ({ commentCount }, { postId, postKind = 'post', parentId }) => {
      // The event is the news comment event (supple_news_comment_*): community comments stay out of it.
      if (postKind === 'post') track({ name: 'comment_create', postId, parentId });
      applyPostCommentCount(queryClient, postId, commentCount, postKind);
      await invalidatePostComments(queryClient, postId, postKind);
    },
    onError: (error) => {
      if (isCommentRateLimited(error)) alert(COPY.comments.rateLimited);
    },
  });
}
