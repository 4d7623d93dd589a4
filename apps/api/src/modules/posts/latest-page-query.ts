import { sql, type SQL } from 'drizzle-orm';
import { POST_TYPES, type PostTag } from '@growday/contracts';
import type { Db } from '../../db/client';
import { executeNamed, literalLimit, literalOneOf } from '../../db/named-statement';
import { posts, sources } from '../../db/schema';
import { jsonOf, rowsOf } from '../analytics/rows';
import { POST_JSON_COLUMNS, type JsonPostRow } from './post-json-columns';
import type { ListLatestOptions, PostRow } from './posts-repository';

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
  // The type in the text as well (two values): each type keeps a generic plan made for it, which
  // reads posts_type_published_idx; one plan for both would read the newest posts of every type.
  if (opts.type) conditions.push(sql`p.type = ${literalOneOf(opts.type, POST_TYPES)}`);
  if (opts.after) {
    // The cursor holds milliseconds; the column is timestamptz(3), so the ISO text is exact.
    const at = sql`${opts.after.publishedAt.toISOString()}::timestamptz`;
    conditions.push(sql`(p.published_at < ${at} or (p.published_at = ${at} and p.id < ${opts.after.id}))`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // Named (executeNamed): planned once per variant (type, cursor) and connection instead of per request.
  const [answer] = rowsOf<{ rows: JsonPostRow[] | string | null }>(
    await executeNamed(
      db,
      'latest_page',
      sql`
      select json_agg(x order by x."publishedAt" desc, x.id desc) as "rows" from (
        select ${POST_JSON_COLUMNS}
        from ${posts} p join ${sources} s on s.id = p.source_id
        ${where}
        order by p.published_at desc, p.id desc
        limit ${literalLimit(opts.first + 1)}
      ) x`,
    ),
  );
  const rows = answer?.rows ? jsonOf(answer.rows) : [];
  return rows.map((json) => ({ ...json, publishedAt: new Date(json.publishedAt), tags: json.tags as PostTag[] }));
}
