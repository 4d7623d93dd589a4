import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { postHref, type Connection, type Post, type PostTag, type PostType } from '@growday/contracts';
import type { Db } from '../../db/client';
import { posts, sources } from '../../db/schema';
import { encodePostCursor, type PostCursor } from './cursor';
import { loadLatestPageRows } from './latest-page-query';

/** The columns of a post row as every post list selects them (join `sources` on `posts.source_id`). */
export const postColumns = {
  id: posts.id,
  type: posts.type,
  title: posts.title,
  desc: posts.description,
  url: posts.url,
  author: posts.author,
  sourceName: sources.name,
  sourceIconKey: sources.iconKey,
  thumbnail: posts.thumbnail,
  thumbnailKey: posts.thumbnailKey,
  clickCount: posts.clickCount,
  shareCount: posts.shareCount,
  bookmarkCount: posts.bookmarkCount,
  commentCount: posts.commentCount,
  isBest: posts.isBest,
  publishedAt: posts.publishedAt,
  // Tags ride along in the same query, as the post keeps them (posts.tag_list, kept by triggers on
  // post_tags and tags): one column instead of a tag lookup per row.
  tags: sql<PostTag[]>`${posts.tagList}`,
};

type Column<K extends keyof typeof postColumns> = (typeof postColumns)[K];
export type PostRow = {
  [K in keyof typeof postColumns]: Column<K> extends { _: { data: infer D; notNull: infer N } }
    ? N extends true
      ? D
      : D | null
    : Column<K> extends SQL<infer T>
      ? T
      : never;
};

/** Maps a selected row to the contract's Post. */
export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    desc: row.desc,
    url: row.url,
    href: postHref(row),
    author: row.author,
    source: { name: row.sourceName, iconKey: row.sourceIconKey },
    tags: row.tags,
    thumbnail: row.thumbnail,
    thumbnailKey: row.thumbnailKey,
    clickCount: row.clickCount,
    shareCount: row.shareCount,
    bookmarkCount: row.bookmarkCount,
    commentCount: row.commentCount,
    // Viewer state arrives with bookmarks and reading history (accounts issue).
    viewerHasBookmarked: false,
    viewerHasRead: false,
    isBest: row.isBest,
    createdAt: row.publishedAt.toISOString(),
  };
}

export interface PageOptions {
  first: number;
  after?: PostCursor;
}

export interface ListLatestOptions extends PageOptions {
  type?: PostType;
}

/** A page from its rows (first + 1 of them, the extra one telling that a next page exists). */
function pageOf(rows: PostRow[], opts: PageOptions): Connection<Post> {
  const edges = rows.slice(0, opts.first).map((row) => ({
    node: toPost(row),
    cursor: encodePostCursor({ publishedAt: row.publishedAt, id: row.id }),
  }));
  return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > opts.first } };
}

export function createPostsRepository(db: Db) {
  /**
   * One post by id, as a named prepared statement: the post page's only statement. Built and sent
   * as text each time, PostgreSQL parsed and planned it on every request (the join and the tags
   * subquery), which cost about four times its execution (docs/decisions.md, Scale bench: read
   * ratios); prepared, each connection plans it once and drizzle builds its SQL once.
   */
  const byId = db
    .select(postColumns)
    .from(posts)
    .innerJoin(sources, eq(sources.id, posts.sourceId))
    .where(eq(posts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('posts_find_by_id');

  /**
   * Posts matching `condition`, newest first, keyset-paginated on (published_at, id): the cost of
   * a page does not grow with the table. Every newest-first post list goes through here.
   */
  async function listWhere(condition: SQL | undefined, opts: PageOptions): Promise<Connection<Post>> {
    const conditions: SQL[] = [];
    if (condition) conditions.push(condition);
    if (opts.after) {
      const { publishedAt, id } = opts.after;
      const older = or(lt(posts.publishedAt, publishedAt), and(eq(posts.publishedAt, publishedAt), lt(posts.id, id)));
      if (older) conditions.push(older);
    }
    const rows = await db
      .select(postColumns)
      .from(posts)
      .innerJoin(sources, eq(sources.id, posts.sourceId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(opts.first + 1);
    return pageOf(rows, opts);
  }

  return {
    listWhere,

    /** Newest first, optionally one type only. */
    async listLatest(opts: ListLatestOptions): Promise<Connection<Post>> {
      // One JSON value instead of rows (latest-page-query.ts); the same page as listWhere's.
      return pageOf(await loadLatestPageRows(db, opts), opts);
    },

    async findById(id: number): Promise<Post | null> {
      const [row] = await byId.execute({ id });
      return row ? toPost(row) : null;
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
