import { and, eq, sql } from 'drizzle-orm';
import type { BookmarkState, Connection, Post } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bookmarks, postIgnores, postReads, posts, sources } from '../../db/schema';
import { encodePostCursor } from '../posts/cursor';
import { POST_JSON_COLUMNS, type JsonPostRow } from '../posts/post-json-columns';
import { toPost, type PageOptions } from '../posts/posts-repository';
import { executeNamed, literalLimit } from '../../db/named-statement';
import { jsonOf, rowsOf } from '../analytics/rows';
import { overlayConnectionWith } from '../viewer-state/viewer-state';

/** A page row as the query's JSON carries it (times as text). */
type JsonPageRow = JsonPostRow & {
  at: string;
  bookmarked: boolean;
  read: boolean;
  ignored: boolean;
};

/**
 * Bookmarks ("scraps") and reading history. The post's bookmark_count moves in the same
 * transaction as the bookmark row, and only when a row was really inserted or deleted, so the
 * count equals the rows after any concurrent load.
 */
export function createBookmarksRepository(db: Db, clock: Clock) {
  /**
   * One page of the viewer's bookmarks or history in ONE query whose answer is ONE JSON value: the
   * viewer's flags on each post ride along as EXISTS probes on each table's primary key (the list's
   * own flag is true by definition: a bookmark is bookmarked, a history row is read), and the rows
   * leave as one text that JSON.parse reads natively instead of a value-by-value decode and mapping
   * (issue 13 item 5; the latest feed does the same, posts/latest-page-query.ts).
   */
  async function page(list: 'bookmarks' | 'history', viewerId: number, opts: PageOptions): Promise<Connection<Post>> {
    const from = list === 'bookmarks' ? bookmarks : postReads;
    const time = list === 'bookmarks' ? bookmarks.createdAt : postReads.readAt;
    const postId = list === 'bookmarks' ? bookmarks.postId : postReads.postId;
    const userId = list === 'bookmarks' ? bookmarks.userId : postReads.userId;
    const probe = (table: typeof bookmarks | typeof postReads | typeof postIgnores) =>
      sql`exists (select 1 from ${table} v where v.user_id = ${viewerId}::int and v.post_id = p.id)`;
    const after = opts.after;
    // The cursor holds milliseconds; the columns are timestamptz(3), so the ISO text is exact.
    const at = after ? sql`${after.publishedAt.toISOString()}::timestamptz` : undefined;
    const older =
      after && at ? sql`and (${time} < ${at} or (${time} = ${at} and ${postId} < ${after.id}::int))` : sql``;
    // Named (executeNamed): PostgreSQL plans each variant (list, with or without a cursor, page
    // size) once per pooled connection instead of on every request; the limit is in the text
    // (literalLimit) so that the generic plan is the one kept.
    const [answer] = rowsOf<{ rows: JsonPageRow[] | string | null }>(
      await executeNamed(
        db,
        `${list}_page`,
        sql`
        select json_agg(x order by x."at" desc, x.id desc) as "rows" from (
          select ${POST_JSON_COLUMNS},
            ${time} as "at",
            ${list === 'bookmarks' ? sql`true` : probe(bookmarks)} as "bookmarked",
            ${list === 'history' ? sql`true` : probe(postReads)} as "read",
            ${probe(postIgnores)} as "ignored"
          from ${from}
          join ${posts} p on p.id = ${postId}
          join ${sources} s on s.id = p.source_id
          where ${userId} = ${viewerId}::int ${older}
          order by ${time} desc, ${postId} desc
          limit ${literalLimit(opts.first + 1)}
        ) x`,
      ),
    );
    const rows = (answer?.rows ? jsonOf(answer.rows) : []).map((json) => ({
      ...json,
      publishedAt: new Date(json.publishedAt),
      at: new Date(json.at),
    }));
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
      return page('bookmarks', userId, opts);
    },

    /** The posts the user opened, most recently read first. */
    listHistory(userId: number, opts: PageOptions): Promise<Connection<Post>> {
      return page('history', userId, opts);
    },
  };
}
export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;
