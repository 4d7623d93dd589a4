import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BookmarkState, Connection, Post } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bookmarks, postIgnores, postReads, posts, sources } from '../../db/schema';
import { encodePostCursor, type PostCursor } from '../posts/cursor';
import { postColumns, toPost, type PageOptions } from '../posts/posts-repository';
import { overlayConnectionWith } from '../viewer-state/viewer-state';

/** Keyset condition "older than the cursor" on a (time, post id) pair ordered newest first. */
function olderThan(
  time: typeof bookmarks.createdAt | typeof postReads.readAt,
  postId: typeof bookmarks.postId | typeof postReads.postId,
  after: PostCursor | undefined,
) {
  if (!after) return undefined;
  return or(lt(time, after.publishedAt), and(eq(time, after.publishedAt), lt(postId, after.id)));
}

/**
 * Bookmarks ("scraps") and reading history. The post's bookmark_count moves in the same
 * transaction as the bookmark row, and only when a row was really inserted or deleted, so the
 * count equals the rows after any concurrent load.
 */
export function createBookmarksRepository(db: Db, clock: Clock) {
  /**
   * One page of the viewer's bookmarks or history in ONE query: the viewer's flags on each post
   * (bookmarked, read, not interested) ride along as EXISTS probes on each table's primary key,
   * instead of an overlay query after the page.
   */
  async function page(
    condition: SQL | undefined,
    time: typeof bookmarks.createdAt | typeof postReads.readAt,
    postId: typeof bookmarks.postId | typeof postReads.postId,
    from: typeof bookmarks | typeof postReads,
    viewerId: number,
    opts: PageOptions,
  ): Promise<Connection<Post>> {
    const rows = await db
      .select({
        ...postColumns,
        at: time,
        bookmarked: sql<boolean>`exists (select 1 from ${bookmarks} v where v.user_id = ${viewerId} and v.post_id = ${posts.id})`,
        read: sql<boolean>`exists (select 1 from ${postReads} v where v.user_id = ${viewerId} and v.post_id = ${posts.id})`,
        ignored: sql<boolean>`exists (select 1 from ${postIgnores} v where v.user_id = ${viewerId} and v.post_id = ${posts.id})`,
      })
      .from(from)
      .innerJoin(posts, eq(posts.id, postId))
      .innerJoin(sources, eq(sources.id, posts.sourceId))
      .where(and(condition, olderThan(time, postId, opts.after)))
      .orderBy(desc(time), desc(postId))
      .limit(opts.first + 1);
    const shown = rows.slice(0, opts.first);
    const edges = shown.map((row) => ({
      node: toPost(row),
      cursor: encodePostCursor({ publishedAt: row.at, id: row.id }),
    }));
    const idsWhere = (flag: 'bookmarked' | 'read' | 'ignored') =>
      new Set(shown.filter((row) => row[flag]).map((row) => row.id));
    return overlayConnectionWith(
      { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > opts.first } },
      { bookmarked: idsWhere('bookmarked'), read: idsWhere('read'), ignored: idsWhere('ignored') },
    );
  }

  /**
   * Puts the bookmark row in the wanted state; the post's count moves in the same transaction and
   * only when a row was really inserted or deleted, so the count equals the rows under any load.
   */
  function setBookmarked(userId: number, postId: number, bookmarked: boolean): Promise<BookmarkState | null> {
    return db.transaction(async (tx) => {
      const [post] = await tx
        .select({ bookmarkCount: posts.bookmarkCount })
        .from(posts)
        .where(eq(posts.id, postId))
        .limit(1);
      if (!post) return null;
      const changed = bookmarked
        ? await tx
            .insert(bookmarks)
            .values({ userId, postId, createdAt: clock.now() })
            .onConflictDoNothing()
            .returning({ postId: bookmarks.postId })
        : await tx
            .delete(bookmarks)
            .where(and(eq(bookmarks.userId, userId), eq(bookmarks.postId, postId)))
            .returning({ postId: bookmarks.postId });
      let bookmarkCount = post.bookmarkCount;
      if (changed.length > 0) {
        const [row] = await tx
          .update(posts)
          .set({ bookmarkCount: sql`${posts.bookmarkCount} + ${bookmarked ? 1 : -1}` })
          .where(eq(posts.id, postId))
          .returning({ bookmarkCount: posts.bookmarkCount });
        bookmarkCount = row?.bookmarkCount ?? bookmarkCount;
      }
      return { postId, viewerHasBookmarked: bookmarked, bookmarkCount };
    });
  }

  return {
    /** Adds the bookmark (once); null when no post has this id. */
    add: (userId: number, postId: number) => setBookmarked(userId, postId, true),

    /** Removes the bookmark (if any); null when no post has this id. */
    remove: (userId: number, postId: number) => setBookmarked(userId, postId, false),

    /**
     * The user opened the post: its reading-history row moves to now, and a bookmark of it
     * counts as read. The post must exist (call after the click was counted).
     */
    async recordRead(userId: number, postId: number): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .insert(postReads)
          .values({ userId, postId, readAt: now })
          .onConflictDoUpdate({ target: [postReads.userId, postReads.postId], set: { readAt: now } });
        await tx
          .update(bookmarks)
          .set({ readAt: now })
          .where(and(eq(bookmarks.userId, userId), eq(bookmarks.postId, postId)));
      });
    },

    /** The user's bookmarked posts, newest bookmark first. */
    listBookmarks(userId: number, opts: PageOptions): Promise<Connection<Post>> {
      return page(eq(bookmarks.userId, userId), bookmarks.createdAt, bookmarks.postId, bookmarks, userId, opts);
    },

    /** The posts the user opened, most recently read first. */
    listHistory(userId: number, opts: PageOptions): Promise<Connection<Post>> {
      return page(eq(postReads.userId, userId), postReads.readAt, postReads.postId, postReads, userId, opts);
    },
  };
}
export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;
