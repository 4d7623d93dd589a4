import * as COPY from '@growday/contracts/copy';
import { type CommentReaction, type CommentReactionState, type Reply } from '@growday/contracts/client';
import type { MutationObserverOptions } from '@tanstack/react-query';
import type { CommentReactionPress } from '../api/comments';
import {
  shownValue,
  type OptimisticContext,
  type OptimisticMutation,
  type OptimisticVariables,
} from '../queries/optimistic';

/** What a reaction press changes: the viewer's state and both counters (CC-REACT-01). */
export interface ReactionValue {
  reaction: CommentReaction;
  likeCount: number;
  dislikeCount: number;
}

export type ReactionTarget = Pick<Reply, 'id' | 'viewerHasLiked' | 'viewerHasDisliked' | 'likeCount' | 'dislikeCount'>;

export function reactionValueOf(target: ReactionTarget): ReactionValue {
  const reaction: CommentReaction = target.viewerHasLiked ? 'like' : target.viewerHasDisliked ? 'dislike' : 'none';
  return { reaction, likeCount: target.likeCount, dislikeCount: target.dislikeCount };
}

export function reactionValueOfState(state: CommentReactionState): ReactionValue {
  return { reaction: state.reaction, likeCount: state.likeCount, dislikeCount: state.dislikeCount };
}

const nonNegative = (n: number) => Math.max(0, n);

/**
 * The reaction state machine of content spec §4 (CC-REACT-02..07): pressing the current reaction
 * takes it back; pressing the other one moves the viewer across, one counter down and one up.
 */
export function nextReaction(value: ReactionValue, pressed: CommentReactionPress): ReactionValue {
  const counter = pressed === 'like' ? 'likeCount' : 'dislikeCount';
  if (value.reaction === pressed) {
    return { ...value, reaction: 'none', [counter]: nonNegative(value[counter] - 1) };
  }
  const next: ReactionValue = { ...value, reaction: pressed, [counter]: value[counter] + 1 };
  if (value.reaction !== 'none') {
    const other = value.reaction === 'like' ? 'likeCount' : 'dislikeCount';
    next[other] = nonNegative(value[other] - 1);
  }
  return next;
}

const sameValue = (a: ReactionValue, b: ReactionValue) =>
  a.reaction === b.reaction && a.likeCount === b.likeCount && a.dislikeCount === b.dislikeCount;

export interface CommentReactionDeps {
  press: (commentId: number, pressed: CommentReactionPress) => Promise<CommentReactionState>;
  /** 'unknown' while the sign-in check runs: presses then do nothing. */
  viewer: () => 'signed-in' | 'visitor' | 'unknown';
  /** The toast (CC-REACT-09, CC-REACT-11). */
  notify: (message: string) => void;
  /** Writes a state into every cached copy of the comment; returns the rollback. */
  apply: (state: CommentReactionState) => OptimisticContext;
}

export interface ReactionView extends ReactionValue {
  pending: boolean;
}

export type ReactionVariables = OptimisticVariables<ReactionTarget, ReactionValue> & { pressed: CommentReactionPress };
export type ReactionMutation = OptimisticMutation<CommentReactionState, ReactionVariables>;

function stateOf(commentId: number, value: ReactionValue): CommentReactionState {
  return {
    commentId,
    reaction: value.reaction,
    likeCount: value.likeCount,
    dislikeCount: value.dislikeCount,
    viewerHasLiked: value.reaction === 'like',
    viewerHasDisliked: value.reaction === 'dislike',
  };
}

/**
 * One comment's reaction mutation for `useMutation`: optimistic in every cached copy
 * (CC-REACT-08), rolled back with a toast on failure (CC-REACT-09), the answer written after.
 */
export function reactionMutationOptions(
  deps: CommentReactionDeps,
): MutationObserverOptions<CommentReactionState, Error, ReactionVariables, OptimisticContext> {
  return {
    mutationFn: ({ target, pressed }) => deps.press(target.id, pressed),
    onMutate: ({ target, optimistic }) => deps.apply(stateOf(target.id, optimistic)),
    onError: (_error, _variables, context) => {
      context?.rollback();
      deps.notify(COPY.common.tryAgainLater);
    },
    onSuccess: (state) => {
      deps.apply(state);
    },
  };
}

/** What to show for `target` with its mutation's state. */
export function reactionView(
  target: ReactionTarget,
  mutation: Pick<ReactionMutation, 'status' | 'variables' | 'data'>,
) {
  return shownValue(reactionValueOf(target), mutation, reactionValueOfState, sameValue);
}

/**
 * One press: ignored while a request is on its way (CC-REACT-10) or the sign-in is not known;
 * a visitor gets the login toast (CC-REACT-11). The promise settles when the request has (tests await it).
 */
export function pressReaction(
  deps: CommentReactionDeps,
  target: ReactionTarget,
  pressed: CommentReactionPress,
  mutation: ReactionMutation,
): Promise<void> {
  if (mutation.status === 'pending') return Promise.resolve();
  const viewer = deps.viewer();
  if (viewer === 'unknown') return Promise.resolve();
  if (viewer === 'visitor') {
    deps.notify(COPY.common.loginRequired);
    return Promise.resolve();
  }
  const { pending: _pending, ...shown } = reactionView(target, mutation);
  const optimistic = nextReaction(shown, pressed);
  return mutation.mutate({ target, pressed, basis: reactionValueOf(target), optimistic }).then(
    () => undefined,
    () => undefined,
  );
}
