'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentPostKind } from '@growday/contracts/client';
import { useAuthState } from '../account/use-auth-state';
import { pressCommentReaction, type CommentReactionPress } from '../api/comments';
import { useHost } from '../host/host-provider';
import { useToast } from '../interaction/toast';
import { applyCommentReaction } from './comment-caches';
import {
  pressReaction,
  reactionMutationOptions,
  reactionView,
  type CommentReactionDeps,
  type ReactionTarget,
  type ReactionView,
} from './comment-reaction';

export interface CommentReactionButtons extends ReactionView {
  press: (pressed: CommentReactionPress) => void;
}

/** The like/dislike state and presses of one comment. */
export function useCommentReaction(
  postId: number,
  target: ReactionTarget,
  postKind: CommentPostKind = 'post',
): CommentReactionButtons {
  const { apiClient } = useHost();
  const queryClient = useQueryClient();
  const { show } = useToast();
  const auth = useAuthState();
  const deps: CommentReactionDeps = {
    press: (commentId, pressed) => pressCommentReaction(apiClient, commentId, pressed),
    viewer: () => (auth.isLoading ? 'unknown' : auth.isLoggedIn ? 'signed-in' : 'visitor'),
    notify: show,
    apply: (state) => applyCommentReaction(queryClient, postId, state, postKind),
  };
  const mutation = useMutation(reactionMutationOptions(deps));
  return {
    ...reactionView(target, mutation),
    press: (pressed) => void pressReaction(deps, target, pressed, { ...mutation, mutate: mutation.mutateAsync }),
  };
}
