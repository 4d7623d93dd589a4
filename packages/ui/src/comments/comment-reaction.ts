import { COPY, type CommentReaction, type CommentReactionState, type Reply } from '@growday/contracts/client';
import type { CommentReactionPress } from '../api/comments';

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
  /** The server's answer, for every cached copy of the comment. */
  onSettled: (state: CommentReactionState) => void;
}

export interface ReactionView extends ReactionValue {
  pending: boolean;
}

interface Snapshot {
  pending: boolean;
  /** Shown instead of the target's own values while pending or while the target still has `basis`. */
  local: { value: ReactionValue; basis: ReactionValue } | null;
}

/**
 * One comment's reactions: optimistic (CC-REACT-08), presses ignored while a request is on its way
 * (CC-REACT-10), rolled back with a toast on failure (CC-REACT-09). Framework-free so tests drive it.
 */
export class CommentReactionControl {
  private snapshot: Snapshot = { pending: false, local: null };
  private readonly listeners = new Set<() => void>();

  constructor(private deps: CommentReactionDeps) {}

  setDeps(deps: CommentReactionDeps): void {
    this.deps = deps;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): Snapshot => this.snapshot;

  view(target: ReactionTarget): ReactionView {
    const own = reactionValueOf(target);
    const { local, pending } = this.snapshot;
    const value = local && (pending || sameValue(local.basis, own)) ? local.value : own;
    return { ...value, pending };
  }

  /** One press; the promise settles when the request has (tests await it). */
  async press(target: ReactionTarget, pressed: CommentReactionPress): Promise<void> {
    if (this.snapshot.pending) return;
    const viewer = this.deps.viewer();
    if (viewer === 'unknown') return;
    if (viewer === 'visitor') {
      this.deps.notify(COPY.common.loginRequired);
      return;
    }
    const previous = this.snapshot.local;
    const basis = reactionValueOf(target);
    const optimistic = nextReaction(this.view(target), pressed);
    this.set({ pending: true, local: { value: optimistic, basis } });
    let state: CommentReactionState;
    try {
      state = await this.deps.press(target.id, pressed);
    } catch {
      this.set({ pending: false, local: previous });
      this.deps.notify(COPY.common.tryAgainLater);
      return;
    }
    this.set({ pending: false, local: { value: reactionValueOfState(state), basis } });
    this.deps.onSettled(state);
  }

  private set(snapshot: Snapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
