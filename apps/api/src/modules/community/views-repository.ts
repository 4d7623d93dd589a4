import { eq, lte, sql } from 'drizzle-orm';
import { VIEWER_COUNTER_WINDOW_SECONDS } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { communityPosts, communityViewHits } from '../../db/schema';
import { createViewerKey, type Viewer } from '../../lib/viewer-key';

/**
 * A community post's view count, raised once per viewer within VIEWER_COUNTER_WINDOW_SECONDS as
 * the feed's click counter is (content-lists/counters-repository.ts): the claim on
 * community_view_hits and the increment share one transaction, so a repeating script moves it once.
 */
export function createCommunityViewsRepository(db: Db, clock: Clock, secret: string) {
  const viewerKey = createViewerKey(secret);
  return {
    /** The view count after this call; null when no visible post has this id. */
    view(postId: number, viewer: Viewer): Promise<number | null> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [post] = await tx
          .select({ viewCount: communityPosts.viewCount, hiddenAt: communityPosts.hiddenAt })
          .from(communityPosts)
          .where(eq(communityPosts.id, postId))
          .limit(1);
        if (!post || post.hiddenAt) return null;
        const claimed = await tx
          .insert(communityViewHits)
          .values({ postId, viewerHash: viewerKey(viewer), countedAt: now })
          .onConflictDoUpdate({
            target: [communityViewHits.postId, communityViewHits.viewerHash],
            set: { countedAt: now },
            setWhere: lte(communityViewHits.countedAt, new Date(now.getTime() - VIEWER_COUNTER_WINDOW_SECONDS * 1000)),
          })
          .returning({ postId: communityViewHits.postId });
        if (claimed.length === 0) return post.viewCount;
        const [row] = await tx
          .update(communityPosts)
          .set({ viewCount: sql`${communityPosts.viewCount} + 1` })
          .where(eq(communityPosts.id, postId))
          .returning({ viewCount: communityPosts.viewCount });
        return row?.viewCount ?? null;
      });
    },
  };
}
