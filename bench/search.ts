/**
 * `npm run bench:search`: searchPosts' ranking over the seeded demo content plus generated posts.
 * First the relevance suite (apps/api/test/fixtures/search-relevance.ts: MRR and precision at 5 on
 * the demo content), then p50/p95 of the repository's search (first page of 20) for a few queries
 * at each size of BENCH_SEARCH_SIZES (default 10,000 and 100,000 generated posts) and the p95 ratio
 * between the largest and the smallest size (about 1 when the cost no longer grows with the table).
 * On PGlite (the embedded database); with `-- --pg` also on a throwaway PostgreSQL server
 * (scripts/with-pg.sh), in the same run; BENCH_SEARCH_ENGINES picks one of them (`postgres`,
 * `pglite`). BENCH_SEARCH_RUNS runs per query (default 50). See docs/decisions.md, Search.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import { systemClock } from '../apps/api/src/clock';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { posts } from '../apps/api/src/db/schema';
import { seedDemoContent } from '../apps/api/src/db/seed/seed';
import { createSearchRepository } from '../apps/api/src/modules/search/search-repository';
import { scoreRelevance, type RelevanceScore } from '../apps/api/test/fixtures/search-relevance';

const root = fileURLToPath(new URL('..', import.meta.url));
const withPg = process.argv.includes('--pg') || process.env.BENCH_SEARCH_PG === '1';
if (withPg && !process.env.PG_URL) {
  // Run again inside a throwaway PostgreSQL server; with-pg.sh exports PG_URL and stops it after.
  const child = spawnSync('bash', ['scripts/with-pg.sh', 'npx', 'tsx', 'bench/search.ts', '--pg'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10000,100000').split(',').map(Number);
// 50 runs: the p95 of 20 is the second-worst run, which one pause of the machine decides.
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 50);
/** Which engines to measure (`BENCH_SEARCH_ENGINES=postgres` with `--pg` measures the server alone). */
const ENGINES = (process.env.BENCH_SEARCH_ENGINES ?? (withPg ? 'pglite,postgres' : 'pglite')).split(',');
/** Common words (each in a fifth of the generated posts), a synonym group, two words, a miss. */
const QUERIES = ['면접', '개발자', '데이터 파이프라인', '쿠버네티스', '없는단어'];

interface Figures {
  p50: number;
  p95: number;
}

/** Posts from..to: a title word in a fifth of them each, a synonym of 쿠버네티스 in every seventh. */
async function addPosts(database: Database, from: number, to: number): Promise<void> {
  // A bulk load as an operator would run one: the search indexes take their entries through GIN's
  // pending list during the load (fastupdate), merged into the index before anything is measured;
  // the API's own writes go straight in (migration 0021). Entry by entry, 90,000 posts took minutes.
  const searchIndexes = ['post_search_grams_idx', 'post_search_doc_trgm_idx'];
  for (const index of searchIndexes) await database.db.execute(sql.raw(`alter index ${index} set (fastupdate = on)`));
  // In slices: one statement of 100,000 rows and their trigger work holds too much at once.
  for (let start = from; start <= to; start += 10_000) {
    const end = Math.min(to, start + 9_999);
    await database.db.execute(sql`
      insert into posts (key, type, title, description, url, source_id, author, published_at, created_at, click_count)
      select 'bench' || g, 'post',
             '글 ' || g || ' ' || (array['면접 준비', '신입 개발자가 본', '데이터 파이프라인', '백엔드 설계', '보안 점검'])[1 + g % 5],
             '설명 ' || (array['kubernetes 운영', '일상', 'react 훅', '팀 문화', '개발 문화', '회고', '읽을거리'])[1 + g % 7],
             'https://bench.example/' || g, (select min(id) from sources), null,
             now() - (g || ' minutes')::interval, now(), g % 97
      from generate_series(${start}::int, ${end}::int) g`);
  }
  for (const index of searchIndexes) {
    await database.db.execute(sql.raw(`select gin_clean_pending_list('${index}'::regclass)`));
    await database.db.execute(sql.raw(`alter index ${index} set (fastupdate = off)`));
  }
  await database.db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(database: Database): Promise<Map<string, Figures>> {
  const search = createSearchRepository(database.db, systemClock);
  const out = new Map<string, Figures>();
  for (const query of QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await search.search(query, { first: 20 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    out.set(query, { p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
  }
  return out;
}

async function relevance(database: Database): Promise<RelevanceScore> {
  const search = createSearchRepository(database.db, systemClock);
  return scoreRelevance(async (query) => {
    const ids = (await search.search(query, { first: 20 })).edges.map((e) => e.node.id);
    if (ids.length === 0) return [];
    const rows = await database.db.select({ id: posts.id, key: posts.key }).from(posts).where(inArray(posts.id, ids));
    const keyOf = new Map(rows.map((r) => [r.id, r.key]));
    return ids.map((id) => keyOf.get(id) ?? String(id));
  });
}

/** Opens a fresh database of one kind, seeds it, and measures relevance then speed at each size. */
async function benchOne(kind: 'pglite' | 'postgres'): Promise<void> {
  let database: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gd-bench-search-'));
    database = await openDatabase({ kind: 'pglite', dataDir });
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  } else {
    database = await openDatabase({ kind: 'postgres', url: process.env.PG_URL! });
    cleanup = async () => undefined;
  }
  await database.migrate();
  await seedDemoContent(database.db, systemClock);
  const score = await relevance(database);
  console.log(
    `\n[${kind}] relevance over the demo content: ${score.queries} queries, MRR ${score.mrr.toFixed(3)}, precision@5 ${score.precisionAt5.toFixed(3)}`,
  );
  for (const miss of score.misses)
    console.log(`  not first: ${miss.query} (first expected at ${miss.firstRank ?? '-'})`);

  const results: Map<string, Figures>[] = [];
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await addPosts(database, seeded + 1, size);
    seeded = size;
    console.log(`[${kind}] ${size} generated posts (${((performance.now() - started) / 1000).toFixed(1)} s to add)`);
    await measure(database); // warm-up: plans and caches
    results.push(await measure(database));
  }
  const ms = (n: number) => `${n.toFixed(1)}`.padStart(7);
  console.log(
    `\n[${kind}] search, ${RUNS} runs each, p50 / p95 ms at ${SIZES.join(' | ')} generated posts; p95 ratio ${SIZES.at(-1)}/${SIZES[0]}`,
  );
  for (const query of QUERIES) {
    const cells = results.map((r) => `${ms(r.get(query)!.p50)} ${ms(r.get(query)!.p95)}`).join(' |');
    const ratio = results.at(-1)!.get(query)!.p95 / results[0]!.get(query)!.p95;
    console.log(`${query.padEnd(12)} ${cells} | ratio ${ratio.toFixed(2)}`);
  }
  await database.close();
  await cleanup();
}

if (ENGINES.includes('pglite')) await benchOne('pglite');
if (withPg && ENGINES.includes('postgres')) await benchOne('postgres');
