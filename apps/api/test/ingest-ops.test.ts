import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, INGEST_INTERVAL_DEFAULT_MINUTES } from '@growday/contracts';
import { loadConfig } from '../src/config';
import { posts, sources } from '../src/db/schema';
import { runIngestPass, type PassSummary } from '../src/modules/ingest/ingest-pass';
import { opmlToSources } from '../src/modules/ingest/opml';
import { startIngestSchedule } from '../src/modules/ingest/schedule';
import { OPS_TOKEN_HEADER } from '../src/modules/ops/routes';
import { startFeedServer, type FeedServer } from './helpers/feed-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Operator commands of ingestion through the ops route, OPML, the shipped catalogue and the settings. */

const TOKEN = 'ingest-ops-test-token-0123456789';
const CATALOGUE = fileURLToPath(new URL('../../../catalogue/korean-dev-feeds.opml', import.meta.url));

let t: TestApp;
let s: FeedServer;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ opsToken: TOKEN, env: { INGEST_ALLOW_PRIVATE: 'true' } });
  t.clock.set('2026-11-24T12:00:00Z');
  s = await startFeedServer();
  dir = await mkdtemp(path.join(tmpdir(), 'gd-ingest-ops-'));
});
afterAll(async () => {
  await s.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function ops(app: TestApp, ...args: string[]): Promise<{ ok: boolean; message: string }> {
  const res = await app.app.inject({
    method: 'POST',
    url: API_PATHS.ops,
    headers: { [OPS_TOKEN_HEADER]: TOKEN },
    payload: { args },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { ok: boolean; message: string } }).data;
}

describe('ops commands', () => {
  it('sources add, list, disable, enable, refetch and ingest run through the ops route', async () => {
    const added = await ops(
      t,
      'sources',
      'add',
      '--name',
      '테스트 블로그',
      '--feed',
      s.url('/rss2.xml'),
      '--type',
      'post',
      '--tags',
      'React,DevOps',
    );
    expect(added).toMatchObject({ ok: true });
    expect(added.message).toContain('테스트 블로그 [post] enabled');
    const news = await ops(
      t,
      'sources',
      'add',
      '--name',
      '테스트 뉴스',
      '--feed',
      s.url('/status/500'),
      '--type',
      'news',
    );
    expect(news.ok).toBe(true);

    const pass = await ops(t, 'ingest');
    expect(pass.ok).toBe(true);
    expect(pass.message).toMatch(/^ingest: 2 sources fetched, 1 failed, \d+ posts added/);
    expect(pass.message).toContain('테스트 뉴스: FAILED (status 500)');

    const list = (await ops(t, 'sources', 'list')).message.split('\n');
    const blogLine = list.find((l) => l.includes('테스트 블로그'))!;
    expect(blogLine).toMatch(/status=200 added=\d+/);
    const newsLine = list.find((l) => l.includes('테스트 뉴스'))!;
    expect(newsLine).toContain('[news] enabled');
    expect(newsLine).toMatch(/status=500 added=0 failures=1 error="/);
    // Demo sources have no feed and say so.
    expect(list.some((l) => l.includes(' no-feed - last=never'))).toBe(true);

    expect((await ops(t, 'sources', 'disable', '테스트 뉴스')).message).toContain('disabled');
    t.clock.advance(60_000);
    expect((await ops(t, 'ingest')).message).toMatch(/^ingest: 1 sources fetched, 0 failed/);
    expect((await ops(t, 'sources', 'refetch', '테스트 뉴스')).message).toContain('disabled; enable it first');
    expect((await ops(t, 'sources', 'enable', '테스트 뉴스')).ok).toBe(true);
    const refetch = await ops(t, 'sources', 'refetch', '테스트 뉴스');
    expect(refetch).toMatchObject({ ok: false });
    expect(refetch.message).toContain('FAILED (status 500)');
    const before = s.hits('/rss2.xml');
    const again = await ops(t, 'sources', 'refetch', '테스트 블로그');
    expect(again.ok).toBe(true);
    expect(s.hits('/rss2.xml')).toBe(before + 1);
    expect((await ops(t, 'sources', 'refetch', '없는 소스')).message).toBe('no source 없는 소스');
  });

  it('sources add refuses bad input with a message naming the problem', async () => {
    const feed = s.url('/atom.xml');
    expect((await ops(t, 'sources', 'add', '--name', 'x', '--feed', feed, '--type', 'video')).message).toContain(
      'type must be post or news',
    );
    expect(
      (await ops(t, 'sources', 'add', '--name', 'x', '--feed', 'javascript:alert(1)', '--type', 'post')).message,
    ).toContain('feedUrl must be an http(s) address');
    expect(
      (await ops(t, 'sources', 'add', '--name', 'x', '--feed', feed, '--type', 'post', '--tags', '없는태그')).message,
    ).toBe('unknown tags: 없는태그');
    expect((await ops(t, 'sources', 'add', '--name', '테스트 블로그', '--feed', feed, '--type', 'post')).message).toBe(
      'a source named 테스트 블로그 already exists',
    );
    expect((await ops(t, 'sources', 'add', '--name', 'x')).message).toContain('needs --name, --feed and --type');
  });

  it('tag-rules add, list and remove', async () => {
    expect((await ops(t, 'tag-rules', 'add', '쿠버네티스', 'DevOps')).message).toBe('added: 쿠버네티스 → DevOps');
    expect((await ops(t, 'tag-rules', 'add', 'TypeScript', 'TypeScript')).message).toBe(
      'added: typescript → TypeScript',
    );
    expect((await ops(t, 'tag-rules', 'add', 'typescript', 'TypeScript')).message).toBe(
      'already present: typescript → TypeScript',
    );
    expect((await ops(t, 'tag-rules', 'add', 'x', '없는태그')).message).toBe('no tag named 없는태그');
    expect((await ops(t, 'tag-rules', 'list')).message.split('\n')).toEqual([
      'typescript → TypeScript',
      '쿠버네티스 → DevOps',
    ]);
    expect((await ops(t, 'tag-rules', 'remove', 'TypeScript')).message).toBe('removed 1 rule for TypeScript');
    expect((await ops(t, 'tag-rules', 'remove', 'TypeScript')).ok).toBe(false);
    expect((await ops(t, 'tag-rules', 'list')).message).toBe('쿠버네티스 → DevOps');
  });
});

describe('OPML and the catalogue', () => {
  it('export then import into another database gives the same sources (round trip)', async () => {
    const file = path.join(dir, 'sources.opml');
    expect((await ops(t, 'sources', 'export', file)).message).toBe(`exported 2 sources to ${file}`);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('<opml');
    expect(text).toContain('growdayType="news"');

    const other = await createTestApp({ opsToken: TOKEN });
    try {
      expect((await ops(other, 'sources', 'import', file)).message).toBe(
        'imported 2 sources, 0 already present, 0 problems',
      );
      expect((await ops(other, 'sources', 'import', file)).message).toBe(
        'imported 0 sources, 2 already present, 0 problems',
      );
      const pick = (rows: (typeof sources.$inferSelect)[]) =>
        rows
          .filter((r) => r.feedUrl)
          .map((r) => ({
            name: r.name,
            feedUrl: r.feedUrl,
            type: r.type,
            defaultTags: r.defaultTags,
            siteUrl: r.siteUrl,
          }))
          .sort((a, b) => a.name.localeCompare(b.name));
      expect(pick(await other.database.db.select().from(sources))).toEqual(
        pick(await t.database.db.select().from(sources)),
      );
    } finally {
      await other.close();
    }
  });

  it('import refuses a file that is not OPML', async () => {
    const file = path.join(dir, 'not.opml');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, '<html><body>no</body></html>'));
    const result = await ops(t, 'sources', 'import', file);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('could not read');
  });

  it('the shipped catalogue parses into at least 30 Korean feeds (https, unique, posts and news) and imports with one command without fetching', async () => {
    const entries = opmlToSources(await readFile(CATALOGUE, 'utf8'));
    expect(entries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(entries.map((e) => e.feedUrl)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    expect(entries.every((e) => e.feedUrl.startsWith('https://'))).toBe(true);
    expect(entries.filter((e) => e.type === 'news').length).toBeGreaterThanOrEqual(5);
    expect(entries.filter((e) => e.type === 'post').length).toBeGreaterThanOrEqual(20);
    for (const name of ['네이버 D2', '우아한형제들 기술블로그', '토스 기술 블로그', '블로터', 'GeekNews'])
      expect(entries.map((e) => e.name)).toContain(name);

    const other = await createTestApp({ opsToken: TOKEN });
    try {
      const result = await ops(other, 'sources', 'import', CATALOGUE);
      expect(result.message).toBe(`imported ${entries.length} sources, 0 already present, 0 problems`);
      const rows = await other.database.db.select().from(sources);
      expect(rows.filter((r) => r.feedUrl && r.lastFetchedAt === null)).toHaveLength(entries.length);
    } finally {
      await other.close();
    }
  });
});

describe('settings and schedule', () => {
  it('INGEST_INTERVAL is 15 minutes by default, 0 (off) in tests; INGEST_ALLOW_PRIVATE is refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).ingestIntervalMinutes).toBe(INGEST_INTERVAL_DEFAULT_MINUTES);
    expect(loadConfig({ NODE_ENV: 'test' }).ingestIntervalMinutes).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development', INGEST_INTERVAL: '0' }).ingestIntervalMinutes).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'development', INGEST_INTERVAL: '-5' })).toThrow(/INGEST_INTERVAL/);
    expect(() => loadConfig({ NODE_ENV: 'development', INGEST_INTERVAL: 'soon' })).toThrow(/INGEST_INTERVAL/);
    expect(loadConfig({ NODE_ENV: 'development' }).ingestAllowPrivate).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        INGEST_ALLOW_PRIVATE: 'true',
        COOKIE_SECRET: 'x'.repeat(40),
        PUBLISHER_ACCESS_TOKENS: 'y'.repeat(20),
      }),
    ).toThrow(/INGEST_ALLOW_PRIVATE: fetching feeds on private addresses is refused in production/);
  });

  it('the schedule runs passes on its interval, and none when the interval is 0', async () => {
    const off = startIngestSchedule({
      db: t.database.db,
      clock: t.clock,
      settings: { allowPrivateAddresses: true, intervalMinutes: 0 },
      log: t.app.log,
    });
    off.stop();
    const before = (await t.database.db.select().from(posts)).length;
    s.serve('/scheduled.xml', { body: s.fixture('json-feed.json'), contentType: 'application/feed+json' });
    expect(
      (await ops(t, 'sources', 'add', '--name', '예약 피드', '--feed', s.url('/scheduled.xml'), '--type', 'post')).ok,
    ).toBe(true);
    const passes: PassSummary[] = [];
    const on = startIngestSchedule({
      db: t.database.db,
      clock: t.clock,
      settings: { allowPrivateAddresses: true, intervalMinutes: 15 },
      log: t.app.log,
      intervalMs: 100,
      onPass: (summary) => passes.push(summary),
    });
    try {
      await expect
        .poll(() => passes.some((p) => p.outcomes.some((o) => o.name === '예약 피드')), { timeout: 10_000 })
        .toBe(true);
    } finally {
      on.stop();
    }
    expect(s.hits('/scheduled.xml')).toBe(1);
    expect((await t.database.db.select().from(posts)).length).toBeGreaterThan(before);
    // A manual pass right after is not limited by the schedule's spacing.
    t.clock.advance(1000);
    expect(
      (await runIngestPass(t.database.db, t.clock, { allowPrivateAddresses: true, intervalMinutes: 15 })).sources,
    ).toBeGreaterThan(0);
  });
});
