import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API_PATHS,
  FEED_CACHE_TTL_MS,
  FEED_PAGE_SIZE_MAX,
  RATE_LIMITS,
  SEARCH_CANDIDATES,
  SEARCH_JOSA,
  SEARCH_PROBE_WINDOW,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RECENT_WINDOW,
  SEARCH_SYNONYMS_CACHE_TTL_MS,
  dataSchema,
  searchResultsSchema,
  type Connection,
  type Post,
} from '@growday/contracts';
import { posts } from '../src/db/schema';
import { CACHE_NAMES } from '../src/lib/cache-registry';
import { explainPlan } from './helpers/explain-plan';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-database-names';

let t: TestApp;

interface Seed {
  key: string;
  title: string;
  desc?: string;
  tags?: string[];
  type?: 'post' | 'news';
}

async function addPost(p: Seed, opts: { announce?: boolean } = {}): Promise<number> {
  const { db } = t.database;
  const result = await db.execute(sql`
    insert into posts (key, type, title, description, url, source_id, author, published_at, created_at)
    values (${p.key}, ${p.type ?? 'post'}, ${p.title}, ${p.desc ?? ''}, ${`https://x.example/${p.key}`},
            (select id from sources where slug = 'search-src'), null, ${TEST_NOW}, ${TEST_NOW})
    returning id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[];
  const id = Number(rows[0]!.id);
  for (const [position, name] of (p.tags ?? []).entries()) {
    await db.execute(sql`insert into tags (name, short_name) values (${name}, ${name}) on conflict (name) do nothing`);
    await db.execute(
      sql`insert into post_tags (post_id, tag_id, position) select ${id}, id, ${position} from tags where name = ${name}`,
    );
  }
  // As an ingest pass does: the API's shared post lists, and the newest post id search keeps, are stale.
  if (opts.announce !== false) await t.app.caches.invalidate(CACHE_NAMES.postLists);
  return id;
}

const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  await t.database.db.execute(sql`insert into sources (slug, name) values ('search-src', '검색소스')`);
  const seeds: Seed[] = [
    { key: 'k8s-ko', title: '쿠버네티스 입문' },
    { key: 'k8s-en', title: 'Kubernetes in production' },
    { key: 'k8s-short', title: 'k8s 운영 팁' },
    { key: 'dev-obj', title: '개발자를 위한 글쓰기' },
    { key: 'dev-subj', title: '신입 개발자가 알아야 할 것' },
    { key: 'interview', title: '면접 준비 가이드', type: 'news' },
    { key: 'hiring', title: '이번 주 채용 공고 모음' },
    { key: 'react-ko', title: '리액트 훅 정리' },
    { key: 'react-en', title: 'React Server Components' },
    { key: 'pipe-desc', title: '배포 이야기', desc: '우리 팀의 파이프라인을 소개합니다' },
    { key: 'pipe-title', title: '파이프라인 설계' },
    { key: 'pipe-tag', title: '자동화 이야기', tags: ['파이프라인'] },
    { key: 'pipe-part', title: '데이터파이프라인 구축기' },
    { key: 'percent', title: '테스트 커버리지 100% 달성기' },
    { key: 'plain', title: '평범한 글 하나' },
    { key: 'emoji', title: '🚀 로켓 배포 😀 후기' },
  ];
  for (const s of seeds) ids.set(s.key, await addPost(s));
});
afterAll(() => t.close());

async function search(query: string, extra: Record<string, string> = {}) {
  const qs = new URLSearchParams({ query, ...extra }).toString();
  return t.app.inject({ method: 'GET', url: `${API_PATHS.searchPosts}?${qs}` });
}

async function found(query: string): Promise<string[]> {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: Connection<Post> };
  const keyOf = new Map([...ids].map(([k, v]) => [v, k]));
  return body.data.edges.map((e) => keyOf.get(e.node.id) ?? `?${e.node.id}`);
}

describe('SH-API-14 searchPosts GET /api/v2/elastic/search', () => {
  it('answers the feed lists’ Connection<Post> shape, news included', async () => {
    const res = await search('면접');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Connection<Post> };
    expect(body.data.edges[0]!.node).toMatchObject({ title: '면접 준비 가이드', type: 'news' });
    expect(body.data.pageInfo).toEqual({ endCursor: expect.any(String), hasNextPage: false });
  });

  it("a visitor's answer is kept as encoded text: the same as a signed-in reader's bar the viewer flags, and new once the cache moves on", async () => {
    const cookie = await signIn(t.app, 'search_reader');
    const visitor = await search('쿠버네티스');
    const again = await search('쿠버네티스');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(visitor.body);
    const parsed = dataSchema(searchResultsSchema).parse(visitor.json());
    expect(parsed.data.edges.length).toBeGreaterThan(0);
    // The signed-in answer goes through the response serialiser: the kept text says the same.
    const reader = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.searchPosts}?${new URLSearchParams({ query: '쿠버네티스' }).toString()}`,
      headers: { cookie },
    });
    expect(reader.statusCode).toBe(200);
    expect(visitor.json()).toEqual(reader.json());
    // A new post empties the kept answer with the page it was made from.
    const before = await search('글쓰기');
    expect(await search('글쓰기').then((r) => r.body)).toBe(before.body);
    const id = await addPost({ key: 'writing-new', title: '글쓰기 습관 만들기' });
    ids.set('writing-new', id);
    const after = await search('글쓰기');
    expect(
      dataSchema(searchResultsSchema)
        .parse(after.json())
        .data.edges.map((e) => e.node.id),
    ).toContain(id);
    expect(
      dataSchema(searchResultsSchema)
        .parse(before.json())
        .data.edges.map((e) => e.node.id),
    ).not.toContain(id);
  });

  it('a word finds its forms with particles (개발자 finds 개발자를 and 개발자가)', async () => {
    expect((await found('개발자')).sort()).toEqual(['dev-obj', 'dev-subj']);
  });

  it('a query with a particle finds the bare word (쿠버네티스를 finds 쿠버네티스)', async () => {
    expect(await found('쿠버네티스를')).toContain('k8s-ko');
  });

  it('two-syllable words work (면접, 채용)', async () => {
    expect(await found('면접')).toEqual(['interview']);
    expect(await found('채용')).toEqual(['hiring']);
  });

  it('synonyms find each other both ways, whatever the case (리액트/React, 쿠버네티스/Kubernetes/k8s)', async () => {
    expect((await found('리액트')).sort()).toEqual(['react-en', 'react-ko']);
    expect((await found('REACT')).sort()).toEqual(['react-en', 'react-ko']);
    expect((await found('k8s')).sort()).toEqual(['k8s-en', 'k8s-ko', 'k8s-short']);
    expect((await found('kubernetes를')).sort()).toEqual(['k8s-en', 'k8s-ko', 'k8s-short']);
  });

  it('answers the words it matched on: the stem without its particle and every synonym of the group', async () => {
    const res = await search('K8S를');
    expect(res.statusCode).toBe(200);
    const { terms } = (res.json() as { data: { terms: string[] } }).data;
    expect([...terms].sort()).toEqual(['k8s', 'kubernetes', '쿠버네티스']);
    const plain = (await search('로켓을')).json() as { data: { terms: string[] } };
    expect(plain.data.terms).toEqual(['로켓']);
  });

  it('ranks a title match above a tag match above a description match, whole word above part-word', async () => {
    // The field weighs more than the kind of match: part of a title word (데이터파이프라인) still
    // ranks above a whole word in the description (docs/decisions.md, Search).
    expect(await found('파이프라인')).toEqual(['pipe-title', 'pipe-tag', 'pipe-part', 'pipe-desc']);
  });

  it('every word must match; case and full-width forms do not matter', async () => {
    expect(await found('쿠버네티스 입문')).toEqual(['k8s-ko']);
    expect(await found('ＫＵＢＥＲＮＥＴＥＳ production')).toEqual(['k8s-en']);
  });

  it('%, _ and backslashes match literally, never as wildcards', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('\\')).toEqual([]);
    expect(await found('%%%_')).toEqual([]);
    expect(await found('100%')).toEqual(['percent']);
  });

  it('emoji and mixed scripts work', async () => {
    expect(await found('🚀 로켓')).toEqual(['emoji']);
    expect(await found('😀')).toEqual([]);
    expect(await found('React서버')).toEqual([]);
    expect(await found('React는')).toContain('react-en');
  });

  it('a blank query answers 400 naming the field', async () => {
    for (const query of ['', '   ']) {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('query');
      expect(res.body).not.toContain('at ');
    }
    const missing = await t.app.inject({ method: 'GET', url: API_PATHS.searchPosts });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('query');
  });

  it('search_words strips exactly SEARCH_JOSA: the SQL list equals the contracts list, each form is a whole word', async () => {
    const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, string>[];
    const [source] = rowsOf(
      await t.database.db.execute(sql`select prosrc from pg_proc where proname = 'search_words'`),
    );
    const listed = /array\[([^\]]*)\]/
      .exec(source!.prosrc!)![1]!
      .match(/'[^']*'/g)!
      .map((q) => q.slice(1, -1));
    expect(listed).toEqual([...SEARCH_JOSA]);
    for (const josa of SEARCH_JOSA) {
      const [row] = rowsOf(
        await t.database.db.execute(sql`select search_words(${` 개발${josa} `}, ' ', ' ') as words`),
      );
      expect(row!.words).toContain(` t:개발${josa} `);
      expect(row!.words).toContain(' t:개발 ');
    }
    const [plain] = rowsOf(
      await t.database.db.execute(sql`select search_words(' 개발자님 ', ' 태그 ', ' 본문 ') as words`),
    );
    expect(plain!.words).toBe(' b:본문 g:태그 t:개발자님 ');
  });

  it(`cuts the query at ${SEARCH_QUERY_MAX_LENGTH} characters instead of refusing it`, async () => {
    // The 101st character onwards is ignored: a word there would otherwise rule every post out.
    const res = await search('가'.repeat(SEARCH_QUERY_MAX_LENGTH * 3));
    expect(res.statusCode).toBe(200);
    const padded = `파이프라인${' '.repeat(SEARCH_QUERY_MAX_LENGTH - 5)}없는단어`;
    expect(await found(padded)).toEqual(['pipe-title', 'pipe-tag', 'pipe-part', 'pipe-desc']);
    expect(await found(`파이프라인 없는단어`)).toEqual([]);
  });

  it('the write path keeps the document: an edited title, a tag added later, a renamed source', async () => {
    const { db } = t.database;
    const id = await addPost({ key: 'edit-me', title: '원래 제목' });
    ids.set('edit-me', id);
    await db.execute(sql`update posts set title = '바뀐 제목 온보딩' where id = ${id}`);
    expect(await found('온보딩')).toEqual(['edit-me']);
    expect(await found('원래')).toEqual([]);
    await db.execute(sql`insert into tags (name, short_name) values ('사내문화', '사내문화')`);
    await db.execute(sql`insert into post_tags (post_id, tag_id) select ${id}, id from tags where name = '사내문화'`);
    expect(await found('사내문화')).toEqual(['edit-me']);
    await db.execute(sql`update sources set name = '새이름소스' where slug = 'search-src'`);
    expect(await found('새이름소스')).toContain('edit-me');
    await db.execute(sql`update sources set name = '검색소스' where slug = 'search-src'`);
  });

  it('operators edit synonyms (ops synonyms add|list|remove) and search follows at once', async () => {
    const { runOpsCommand } = await import('../src/modules/ops/commands');
    // As the server runs a command (or the CLI, publishing over Redis): the edit empties the cached table.
    const ops = (...args: string[]) => runOpsCommand(args, { db: t.database.db, clock: t.clock, caches: t.app.caches });
    const id = await addPost({ key: 'vue', title: '뷰 컴포넌트 설계' });
    ids.set('vue', id);
    expect(await found('Vue')).toEqual([]);
    expect(await ops('synonyms', 'add', '뷰', 'VUE')).toEqual({ ok: true, message: '뷰 is now in the group vue' });
    expect(await found('Vue')).toEqual(['vue']);
    expect((await ops('synonyms', 'list')).message).toContain('vue: vue, 뷰');
    expect((await ops('synonyms', 'add', 'two words', 'x')).ok).toBe(false);
    expect(await ops('synonyms', 'remove', '뷰')).toEqual({ ok: true, message: '뷰 removed' });
    expect(await found('Vue')).toEqual([]);
    expect((await ops('synonyms', 'remove', '뷰')).ok).toBe(false);
  });

  it('keeps the newest post id as a feed page: a new post shows within FEED_CACHE_TTL_MS, at once after an ingest', async () => {
    expect(await found('캐시글')).toEqual([]);
    ids.set('newest-1', await addPost({ key: 'newest-1', title: '캐시글 하나' }, { announce: false }));
    expect(await found('캐시글')).toEqual([]);
    t.clock.advance(FEED_CACHE_TTL_MS + 1);
    expect(await found('캐시글')).toEqual(['newest-1']);
    ids.set('newest-2', await addPost({ key: 'newest-2', title: '캐시글 둘' }, { announce: false }));
    await t.app.caches.invalidate(CACHE_NAMES.postLists); // what an ingest pass that added posts does
    expect((await found('캐시글')).sort()).toEqual(['newest-1', 'newest-2']);
  });

  it('keeps the synonym table: an edit that empties no cache shows within SEARCH_SYNONYMS_CACHE_TTL_MS', async () => {
    const { createSynonymsRepository } = await import('../src/modules/search/synonyms-repository');
    const synonyms = createSynonymsRepository(t.database.db);
    ids.set('svelte', await addPost({ key: 'svelte', title: '스벨트 상태 관리' }));
    expect(await found('svelte')).toEqual([]);
    await synonyms.add('스벨트', 'svelte'); // behind the API's back: no invalidation
    expect(await found('svelte')).toEqual([]);
    t.clock.advance(SEARCH_SYNONYMS_CACHE_TTL_MS + 1);
    expect(await found('svelte')).toEqual(['svelte']);
    await synonyms.remove('스벨트');
    await t.app.caches.invalidate(CACHE_NAMES.searchSynonyms);
    expect(await found('svelte')).toEqual([]);
  });

  it('writes the popular-search log in batches: nothing per search, one statement when the list is read', async () => {
    t.clock.advance(25 * 3_600_000); // earlier searches leave the window
    await search('면접'); // the synonym table is read once a SEARCH_SYNONYMS_CACHE_TTL_MS
    await t.app.inject({ url: API_PATHS.searchRanking }); // and that search's entry written
    const statements: string[] = [];
    const stop = t.database.onQuery((q) => statements.push(q.statement));
    try {
      for (const address of ['10.9.0.1', '10.9.0.2', '10.9.0.2', '10.9.0.3']) {
        const res = await t.app.inject({
          url: `${API_PATHS.searchPosts}?query=${encodeURIComponent('면접')}`,
          remoteAddress: address,
        });
        expect(res.statusCode).toBe(200);
      }
      expect(statements.filter((s) => /search_log|search_synonyms/.test(s))).toEqual([]);
      const ranking = await t.app.inject({ url: API_PATHS.searchRanking });
      expect(ranking.json()).toEqual({ data: [{ query: '면접', count: 4 }] });
      expect(statements.filter((s) => s.startsWith('insert into "search_log"'))).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('is rate-limited per client: over RATE_LIMITS.search per minute answers 429 with Retry-After', async () => {
    t.clock.advance(61_000); // a fresh window
    const { max } = RATE_LIMITS.search.perAddress;
    for (let i = 0; i < max; i += 1) expect((await search('%')).statusCode).toBe(200);
    const refused = await search('%');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    t.clock.advance(61_000);
    expect((await search('%')).statusCode).toBe(200);
  });

  it('SH-API-14 listSearchRanking: top normalised queries of 24 h, one count per searcher per query, shown as typed', async () => {
    t.clock.advance(25 * 3_600_000); // earlier tests' searches leave the window
    const from = (query: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `${API_PATHS.searchPosts}?${new URLSearchParams({ query })}`, remoteAddress });
    for (const [query, address] of [
      ['리액트', '10.0.0.1'],
      ['리액트', '10.0.0.1'],
      ['리액트', '10.0.0.1'],
      ['REACT', '10.0.0.2'],
      ['리액트를', '10.0.0.3'],
      ['  리액트 ', '10.0.0.6'],
      ['면접', '10.0.0.1'],
      ['없는단어', '10.0.0.4'],
      ['없는단어', '10.0.0.5'],
    ] as const) {
      expect((await from(query, address)).statusCode).toBe(200);
    }
    const ranking = async () =>
      ((await t.app.inject({ url: API_PATHS.searchRanking })).json() as { data: { query: string; count: number }[] })
        .data;
    // One person searching three times counts once; 리액트, REACT and 리액트를 are one query, shown
    // as most of its searchers typed it (not as the synonym group's canonical, react or interview);
    // a query that found nothing is not listed.
    expect(await ranking()).toEqual([
      { query: '리액트', count: 4 },
      { query: '면접', count: 1 },
    ]);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect(await ranking()).toEqual([]);
  });

  it('refuses a cursor it did not give out, naming `after`', async () => {
    const res = await search('면접', { after: 'bm9wZQ' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('after');
  });

  it('pages without duplicates or gaps while new posts arrive between pages', async () => {
    const original: number[] = [];
    for (let i = 0; i < 5; i += 1) original.push(await addPost({ key: `page-${i}`, title: `페이징 시험 ${i}` }));
    const seen: number[] = [];
    let after: string | undefined;
    for (let round = 0; round < 10; round += 1) {
      const res = await search('페이징', { first: '2', ...(after ? { after } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json() as { data: Connection<Post> };
      seen.push(...data.edges.map((e) => e.node.id));
      // A better-ranked post arrives after every page.
      await addPost({ key: `page-new-${round}`, title: '페이징' });
      if (!data.pageInfo.hasNextPage) break;
      after = data.pageInfo.endCursor!;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(original);
  });
});

describe('search plans at 20,000 posts use the GIN indexes, never a scan of posts or their documents', () => {
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into posts (key, type, title, description, url, source_id, published_at, created_at)
      select 'bulk' || g, 'post', '글 ' || g || ' ' || (array['백엔드','프론트','데이터','보안','모바일'])[1 + g % 5],
             '설명 ' || g, 'https://x.example/b' || g, (select id from sources where slug = 'search-src'),
             ${TEST_NOW}::timestamptz - (g || ' minutes')::interval, ${TEST_NOW}
      from generate_series(1, 20000) g`);
    await t.database.db.execute(sql`analyze posts`);
    // A PostgreSQL server's autovacuum analyses the documents soon after such a load; doing it here
    // keeps the plan from depending on whether it has run yet. PGlite runs no autovacuum, so its
    // plans are checked without those statistics, as it serves them (docs/decisions.md, Search).
    if (t.database.kind === 'postgres') await t.database.db.execute(sql`analyze post_search`);
  }, 600_000); // 20,000 posts through the search triggers: over 2 minutes on a loaded 2-core machine

  /** The plans of a first page: the walk over the newest ids, the index read of older posts, the ranking. */
  async function plans(query: string): Promise<{ recent: string; older: string; rank: string }> {
    const { createSearchRepository } = await import('../src/modules/search/search-repository');
    const built = await createSearchRepository(t.database.db, t.clock).firstPageStatements(query, 20);
    const [top] = (await t.database.db.select({ id: sql<number>`max(id)` }).from(posts)) as { id: number }[];
    const maxId = Number(top!.id);
    return {
      recent: await explainPlan(t.database.db, built!.walk(maxId, maxId - SEARCH_RECENT_WINDOW, SEARCH_CANDIDATES)),
      older: await explainPlan(t.database.db, built!.indexed(maxId - SEARCH_PROBE_WINDOW, SEARCH_CANDIDATES)),
      rank: await explainPlan(t.database.db, built!.rank([maxId - 2, maxId - 1, maxId])),
    };
  }

  it.each([
    ['a two-character word (bigram array)', '면접'],
    ['a one-character word (character array)', '팁'],
    ['a word of three characters and more', '파이프라인'],
    ['a word with synonyms', '쿠버네티스를'],
    ['two words, one of them frequent', '백엔드 면접'],
  ])('%s: %s', async (_name, query) => {
    const { recent, older, rank } = await plans(query);
    // The newest ids are walked down the primary key; older posts come from the bigram index; the
    // ranking reads its candidates by key.
    expect(recent).toContain('post_search_pkey');
    expect(older).toContain('post_search_grams_idx');
    expect(rank).toContain('post_search_pkey');
    for (const text of [recent, older, rank]) expect(text).not.toMatch(/Seq Scan on post/);
  });

  it(`ranks only the newest SEARCH_CANDIDATES (${SEARCH_CANDIDATES}) matches, and paging ends after them`, async () => {
    // 백엔드 is in every fifth generated post (4,000 of them).
    const { createSearchRepository } = await import('../src/modules/search/search-repository');
    const { decodeSearchCursor } = await import('../src/modules/search/search-cursor');
    const repo = createSearchRepository(t.database.db, t.clock);
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const found = await repo.search('백엔드', {
        first: FEED_PAGE_SIZE_MAX,
        ...(after ? { after: decodeSearchCursor(after) } : {}),
      });
      seen.push(...found.edges.map((e) => e.node.id));
      if (!found.pageInfo.hasNextPage) break;
      after = found.pageInfo.endCursor;
    }
    const result = await t.database.db.execute(
      sql`select p.id from posts p join post_search s on s.post_id = p.id
          where s.title like '% 백엔드 %' order by p.id desc limit ${SEARCH_CANDIDATES}`,
    );
    const newest = (
      (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[]
    ).map((r) => Number(r.id));
    expect(newest).toHaveLength(SEARCH_CANDIDATES);
    expect(seen).toHaveLength(SEARCH_CANDIDATES);
    expect(new Set(seen).size).toBe(SEARCH_CANDIDATES);
    expect([...seen].sort((a, b) => b - a)).toEqual(newest);
  }, 300_000);

  it('still answers the right post among them', async () => {
    expect(await found('면접')).toEqual(['interview']);
  });
});
