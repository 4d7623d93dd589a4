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

  const none: Connection<Post> = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

  /**
   * Posts linked to one of `tagIds`; a semi-join, so a post with two of them comes once. The ids
   * are looked up first and sent as values: the planner then knows each tag's share of the posts
   * from the statistics and walks the newest posts for a common tag (stopping at a page) or reads
   * a rare tag's few posts by post_tags_tag_id_idx and sorts them. Joined to `tags` by name inside
   * the statement, every tag got the walk, and a rare one walked the whole table (2.8 s for a tag
   * of 5 posts among 200,000).
   */
  const havingTag = (tagIds: number[]) =>
    inArray(posts.id, db.select({ postId: postTags.postId }).from(postTags).where(inArray(postTags.tagId, tagIds)));

  async function listHavingTags(tagCondition: SQL, page: PageOptions): Promise<Connection<Post>> {
    const found = await db.select({ id: tags.id }).from(tags).where(tagCondition);
    return found.length === 0 ? none : listWhere(havingTag(found.map((t) => t.id)), page);
  }

  return {
    listByTagName(tagName: string, page: PageOptions): Promise<Connection<Post>> {
      return listHavingTags(eq(tags.name, tagName), page);
    },

    listByTagGroup(tagGroupId: number, page: PageOptions): Promise<Connection<Post>> {
      return listHavingTags(eq(tags.tagGroupId, tagGroupId), page);
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
