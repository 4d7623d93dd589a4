import { sql, type SQL } from 'drizzle-orm';
import type { PostTag } from '@growday/contracts';
import type { Db } from '../../db/client';
import { posts, postTags, sources, tags } from '../../db/schema';
import { rowsOf } from '../analytics/rows';
import type { ListLatestOptions, PostRow } from './posts-repository';

/** A post row as the page's JSON carries it (PostRow with the time as text). */
type JsonPostRow = Omit<PostRow, 'publishedAt'> & { publishedAt: string };

// node-postgres parses json columns; PGlite may hand the text over as it is.
const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The latest feed's page (newest first, keyset on published_at then id, optionally one type) as
 * ONE JSON value: the same rows and columns as postColumns, tags included, aggregated by the
 * database. On the embedded database a 21-row answer of 17 columns is decoded value by value and
 * mapped by drizzle; one JSON text is parsed natively instead. Measured in process on PGlite
 * (interleaved rounds, docs/decisions.md "Session cache and kept comment answers"): about a
 * quarter less time per page. The same rows as listWhere's (first + 1, to tell a next page), which
 * the other newest-first lists keep.
 */
export async function loadLatestPageRows(db: Db, opts: ListLatestOptions): Promise<PostRow[]> {
  const conditions: SQL[] = [];
  if (opts.type) conditions.push(sql`p.type = ${opts.type}`);
  if (opts.after) {
    // The cursor holds milliseconds; the column is timestamptz(3), so the ISO text is exact.
    const at = sql`${opts.after.publishedAt.toISOString()}::timestamptz`;
    conditions.push(sql`(p.published_at < ${at} or (p.published_at = ${at} and p.id < ${opts.after.id}))`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [answer] = rowsOf<{ rows: JsonPostRow[] | string | null }>(
    await db.execute(sql`
      select json_agg(x order by x."publishedAt" desc, x.id desc) as "rows" from (
        select p.id, p.type, p.title, p.description as "desc", p.url, p.author,
          s.name as "sourceName", s.icon_key as "sourceIconKey", p.thumbnail, p.thumbnail_key as "thumbnailKey",
          p.click_count as "clickCount", p.share_count as "shareCount", p.bookmark_count as "bookmarkCount",
          p.comment_count as "commentCount", p.is_best as "isBest", p.published_at as "publishedAt",
          coalesce((
            select json_agg(json_build_object('id', t.id, 'name', t.name, 'iconKey', t.icon_key) order by pt.position)
            from ${postTags} pt join ${tags} t on t.id = pt.tag_id
            where pt.post_id = p.id
          ), '[]'::json) as tags
        from ${posts} p join ${sources} s on s.id = p.source_id
        ${where}
        order by p.published_at desc, p.id desc
        limit ${opts.first + 1}
      ) x`),
  );
  const rows = answer?.rows ? jsonOf(answer.rows) : [];
  return rows.map((json) => ({ ...json, publishedAt: new Date(json.publishedAt), tags: json.tags as PostTag[] }));
}
