import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';

/**
 * Post counters raised by visitors. Each is one `update ... set n = n + 1 returning n`: the row
 * lock serialises concurrent calls, so no increment is lost and the answer is the stored value.
 */
export function createCountersRepository(db: Db) {
  return {
    /** Click (view) count + 1; null when no post has this id. */
    async incrementClickCount(postId: number): Promise<number | null> {
      const [row] = await db
        .update(posts)
        .set({ clickCount: sql`${posts.clickCount} + 1` })
        .where(eq(posts.id, postId))
        .returning({ clickCount: posts.clickCount });
      return row?.clickCount ?? null;
    },

    /** A news item's view count (its clickCount) + 1; null when the id is not a news item. */
    async incrementNewsViewCount(newsId: number): Promise<number | null> {
      const [row] = await db
        .update(posts)
        .set({ clickCount: sql`${posts.clickCount} + 1` })
        .where(and(eq(posts.id, newsId), eq(posts.type, 'news')))
        .returning({ clickCount: posts.clickCount });
      return row?.clickCount ?? null;
    },

    /** Share count + 1; null when no post has this id. */
    async incrementShareCount(postId: number): Promise<number | null> {
      const [row] = await db
        .update(posts)
        .set({ shareCount: sql`${posts.shareCount} + 1` })
        .where(eq(posts.id, postId))
        .returning({ shareCount: posts.shareCount });
      return row?.shareCount ?? null;
    },
  };
}
export type CountersRepository = ReturnType<typeof createCountersRepository>;
