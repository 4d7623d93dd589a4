import { sql } from 'drizzle-orm';
import type { Connection, Post } from '@growday/contracts';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { CACHE_NAMES, type CacheRegistry } from '../../lib/cache-registry';
import { bookmarks, postIgnores, postReads } from '../../db/schema';
import { rowsOf } from '../analytics/rows';

/**
 * The viewer's own state on feed posts (bookmarked, read, not interested), laid over lists that hold
 * none, such as a cached page shared by every visitor. Its own module so the post lists and the
 * bookmarks module both depend on it instead of on each other.
 */

/**
 * After a write of the viewer's own state (a bookmark, a read, not interested, My Feed): the pages
 * kept with their flags laid over (the recommended list) go at once here and in every other process
 * before the answer leaves, so the viewer's next read shows the write.
 */
export function forgetViewerState(caches: Pick<CacheRegistry, 'forget'>, userId: number): Promise<void> {
  return caches.forget(CACHE_NAMES.recommendations, String(userId));
}

/** Anything that carries a feed post's id and the viewer's flags on it (a post, a popular-panel item). */
export interface ViewerFlagged {
  id: number;
  viewerHasBookmarked: boolean;
  viewerHasRead: boolean;
}

export interface ViewerPostState {
  bookmarked: ReadonlySet<number>;
  read: ReadonlySet<number>;
  /** Marked not interested (SH-API-11): these leave the viewer's lists. */
  ignored: ReadonlySet<number>;
}

const NOTHING: ViewerPostState = { bookmarked: new Set(), read: new Set(), ignored: new Set() };

/**
 * The viewer's rows among these posts, in one query: three primary-key probes (user_id, post_id)
 * joined by UNION ALL, each row tagged with the table it came from. On the single-threaded embedded
 * database every statement costs a round of parse, plan and protocol, so one beats three. The ids go
 * in as one array parameter, so the text is the same for every page and viewer, and it runs as a
 * named statement (executeNamed): on PostgreSQL it is planned once per pooled connection, where
 * planning the three probes cost more than running them (as for the post and comment statements).
 */
export async function loadViewerPostState(
  db: Db,
  viewerId: number,
  postIds: readonly number[],
): Promise<ViewerPostState> {
  const unique = [...new Set(postIds)];
  if (unique.length === 0) return NOTHING;
  // Ids come from the database or a validated request (integers): the array literal holds numbers only.
  const ids = `{${unique.map((id) => Math.trunc(id)).join(',')}}`;
  const probe = (kind: string, table: typeof bookmarks | typeof postReads | typeof postIgnores) =>
    sql`select ${kind}::text as kind, t.post_id as "postId" from ${table} t
      where t.user_id = ${viewerId}::int and t.post_id = any(${ids}::int[])`;
  const rows = rowsOf<{ kind: string; postId: number }>(
    await executeNamed(
      db,
      'viewer_post_state',
      sql`${probe('b', bookmarks)} union all ${probe('r', postReads)} union all ${probe('i', postIgnores)}`,
    ),
  );
  const state = { bookmarked: new Set<number>(), read: new Set<number>(), ignored: new Set<number>() };
  for (const row of rows) {
    const postId = Number(row.postId);
    (row.kind === 'b' ? state.bookmarked : row.kind === 'r' ? state.read : state.ignored).add(postId);
  }
  return state;
}

/** Copies of the items with the viewer's flags from `state`; never mutates. */
export function withViewerFlags<T extends ViewerFlagged>(list: readonly T[], state: ViewerPostState): T[] {
  return list.map((p) => ({
    ...p,
    viewerHasBookmarked: state.bookmarked.has(p.id),
    viewerHasRead: state.read.has(p.id),
  }));
}

/** Lays the viewer's bookmarked and read flags over posts that hold none (one query). */
export async function overlayViewerState<T extends ViewerFlagged>(
  db: Db,
  viewerId: number,
  list: readonly T[],
): Promise<T[]> {
  if (list.length === 0) return [];
  return withViewerFlags(
    list,
    await loadViewerPostState(
      db,
      viewerId,
      list.map((p) => p.id),
    ),
  );
}

/**
 * A connection with the viewer's state laid over copies of its posts, without the posts they marked
 * not interested; the cursor still follows the full list, so the next page neither repeats nor
 * skips a post. `state` is the viewer's rows when the caller already has them.
 */
export function overlayConnectionWith(conn: Connection<Post>, state: ViewerPostState): Connection<Post> {
  const edges = conn.edges
    .filter((e) => !state.ignored.has(e.node.id))
    .map((e) => ({
      cursor: e.cursor,
      node: {
        ...e.node,
        viewerHasBookmarked: state.bookmarked.has(e.node.id),
        viewerHasRead: state.read.has(e.node.id),
      },
    }));
  return { edges, pageInfo: conn.pageInfo };
}

/** overlayConnectionWith after one query for the viewer's rows; anonymous answers it as it is. */
export async function overlayConnection(
  db: Db,
  viewerId: number | null | undefined,
  conn: Connection<Post>,
): Promise<Connection<Post>> {
  if (viewerId == null || conn.edges.length === 0) return conn;
  const state = await loadViewerPostState(
    db,
    viewerId,
    conn.edges.map((e) => e.node.id),
  );
  return overlayConnectionWith(conn, state);
}
