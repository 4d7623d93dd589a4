import { and, eq, sql } from 'drizzle-orm';
import { COPY, type CommentReaction, type CommentReactionState } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { commentReactions, comments } from '../../db/schema';
import { notFound } from '../../plugins/error-handler';
import { notify } from '../notifications/notifications-repository';
import { isTargetOpen, targetOf } from './comment-target';
import { isPubliclyVisible } from './comment-view';

type Press = 'like' | 'dislike';

/** The spec's state machine: pressing the current state clears it, pressing the other switches. */
export const nextReaction = (current: CommentReaction, pressed: Press): CommentReaction =>
  current === pressed ? 'none' : pressed;

const countOf = (state: CommentReaction, kind: Press): number => (state === kind ? 1 : 0);

/**
 * Likes and dislikes. Each press locks the comment row first, so every press on one comment
 * runs one after another: the reaction row and both counters change in the same transaction and
 * the counters always equal the rows, whatever the concurrency.
 */
export function createReactionsRepository(db: Db, clock: Clock) {
  return {
    press(userId: number, commentId: number, pressed: Press): Promise<CommentReactionState> {
      return db.transaction(async (tx) => {
        const [comment] = await tx
          .select({
            postId: comments.postId,
            communityPostId: comments.communityPostId,
            userId: comments.userId,
            isDeleted: comments.isDeleted,
            status: comments.status,
          })
          .from(comments)
          .where(eq(comments.id, commentId))
          .for('no key update');
        if (!comment || !isPubliclyVisible(comment) || !(await isTargetOpen(tx, comment))) {
          throw notFound(COPY.comments.notFound);
        }
        const mine = and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, userId));
        const [row] = await tx.select({ kind: commentReactions.kind }).from(commentReactions).where(mine);
        const current: CommentReaction = row?.kind ?? 'none';
        const next = nextReaction(current, pressed);
        const now = clock.now();
        if (next === 'none') await tx.delete(commentReactions).where(mine);
        else if (current === 'none')
          await tx.insert(commentReactions).values({ commentId, userId, kind: next, createdAt: now });
        else await tx.update(commentReactions).set({ kind: next, createdAt: now }).where(mine);
        const likeDelta = countOf(next, 'like') - countOf(current, 'like');
        const dislikeDelta = countOf(next, 'dislike') - countOf(current, 'dislike');
        const [counts] = await tx
          .update(comments)
          .set({
            likeCount: sql`${comments.likeCount} + ${likeDelta}`,
            dislikeCount: sql`${comments.dislikeCount} + ${dislikeDelta}`,
          })
          .where(eq(comments.id, commentId))
          .returning({ likeCount: comments.likeCount, dislikeCount: comments.dislikeCount });
        if (next === 'like') {
          await notify(tx, {
            kind: 'like',
            recipientId: comment.userId,
            actorId: userId,
            target: targetOf(comment),
            commentId,
            at: now,
          });
        }
        return {
          commentId,
          reaction: next,
          viewerHasLiked: next === 'like',
          viewerHasDisliked: next === 'dislike',
          likeCount: counts?.likeCount ?? 0,
          dislikeCount: counts?.dislikeCount ?? 0,
        };
      });
    },
  };
}
export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
