import { and, asc, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { postHref, type Connection, type Post, type PostTag, type PostType } from '@growday/contracts';
import type { Db } from '../../db/client';
import { posts, postTags, sources, tags } from '../../db/schema';
import { encodePostCursor, type PostCursor } from './cursor';

const postColumns = {
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
};

type PostRow = {
  [K in keyof typeof postColumns]: (typeof postColumns)[K]['_']['notNull'] extends true
    ? (typeof postColumns)[K]['_']['data']
    : (typeof postColumns)[K]['_']['data'] | null;
};

function toPost(row: PostRow, postTagsOf: Map<number, PostTag[]>): Post {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    desc: row.desc,
    url: row.url,
    href: postHref(row),
    author: row.author,
    source: { name: row.sourceName, iconKey: row.sourceIconKey },
    tags: postTagsOf.get(row.id) ?? [],
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

export function createPostsRepository(db: Db) {
  async function tagsFor(postIds: number[]): Promise<Map<number, PostTag[]>> {
    const byPost = new Map<number, PostTag[]>();
    if (postIds.length === 0) return byPost;
    const rows = await db
      .select({ postId: postTags.postId, id: tags.id, name: tags.name, iconKey: tags.iconKey })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(inArray(postTags.postId, postIds))
      .orderBy(asc(postTags.postId), asc(postTags.position));
    for (const { postId, ...tag } of rows) {
      const list = byPost.get(postId);
      if (list) list.push(tag);
      else byPost.set(postId, [tag]);
    }
    return byPost;
  }

  return {
    /** Newest first, keyset-paginated: the cost of a page does not grow with the table. */
    async listLatest(opts: { first: number; after?: PostCursor; type?: PostType }): Promise<Connection<Post>> {
      const conditions: SQL[] = [];
      if (opts.type) conditions.push(eq(posts.type, opts.type));
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
      const page = rows.slice(0, opts.first);
      const tagMap = await tagsFor(page.map((r) => r.id));
      const edges = page.map((row) => ({
        node: toPost(row, tagMap),
        cursor: encodePostCursor({ publishedAt: row.publishedAt, id: row.id }),
      }));
      return {
        edges,
        pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > opts.first },
      };
    },

    async findById(id: number): Promise<Post | null> {
      const [row] = await db
        .select(postColumns)
        .from(posts)
        .innerJoin(sources, eq(sources.id, posts.sourceId))
        .where(eq(posts.id, id))
        .limit(1);
      if (!row) return null;
      return toPost(row, await tagsFor([row.id]));
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
