import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Connection, Post } from '@growday/contracts';
import type { Db } from '../../db/client';
import { posts, postTags, sources, tags } from '../../db/schema';
import { createPostsRepository, type PageOptions } from '../posts/posts-repository';

/**
 * The filtered post lists (content spec §2): by tag, tag group, source, author, and the news list.
 * All of them are the newest-first keyset list of the posts repository with one condition added,
 * so they share its columns, its cursor and its cost per page.
 */
export function createPostListsRepository(db: Db) {
  const { listWhere, findById } = createPostsRepository(db);

  /** Posts linked to a tag matching `tagCondition`; a semi-join, so a post with two matching tags comes once. */
  const havingTag = (tagCondition: SQL) =>
    inArray(
      posts.id,
      db
        .select({ postId: postTags.postId })
        .from(postTags)
        .innerJoin(tags, eq(tags.id, postTags.tagId))
        .where(tagCondition),
    );

  return {
    listByTagName(tagName: string, page: PageOptions): Promise<Connection<Post>> {
      return listWhere(havingTag(eq(tags.name, tagName)), page);
    },

    listByTagGroup(tagGroupId: number, page: PageOptions): Promise<Connection<Post>> {
      return listWhere(havingTag(eq(tags.tagGroupId, tagGroupId)), page);
    },

    listBySourceName(sourceName: string, page: PageOptions): Promise<Connection<Post>> {
      return listWhere(eq(sources.name, sourceName), page);
    },

    listByAuthorName(authorName: string, page: PageOptions): Promise<Connection<Post>> {
      return listWhere(eq(posts.author, authorName), page);
    },

    listNews(page: PageOptions): Promise<Connection<Post>> {
      return listWhere(eq(posts.type, 'news'), page);
    },

    /** A news item by id; null when the id is unknown or names a post of another type. */
    async findNews(id: number): Promise<Post | null> {
      const post = await findById(id);
      return post?.type === 'news' ? post : null;
    },
  };
}
export type PostListsRepository = ReturnType<typeof createPostListsRepository>;
