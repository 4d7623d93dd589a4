import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { explainPlan } from './helpers/explain-plan';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  await t.database.db.execute(
    sql`insert into sources (slug, name) select 's' || g, 'source ' || g from generate_series(1, 50) g`,
  );
  await t.database.db.execute(sql`
    insert into posts (key, type, title, url, source_id, author, published_at, created_at)
    select 'k' || g, case when g % 6 = 0 then 'news' else 'post' end, 'title ' || g, 'https://x.example/' || g,
           1 + g % 50, 'author' || (g % 200), now() - (g || ' minutes')::interval, now()
    from generate_series(1, 20000) g`);
  await t.database.db.execute(sql`analyze posts`);
  // 20,000 inserts each build a search document (triggers): minutes on a loaded 2-core machine.
}, 180_000);
afterAll(() => t.close());

const plan = (query: ReturnType<typeof sql>): Promise<string> => explainPlan(t.database.db, query);

describe('feed lists read their index in feed order (no sort of the whole table)', () => {
  it.each([
    ['latest', sql`select id from posts order by published_at desc, id desc limit 21`, 'posts_published_idx'],
    [
      'by type',
      sql`select id from posts where type = 'news' order by published_at desc, id desc limit 21`,
      'posts_type_published_idx',
    ],
    [
      'by source',
      sql`select id from posts where source_id = 2 order by published_at desc, id desc limit 21`,
      'posts_source_published_idx',
    ],
    [
      'by author',
      sql`select id from posts where author = 'author7' order by published_at desc, id desc limit 21`,
      'posts_author_published_idx',
    ],
  ])('%s uses its index', async (_name, query, index) => {
    const text = await plan(query);
    expect(text).toContain(index);
    expect(text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });
});
