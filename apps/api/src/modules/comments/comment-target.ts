import { and, eq, isNull } from 'drizzle-orm';
import type { CommentPostKind } from '@growday/contracts';
import type { Db } from '../../db/client';
import { comments, communityPosts, posts } from '../../db/schema';

type Tx = Pick<Db, 'select'>;

/**
 * What a comment is on: a post, or a community post (/best/{id}). The two id spaces overlap, so
 * an id never travels without its kind. A comment row holds exactly one of post_id and
 * community_post_id (comments_target_check).
 */
export interface CommentTarget {
  kind: CommentPostKind;
  id: number;
}

export const postTarget = (id: number): CommentTarget => ({ kind: 'post', id });
export const communityTarget = (id: number): CommentTarget => ({ kind: 'community', id });

export function targetOf(row: { postId: number | null; communityPostId: number | null }): CommentTarget {
  if (row.postId !== null) return postTarget(row.postId);
  if (row.communityPostId !== null) return communityTarget(row.communityPostId);
  throw new Error('comment without a target');
}

export const sameTarget = (a: CommentTarget, b: CommentTarget): boolean => a.kind === b.kind && a.id === b.id;

/** The comments column holding this kind of target. */
export const targetColumn = (kind: CommentPostKind) => (kind === 'post' ? comments.postId : comments.communityPostId);

/** The insert values naming the target (the other column stays null). */
export const targetValues = (t: CommentTarget) =>
  t.kind === 'post' ? { postId: t.id, communityPostId: null } : { postId: null, communityPostId: t.id };

/**
 * The target's visible comment count, or null when it cannot be commented on or read: unknown,
 * or (community) deleted or hidden by the operator. `lock` takes a key-share lock on a community
 * post, so a writer's delete waits for the comment's transaction instead of racing it; the
 * comment-count trigger's update is compatible with that lock.
 */
export async function readTarget(
  tx: Tx,
  target: CommentTarget,
  lock = false,
): Promise<{ commentCount: number } | null> {
  if (target.kind === 'post') {
    const [row] = await tx
      .select({ commentCount: posts.commentCount })
      .from(posts)
      .where(eq(posts.id, target.id))
      .limit(1);
    return row ?? null;
  }
  const query = tx
    .select({ commentCount: communityPosts.commentCount })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, target.id), isNull(communityPosts.hiddenAt)))
    .limit(1);
  const [row] = lock ? await query.for('key share') : await query;
  return row ?? null;
}

/**
 * Whether a comment's target may still be read and acted on: always for a post (as before), and
 * for a community post only while it exists and is not hidden, so a hidden post's comments
 * cannot be liked, reported or paged into.
 */
export async function isTargetOpen(
  tx: Tx,
  row: { postId: number | null; communityPostId: number | null },
): Promise<boolean> {
  if (row.communityPostId === null) return true;
  return (await readTarget(tx, communityTarget(row.communityPostId))) !== null;
}
