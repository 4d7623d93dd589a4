import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const { db } = t.database;
  await db.execute(sql`insert into sources (slug, name) select 's' || g, 'source ' || g from generate_series(1, 50) g`);
  await db.execute(sql`insert into tags (name, short_name) select 'tag' || g, 't' || g from generate_series(1, 60) g`);
  await db.execute(sql`
    insert into posts (key, type, title, url, source_id, author, published_at, created_at)
    select 'k' || g, 'post', 'title ' || g, 'https://x.example/' || g, 1 + g % 50, 'author' || (g % 200),
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, 20000) g`);
  // Three tags a post; tag 60 is rare (one post in 400).
  await db.execute(sql`
    insert into post_tags (post_id, tag_id, position)
    select p.id, 1 + (p.id * k + k) % 59, k from posts p, generate_series(0, 2) k
    on conflict do nothing`);
  await db.execute(sql`insert into post_tags (post_id, tag_id) select id, 60 from posts where id % 400 = 0`);
  await db.execute(sql`analyze`);
});
afterAll(() => t.close());

async function plan(query: ReturnType<typeof sql>): Promise<string> {
  const result = await t.database.db.execute(sql`explain ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The shape listRecommendedPosts sends (posts-repository listWhere with the followed-tags semi-join). */
const feedQuery = (tagIds: number[], after = sql`true`) => sql`
  select posts.id from posts inner join sources on sources.id = posts.source_id
  where posts.id in (select post_id from post_tags where tag_id in (${sql.join(
    tagIds.map((id) => sql`${id}`),
    sql`, `,
  )}))
    and ${after}
  order by posts.published_at desc, posts.id desc limit 21`;

const SORT_NODE = /^\s*(->\s*)?Sort\b/m;

describe('recommended posts read an index, never sorting the whole posts table', () => {
  it('five common tags: walks posts_published_idx in feed order and stops at the page (no sort)', async () => {
    const text = await plan(feedQuery([3, 11, 19, 27, 35]));
    expect(text).toContain('posts_published_idx');
    expect(text).not.toMatch(SORT_NODE);
    expect(text).not.toMatch(/Seq Scan on posts/);
  });

  it('a later page keeps the same plan', async () => {
    const text = await plan(
      feedQuery(
        [3, 11, 19, 27, 35],
        sql`(posts.published_at < now() - interval '5000 minutes' or (posts.published_at = now() - interval '5000 minutes' and posts.id < 5000))`,
      ),
    );
    expect(text).toContain('posts_published_idx');
    expect(text).not.toMatch(SORT_NODE);
  });

  it('one rare tag: reads the tag index and sorts only the matching posts', async () => {
    const text = await plan(feedQuery([60]));
    expect(text).toContain('post_tags_tag_id_idx');
    expect(text).toContain('posts_pkey');
    expect(text).not.toMatch(/Seq Scan on posts/);
  });
});
