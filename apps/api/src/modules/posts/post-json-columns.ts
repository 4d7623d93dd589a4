import { sql } from 'drizzle-orm';
import type { PostRow } from './posts-repository';

/** A post row as a JSON page carries it (PostRow with the time as text). */
export type JsonPostRow = Omit<PostRow, 'publishedAt'> & { publishedAt: string };

/**
 * The select list of a post row (the columns of postColumns, tags included) for the pages read as
 * ONE JSON value (the latest feed page, the bookmarks and history pages), over `posts p` joined with
 * `sources s`: one place for the shape those pages' JSON must have. The tags are the post's
 * tag_list, which triggers keep on every change of its tags (migration 0024).
 */
export const POST_JSON_COLUMNS = sql`p.id, p.type, p.title, p.description as "desc", p.url, p.author,
  s.name as "sourceName", s.icon_key as "sourceIconKey", p.thumbnail, p.thumbnail_key as "thumbnailKey",
  p.click_count as "clickCount", p.share_count as "shareCount", p.bookmark_count as "bookmarkCount",
  p.comment_count as "commentCount", p.is_best as "isBest", p.published_at as "publishedAt",
  p.tag_list as tags`;
