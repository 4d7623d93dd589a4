import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BookmarkState, Connection, Post } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bookmarks, postReads, posts, sources } from '../../db/schema';
import { encodePostCursor, type PostCursor } from '../posts/cursor';
import { postColumns, toPost, type PageOptions } from '../posts/posts-repository';
import { ignoredPostIds } from './post-feedback-repository';

/** Anything that carries a feed post's id and the viewer's flags on it (a post, a popular-panel item). */
export interface ViewerFlagged {
  id: number;
  viewerHasBookmarked: boolean;
  viewerHasRead: boolean;
}

/**
 * Lays the viewer's own state (bookmarked, read) over posts that hold none, such as a cached page:
 * one query for bookmarks and one for reads over the posts' ids. Answers copies; never mutates.
 */
export async function overlayViewerState<T extends ViewerFlagged>(
  db: Db,
  viewerId: number,
  list: readonly T[],
): Promise<T[]> {
  const ids = [...new Set(list.map((p) => p.id))];
  if (ids.length === 0) return [];
  const [bookmarked, read] = await Promise.all([
    db
      .select({ postId: bookmarks.postId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, viewerId), inArray(bookmarks.postId, ids))),
    db
      .select({ postId: postReads.postId })
      .from(postReads)
      .where(and(eq(postReads.userId, viewerId), inArray(postReads.postId, ids))),
  ]);
  const bookmarkedIds = new Set(bookmarked.map((r) => r.postId));
  const readIds = new Set(read.map((r) => r.postId));
  return list.map((p) => ({ ...p, viewerHasBookmarked: bookmarkedIds.has(p.id), viewerHasRead: readIds.has(p.id) }));
}

/**
 * A connection of posts with the viewer's state laid over it (copies), without the posts they marked
 * not interested; anonymous answers it as it is.
 */
export async function overlayConnection(
  db: Db,
  viewerId: number | null | undefined,
  conn: Connection<Post>,
): Promise<Connection<Post>> {
  if (viewerId == null || conn.edges.length === 0) return conn;
  const list = conn.edges.map((e) => e.node);
  const [nodes, ignored] = await Promise.all([
    overlayViewerState(db, viewerId, list),
    ignoredPostIds(
      db,
      viewerId,
      list.map((p) => p.id),
    ),
  ]);
  // Posts the viewer marked not interested leave the page; the cursor still follows the full
  // ranking, so the next page neither repeats nor skips a post.
  const edges = conn.edges
    .map((e, i) => ({ cursor: e.cursor, node: nodes[i] ?? e.node }))
    .filter((e) => !ignored.has(e.node.id));
  return { edges, pageInfo: conn.pageInfo };
}

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
  async function page(
    condition: SQL | undefined,
    time: typeof bookmarks.createdAt | typeof postReads.readAt,
    postId: typeof bookmarks.postId | typeof postReads.postId,
    from: typeof bookmarks | typeof postReads,
    viewerId: number,
    opts: PageOptions,
  ): Promise<Connection<Post>> {
    const rows = await db
      .select({ ...postColumns, at: time })
      .from(from)
      .innerJoin(posts, eq(posts.id, postId))
      .innerJoin(sources, eq(sources.id, posts.sourceId))
      .where(and(condition, olderThan(time, postId, opts.after)))
      .orderBy(desc(time), desc(postId))
      .limit(opts.first + 1);
    const edges = rows.slice(0, opts.first).map((row) => ({
      node: toPost(row),
      cursor: encodePostCursor({ publishedAt: row.at, id: row.id }),
    }));
    return overlayConnection(db, viewerId, {
      edges,
      pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > opts.first },
    });
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
