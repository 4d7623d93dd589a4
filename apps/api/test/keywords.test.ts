import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API_PATHS,
  dataSchema,
  KEYWORDS_CACHE_SECONDS,
  KEYWORDS_MAX_RESULTS,
  keywordSchema,
  RATE_LIMITS,
  SEARCH_LOG_PRUNE_INTERVAL_MS,
  SEARCH_LOG_RETENTION_DAYS,
  SEARCH_QUERY_MAX_LENGTH,
  type Keyword,
} from '@growday/contracts';
import { z } from 'zod';
import { runOpsCommand } from '../src/modules/ops/commands';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-database-names';

let t: TestApp;
const keywordsAnswer = dataSchema(z.array(keywordSchema));

async function addPost(key: string, source: string, tagNames: string[]): Promise<void> {
  const { db } = t.database;
  await db.execute(sql`
    insert into posts (key, type, title, description, url, source_id, published_at, created_at)
    values (${key}, 'post', ${`글 ${key}`}, '', ${`https://x.example/${key}`},
            (select id from sources where slug = ${source}), ${TEST_NOW}, ${TEST_NOW})`);
  for (const name of tagNames) {
    await db.execute(sql`insert into tags (name, short_name) values (${name}, ${name}) on conflict (name) do nothing`);
    await db.execute(sql`
      insert into post_tags (post_id, tag_id)
      select p.id, t.id from posts p, tags t where p.key = ${key} and t.name = ${name}`);
  }
}

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const { db } = t.database;
  await db.execute(sql`insert into sources (slug, name) values ('kw-a', '리디 기술블로그'), ('kw-b', 'React Korea')`);
  await db.execute(sql`insert into sources (slug, name) values ('kw-empty', '리스트없는소스')`);
  // 리액트 on three posts, 리액트 훅 on one: the more used tag first.
  await addPost('a1', 'kw-a', ['리액트', '리팩터링', '면접']);
  await addPost('a2', 'kw-a', ['리액트', '라우팅']);
  await addPost('a3', 'kw-b', ['리액트', '리액트 훅', 'React', '100%']);
  for (let i = 0; i < 12; i += 1) await addPost(`many${i}`, 'kw-b', [`리눅스${i}`]);
});
afterAll(() => t.close());

async function keywords(prefix: string, remoteAddress = '10.1.0.1') {
  return t.app.inject({ url: `${API_PATHS.keywords}?${new URLSearchParams({ prefix })}`, remoteAddress });
}

async function suggested(prefix: string): Promise<Keyword[]> {
  const res = await keywords(prefix);
  expect(res.statusCode, res.body).toBe(200);
  return keywordsAnswer.parse(res.json()).data;
}
const texts = async (prefix: string) => (await suggested(prefix)).map((k) => k.text);

const searchFrom = (query: string, remoteAddress: string) =>
  t.app.inject({ url: `${API_PATHS.searchPosts}?${new URLSearchParams({ query })}`, remoteAddress });
const ops = (...args: string[]) => runOpsCommand(args, { db: t.database.db, clock: t.clock });
const nextCachePeriod = () => t.clock.advance(KEYWORDS_CACHE_SECONDS * 1000 + 1);

describe('SH-API-14 listKeywords GET /api/v2/keywords', () => {
  it('completes a prefix from tags and sources, the text’s start before a later word’s, more used first', async () => {
    expect(await suggested('리액')).toEqual([
      { text: '리액트', kind: 'tag' },
      { text: '리액트 훅', kind: 'tag' },
    ]);
    expect(await texts('리디')).toEqual(['리디 기술블로그']);
    // Lower case, either script; a later word's start counts (Korea in React Korea, 훅 in 리액트 훅).
    expect(await texts('REA')).toEqual(['React', 'React Korea']);
    expect(await texts('kor')).toEqual(['React Korea']);
    expect(await texts('훅')).toEqual(['리액트 훅']);
    // A source without posts and a tag on no post lead nowhere, so they are never suggested.
    expect(await texts('리스트')).toEqual([]);
  });

  it('understands Korean initial consonants and a syllable still being typed (ㄹㅇㅌ and 리액ㅌ suggest 리액트)', async () => {
    // 라우팅 begins ㄹㅇㅌ too; the more used tag comes first, then the shorter.
    expect(await texts('ㄹㅇㅌ')).toEqual(['리액트', '라우팅', '리액트 훅']);
    expect(await texts('ㄹㅇㅌㅎ')).toEqual(['리액트 훅']);
    expect(await texts('ㄹㅇㅌ ㅎ')).toEqual(['리액트 훅']);
    expect(await texts('리액ㅌ')).toEqual(['리액트', '리액트 훅']);
    expect(await texts('ㄹㄷ')).toEqual(['리디 기술블로그']);
    expect(await texts('ㅁㅈ')).toEqual(['면접']);
    expect(await texts('ㅎ')).toEqual(['리액트 훅']);
  });

  it(`answers at most KEYWORDS_MAX_RESULTS (${KEYWORDS_MAX_RESULTS}), each text once`, async () => {
    const found = await texts('ㄹ');
    expect(found).toHaveLength(KEYWORDS_MAX_RESULTS);
    expect(new Set(found).size).toBe(found.length);
    expect(found[0]).toBe('리액트');
  });

  it('a blank prefix answers 400 naming prefix; a long one is cut, %, _ and \\ are literal', async () => {
    for (const prefix of ['', '   ']) {
      const res = await keywords(prefix);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('prefix');
      expect(res.body).not.toContain('at ');
    }
    const missing = await t.app.inject({ url: API_PATHS.keywords });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('prefix');
    expect(await texts(`리액${'트'.repeat(SEARCH_QUERY_MAX_LENGTH * 2)}`)).toEqual([]);
    expect((await keywords('가'.repeat(SEARCH_QUERY_MAX_LENGTH * 5))).statusCode).toBe(200);
    expect(await texts('%')).toEqual([]);
    expect(await texts('_')).toEqual([]);
    expect(await texts('\\')).toEqual([]);
    expect(await texts('100%')).toEqual(['100%']);
    expect(await texts('🚀')).toEqual([]);
  });

  it(`is cacheable: Cache-Control max-age ${KEYWORDS_CACHE_SECONDS}, and new tags appear after that period`, async () => {
    const res = await keywords('라우');
    expect(res.headers['cache-control']).toBe(`public, max-age=${KEYWORDS_CACHE_SECONDS}`);
    await addPost('late', 'kw-a', ['라우터']);
    expect(await texts('라우')).toEqual(['라우팅']);
    nextCachePeriod();
    // Equal use and length: in code point order.
    expect(await texts('라우')).toEqual(['라우터', '라우팅']);
  });

  it('suggests the popular queries of the last 24 hours, and never a hidden term (ops search-terms hide|unhide|list)', async () => {
    nextCachePeriod();
    for (const address of ['10.2.0.1', '10.2.0.2']) expect((await searchFrom('라우팅', address)).statusCode).toBe(200);
    expect((await searchFrom('글', '10.2.0.3')).statusCode).toBe(200);
    nextCachePeriod();
    expect(await suggested('글')).toEqual([{ text: '글', kind: 'query' }]);
    // The tag and the popular query are one text: the tag is kept.
    expect(await suggested('라우팅')).toEqual([{ text: '라우팅', kind: 'tag' }]);

    expect(await ops('search-terms', 'hide', '라우팅을')).toEqual({
      ok: true,
      message: '라우팅 is hidden from popular searches and suggestions',
    });
    expect(await ops('search-terms', 'hide', '리액트')).toMatchObject({
      ok: true,
      message: expect.stringContaining('react'),
    });
    expect((await ops('search-terms', 'list')).message).toBe('react\n라우팅');
    nextCachePeriod();
    expect(await texts('라우')).toEqual(['라우터']);
    // Hiding 리액트 hides its synonym group's canonical: React and 리액트 alike (not 리액트 훅).
    expect(await texts('ㄹㅇㅌ')).toEqual(['라우터', '리액트 훅']);
    expect(await texts('rea')).toEqual(['React Korea']);
    const ranking = (await t.app.inject({ url: API_PATHS.searchRanking })).json() as { data: { query: string }[] };
    expect(ranking.data.map((r) => r.query)).toEqual(['글']);

    expect(await ops('search-terms', 'unhide', '라우팅')).toEqual({ ok: true, message: '라우팅 is shown again' });
    expect((await ops('search-terms', 'unhide', '라우팅')).ok).toBe(false);
    expect((await ops('search-terms', 'hide', '%%')).ok).toBe(false);
    expect((await ops('search-terms', 'list')).message).toBe('react');
    nextCachePeriod();
    expect(await texts('라우')).toEqual(['라우터', '라우팅']);
    const again = (await t.app.inject({ url: API_PATHS.searchRanking })).json() as { data: { query: string }[] };
    expect(again.data.map((r) => r.query)).toEqual(['라우팅', '글']);
    await ops('search-terms', 'unhide', 'react');
  });

  it('is rate-limited per client: over RATE_LIMITS.keywords per minute answers 429 with Retry-After', async () => {
    t.clock.advance(61_000);
    const { max } = RATE_LIMITS.keywords.perAddress;
    for (let i = 0; i < max; i += 1) expect((await keywords('리', '10.3.0.1')).statusCode).toBe(200);
    const refused = await keywords('리', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await keywords('리', '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('search_log retention', () => {
  it(`deletes logged searches older than SEARCH_LOG_RETENTION_DAYS (${SEARCH_LOG_RETENTION_DAYS}), at most once per SEARCH_LOG_PRUNE_INTERVAL_MS`, async () => {
    const { db } = t.database;
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    await db.execute(sql`insert into search_log (query, viewer_hash, searched_at) values
      ('오래된', 'h1', ${new Date(now - (SEARCH_LOG_RETENTION_DAYS + 1) * day).toISOString()}),
      ('남는것', 'h2', ${new Date(now - (SEARCH_LOG_RETENTION_DAYS - 1) * day).toISOString()})`);
    const left = async () =>
      (
        (await db.execute(
          sql`select query from search_log where query in ('오래된', '남는것') order by query`,
        )) as unknown as {
          rows: { query: string }[];
        }
      ).rows.map((r) => r.query);
    t.clock.advance(SEARCH_LOG_PRUNE_INTERVAL_MS + 1);
    expect((await t.app.inject({ url: API_PATHS.searchRanking })).statusCode).toBe(200);
    expect(await left()).toEqual(['남는것']);
    // Within the interval nothing is swept again; after it, the next expired row goes.
    await db.execute(sql`insert into search_log (query, viewer_hash, searched_at) values
      ('오래된', 'h3', ${new Date(now - (SEARCH_LOG_RETENTION_DAYS + 2) * day).toISOString()})`);
    expect((await t.app.inject({ url: API_PATHS.searchRanking })).statusCode).toBe(200);
    expect(await left()).toEqual(['남는것', '오래된']);
    t.clock.advance(SEARCH_LOG_PRUNE_INTERVAL_MS);
    expect((await searchFrom('라우팅', '10.4.0.1')).statusCode).toBe(200);
    // The search's log entry waits for its batch (SEARCH_LOG_FLUSH_MS); writing the batch sweeps.
    await t.app.repos.searchRanking.flush();
    expect(await left()).toEqual(['남는것']);
  });
});
