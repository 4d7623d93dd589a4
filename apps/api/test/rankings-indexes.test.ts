import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POPULAR_WINDOW_HOURS } from '@growday/contracts';
import { posts } from '../src/db/schema';
import { rankingScoreSql, startOfKoreanDay } from '../src/modules/rankings/ranking-score';
import { explainPlan } from './helpers/explain-plan';
import { createTestApp, type TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-20T03:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const { db } = t.database;
  await db.execute(sql`insert into sources (slug, name) select 's' || g, 'source ' || g from generate_series(1, 50) g`);
  // A year of posts, about 55 a day.
  await db.execute(sql`
    insert into posts (key, type, title, url, source_id, click_count, published_at, created_at)
    select 'k' || g, 'post', 'title ' || g, 'https://x.example/' || g, 1 + g % 50, g % 97,
           ${NOW.toISOString()}::timestamptz - (g * 26 || ' minutes')::interval, ${NOW.toISOString()}::timestamptz
    from generate_series(1, 20000) g`);
  await db.execute(sql`analyze`);
});
afterAll(() => t.close());

const plan = (query: ReturnType<typeof sql>): Promise<string> => explainPlan(t.database.db, query);

/** The shape the rankings repository sends: candidates by publication time, then the score sort. */
const rankedQuery = (from: Date) => sql`
  select ${posts.id} from ${posts} inner join sources on sources.id = ${posts.sourceId}
  where ${posts.publishedAt} >= ${from.toISOString()}::timestamptz and ${posts.publishedAt} <= ${NOW.toISOString()}::timestamptz
  order by ${rankingScoreSql(NOW)} desc, ${posts.id} desc limit 21`;

describe('the home rankings score only the candidates the published_at index finds', () => {
  it.each([
    ['popularPosts (last POPULAR_WINDOW_HOURS)', new Date(NOW.getTime() - POPULAR_WINDOW_HOURS * 3_600_000)],
    ['todayPosts (since 00:00 KST)', startOfKoreanDay(NOW)],
  ])('%s reads posts_published_idx, never the whole table', async (_name, from) => {
    const text = await plan(rankedQuery(from));
    expect(text).toContain('posts_published_idx');
    expect(text).not.toMatch(/Seq Scan on posts/);
  });
});
