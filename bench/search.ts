/**
 * `npm run bench:search`: searchPosts' ranking on PGlite (the embedded database, one process) over
 * the seeded demo content plus generated posts, at BENCH_SEARCH_POSTS and twice that many. Prints
 * p50/p95 of the repository's search (first page of 20) for a few queries and the ratio between the
 * two sizes (about 1 when the cost no longer grows with the table). See docs/decisions.md, Search.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { systemClock } from '../apps/api/src/clock';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoContent } from '../apps/api/src/db/seed/seed';
import { createSearchRepository } from '../apps/api/src/modules/search/search-repository';

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 20);
/** Common words (each in a fifth of the generated posts), a synonym group, two words, a miss. */
const QUERIES = ['면접', '개발자', '데이터 파이프라인', '쿠버네티스', '없는단어'];

const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-bench-search-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await seedDemoContent(database.db, systemClock);
const { db } = database;
const search = createSearchRepository(db, systemClock);

/** Posts from..to: a title word in a fifth of them each, a synonym of 쿠버네티스 in every seventh. */
async function addPosts(from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into posts (key, type, title, description, url, source_id, author, published_at, created_at, click_count)
    select 'bench' || g, 'post',
           '글 ' || g || ' ' || (array['면접 준비', '신입 개발자가 본', '데이터 파이프라인', '백엔드 설계', '보안 점검'])[1 + g % 5],
           '설명 ' || (array['kubernetes 운영', '일상', 'react 훅', '팀 문화', '개발 문화', '회고', '읽을거리'])[1 + g % 7],
           'https://bench.example/' || g, (select min(id) from sources), null,
           now() - (g || ' minutes')::interval, now(), g % 97
    from generate_series(${from}::int, ${to}::int) g`);
  await db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(): Promise<Map<string, { p50: number; p95: number; found: number }>> {
  const out = new Map<string, { p50: number; p95: number; found: number }>();
  for (const query of QUERIES) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      found = (await search.search(query, { first: 20 })).edges.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    out.set(query, { p50: percentile(times, 0.5), p95: percentile(times, 0.95), found });
  }
  return out;
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
const results: Map<string, { p50: number; p95: number; found: number }>[] = [];
for (const [from, to] of [
  [1, POSTS],
  [POSTS + 1, 2 * POSTS],
]) {
  const started = performance.now();
  await addPosts(from!, to!);
  console.log(`seeded ${to} generated posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await measure(); // warm-up: plans and caches
  results.push(await measure());
}
console.log(`\nsearch on PGlite, ${RUNS} runs each: p50 / p95 at ${POSTS} and ${2 * POSTS} generated posts`);
for (const query of QUERIES) {
  const [a, b] = [results[0]!.get(query)!, results[1]!.get(query)!];
  console.log(
    `${query.padEnd(12)} ${ms(a.p50)} ${ms(a.p95)} | ${ms(b.p50)} ${ms(b.p95)} | p95 ratio ${(b.p95 / a.p95).toFixed(2)}`,
  );
}
await database.close();
await rm(dataDir, { recursive: true, force: true });
