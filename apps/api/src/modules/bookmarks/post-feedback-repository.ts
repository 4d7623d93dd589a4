import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IgnoreState } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bookmarks, postIgnores, postReads, posts } from '../../db/schema';

/**
 * The viewer's private signals (SH-API-11): "not interested" and card clicks. Neither moves a
 * public counter, so neither needs the once-per-viewer windows of the click and share counts.
 */
export function createPostFeedbackRepository(db: Db, clock: Clock) {
  return {
    async postExists(postId: number): Promise<boolean> {
      const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).limit(1);
      return post !== undefined;
    },

    /** Puts the ignore row in the wanted state (idempotent); null when no post has this id. */
    async setIgnored(userId: number, postId: number, ignored: boolean): Promise<IgnoreState | null> {
      return db.transaction(async (tx) => {
        const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).limit(1);
        if (!post) return null;
        if (ignored) {
          await tx.insert(postIgnores).values({ userId, postId, createdAt: clock.now() }).onConflictDoNothing();
        } else {
          await tx.delete(postIgnores).where(and(eq(postIgnores.userId, userId), eq(postIgnores.postId, postId)));
        }
        return { postId, viewerHasIgnored: ignored };
      });
    },

    /**
     * Cards the user opened: each existing post's reading-history row moves to now and a bookmark
     * of it counts as read, in one transaction. Unknown ids are skipped; answers how many were kept.
     */
    async recordCardClicks(userId: number, postIds: readonly number[]): Promise<number> {
      const ids = [...new Set(postIds)];
      if (ids.length === 0) return 0;
      const now = clock.now();
      return db.transaction(async (tx) => {
        const existing = await tx.select({ id: posts.id }).from(posts).where(inArray(posts.id, ids));
        if (existing.length === 0) return 0;
        const found = existing.map((row) => row.id);
        await tx
          .insert(postReads)
          .values(found.map((postId) => ({ userId, postId, readAt: now })))
          .onConflictDoUpdate({ target: [postReads.userId, postReads.postId], set: { readAt: sql`excluded.read_at` } });
        await tx
          .update(bookmarks)
          .set({ readAt: now })
          .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.postId, found)));
        return found.length;
      });
    },
  };
}
