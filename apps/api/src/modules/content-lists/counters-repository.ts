import { and, eq, lt, lte, sql } from 'drizzle-orm';
import { VIEWER_COUNTER_WINDOW_SECONDS, type ViewerCounterKind } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createViewerKey, type Viewer } from '../../lib/viewer-key';
import { counterHits, posts } from '../../db/schema';

/** The schema's kind column and the contracts' list must name the same kinds. */
type SchemaKind = (typeof counterHits.$inferInsert)['kind'];
const sameKinds: [SchemaKind, ViewerCounterKind] extends [ViewerCounterKind, SchemaKind] ? true : never = true;
void sameKinds;

const WINDOW_MS = VIEWER_COUNTER_WINDOW_SECONDS * 1000;

/**
 * Post counters raised by visitors: a click, a news view and a share count at most once per
 * viewer, post and kind within VIEWER_COUNTER_WINDOW_SECONDS. The claim is an upsert on
 * counter_hits that inserts the row or moves a row older than the window, and the counter moves in
 * the same transaction only when the claim returned a row, so a script repeating the call (even 50
 * at once) moves it once, across API processes. Repeats answer the stored count unchanged.
 *
 * The viewer key is createViewerKey's HMAC of the user id or address: the table holds no addresses.
 */
export function createCountersRepository(db: Db, clock: Clock, secret: string) {
  const viewerKey = createViewerKey(secret);

  const column = { click: posts.clickCount, news_view: posts.clickCount, share: posts.shareCount } as const;

  /** The counter's value after this call; null when no post (of that type, for news) has this id. */
  function count(kind: ViewerCounterKind, postId: number, viewer: Viewer): Promise<number | null> {
    const now = clock.now();
    const counter = column[kind];
    return db.transaction(async (tx) => {
      const [post] = await tx
        .select({ value: counter })
        .from(posts)
        .where(and(eq(posts.id, postId), kind === 'news_view' ? eq(posts.type, 'news') : undefined))
        .limit(1);
      if (!post) return null;
      const claimed = await tx
        .insert(counterHits)
        .values({ postId, kind, viewerHash: viewerKey(viewer), countedAt: now })
        .onConflictDoUpdate({
          target: [counterHits.postId, counterHits.kind, counterHits.viewerHash],
          set: { countedAt: now },
          setWhere: lte(counterHits.countedAt, new Date(now.getTime() - WINDOW_MS)),
        })
        .returning({ postId: counterHits.postId });
      if (claimed.length === 0) {
        // Counted within the window: answer the stored value as it is now, unchanged by this call.
        const [current] = await tx.select({ value: counter }).from(posts).where(eq(posts.id, postId));
        return current?.value ?? post.value;
      }
      // The row lock serialises concurrent increments, so none is lost.
      const [row] = await tx
        .update(posts)
        .set(
          kind === 'share'
            ? { shareCount: sql`${posts.shareCount} + 1` }
            : { clickCount: sql`${posts.clickCount} + 1` },
        )
        .where(eq(posts.id, postId))
        .returning({ value: counter });
      return row?.value ?? null;
    });
  }

  return {
    /** Click (view) count, counted once per viewer and window. */
    click: (postId: number, viewer: Viewer) => count('click', postId, viewer),
    /** A news item's view count (its clickCount), counted once per viewer and window. */
    viewNews: (newsId: number, viewer: Viewer) => count('news_view', newsId, viewer),
    /** Share count, counted once per viewer and window. */
    share: (postId: number, viewer: Viewer) => count('share', postId, viewer),
  };
}
export type CountersRepository = ReturnType<typeof createCountersRepository>;

/** Drops claims older than the window (they no longer stop anything); answers how many. */
export async function deleteExpiredCounterHits(db: Db, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - WINDOW_MS);
  const deleted = await db
    .delete(counterHits)
    .where(lt(counterHits.countedAt, cutoff))
    .returning({ postId: counterHits.postId });
  return deleted.length;
}
