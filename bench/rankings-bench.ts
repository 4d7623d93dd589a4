/**
 * Home rankings rows of `npm run bench` (issue 12): todayPosts, popularPosts and recommendedPosts
 * at 100,000 posts on the embedded database `npm start` uses. Each query runs straight from the
 * database (no answer cache), RUNS times; p50 and p95 in ms. Also runnable alone:
 * `npx tsx bench/rankings-bench.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../apps/api/src/clock';
import { openDatabase } from '../apps/api/src/db/client';
import { createRankingsRepository } from '../apps/api/src/modules/rankings/rankings-repository';
import { createUsersRepository } from '../apps/api/src/modules/users/users-repository';

const POSTS = Number(process.env.BENCH_RANKING_POSTS ?? 100_000);
/** The posts span this many days, newest now: about 1,100 a day at 100,000 (a busy ingest). */
const SPAN_DAYS = 90;
const TAGS = 60;
const FOLLOWED = 5;
const READS = 50;
const RUNS = Number(process.env.BENCH_RANKING_RUNS ?? 40);
/** 21:00 KST: most of the Korean day has passed, so today holds a full day of posts. */
const NOW = new Date('2026-11-20T12:00:00.000Z');

export interface RankingFigures {
  name: string;
  p50: number;
  p95: number;
  rows: number;
}

const log = (step: string) => {
  if (process.env.BENCH_RANKING_VERBOSE) console.log(`${new Date().toISOString()} ${step}`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function benchRankings(): Promise<RankingFigures[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-bench-rank-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const now = NOW.toISOString();
    // The search triggers (migration 0008) would index every post on the way in; the rankings never
    // read that index, so the bulk load runs without triggers.
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(
      sql`insert into sources (slug, name) select 's' || g, 'source ' || g from generate_series(1, 50) g`,
    );
    await db.execute(
      sql`insert into tags (name, short_name) select 'tag' || g, 't' || g from generate_series(1, ${TAGS}) g`,
    );
    // Counters skewed like real traffic: most posts few views, a few many.
    await db.execute(sql`
      insert into posts (key, type, title, url, source_id, click_count, comment_count, bookmark_count, published_at, created_at)
      select 'k' || g, case when g % 6 = 0 then 'news' else 'post' end, 'title ' || g, 'https://x.example/' || g,
             1 + g % 50, (power(random(), 4) * 2000)::int, (power(random(), 6) * 40)::int, (power(random(), 6) * 30)::int,
             ${now}::timestamptz - (random() * ${SPAN_DAYS * 24 * 60} || ' minutes')::interval, ${now}::timestamptz
      from generate_series(1, ${POSTS}) g`);
    log('posts');
    // Three tags a post.
    await db.execute(sql`
      insert into post_tags (post_id, tag_id, position)
      select p.id, 1 + (p.id * 7 + k * 13) % ${TAGS}, k from posts p, generate_series(0, 2) k`);
    await db.execute(sql`set session_replication_role = origin`);
    const clock = new ManualClock(NOW);
    const readerId = await createUsersRepository(db, clock).findOrCreateByUsername('bench_ranker');
    const followed = Array.from({ length: FOLLOWED }, (_, i) => 1 + i * 11);
    await db.execute(sql`
      insert into user_follow_tags (user_id, tag_id, created_at)
      select ${readerId}, t, ${now}::timestamptz from unnest(${`{${followed.join(',')}}`}::int[]) t`);
    await db.execute(sql`
      insert into post_reads (user_id, post_id, read_at)
      select ${readerId}, id, published_at + interval '1 hour' from posts
      where published_at > ${now}::timestamptz - interval '3 days' order by random() limit ${READS}
      on conflict do nothing`);
    await db.execute(sql`analyze`);
    log('data ready');

    const rankings = createRankingsRepository(db);
    const page = { first: 20, position: 0 };
    const cases: [string, () => Promise<{ edges: unknown[] }>][] = [
      ['todayPosts', () => rankings.listToday(NOW, page)],
      ['popularPosts', () => rankings.listPopular(NOW, page)],
      ['popularPosts page 5', () => rankings.listPopular(NOW, { first: 20, position: 80 })],
      [`recommendedPosts ${FOLLOWED} tags`, () => rankings.listRecommended(readerId, followed, NOW, page)],
    ];
    const figures: RankingFigures[] = [];
    for (const [name, run] of cases) {
      let rows = 0;
      for (let i = 0; i < 3; i++) rows = (await run()).edges.length; // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      log(name);
      figures.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), rows });
    }
    return figures;
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatRankings(figures: RankingFigures[]): string {
  const lines = figures.map(
    (f) =>
      `${f.name.padEnd(30)} ${f.p50.toFixed(1).padStart(7)} ${f.p95.toFixed(1).padStart(7)} ${String(f.rows).padStart(5)}`,
  );
  return [
    `\nhome rankings at ${POSTS.toLocaleString('en')} posts over ${SPAN_DAYS} days (PGlite, uncached, ${RUNS} runs)`,
    'query                           p50 ms  p95 ms  rows',
    ...lines,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatRankings(await benchRankings()));
}
