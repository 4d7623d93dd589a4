import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INGEST_BACKOFF_AFTER_FAILURES,
  INGEST_BACKOFF_BASE_MINUTES,
  INGEST_BACKOFF_MAX_MINUTES,
} from '@growday/contracts';
import type { Db } from '../src/db/client';
import { posts, postSearch, postTags, sources, tags } from '../src/db/schema';
import { runIngestPass, type IngestSettings } from '../src/modules/ingest/ingest-pass';
import { backoffMinutes } from '../src/modules/ingest/source-lease';
import { createSourcesRepository } from '../src/modules/ingest/sources-repository';
import { createTagRulesRepository } from '../src/modules/ingest/tag-rules-repository';
import { closedPort, FIXTURE_ETAG, startFeedServer, type FeedServer } from './helpers/feed-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Ingestion passes against fixture feeds on 127.0.0.1, stored into the real app database. */

const SETTINGS: IngestSettings = { allowPrivateAddresses: true, intervalMinutes: 0, timeoutMs: 1500 };
const MINUTE = 60_000;

let t: TestApp;
let s: FeedServer;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  s = await startFeedServer();
  db = t.database.db;
  // After the fixtures' publication times, which are clamped to the clock.
  t.clock.set('2026-11-24T12:00:00Z');
});
afterAll(async () => {
  await s.close();
  await t.close();
});

const repo = () => createSourcesRepository(db, t.clock);
async function addSource(name: string, path: string, extra: { type?: 'post' | 'news'; tags?: string[] } = {}) {
  const result = await repo().add({ name, feedUrl: s.url(path), type: extra.type ?? 'post', tags: extra.tags ?? [] });
  if (!result.ok) throw new Error(result.message);
  return result.source;
}
/** Time moves between passes (a pass fetches the sources not fetched since it started). */
const pass = () => {
  t.clock.advance(MINUTE);
  return runIngestPass(db, t.clock, SETTINGS);
};
const sourceRow = async (id: number) => (await db.select().from(sources).where(eq(sources.id, id)))[0]!;
const postsOf = (sourceId: number) => db.select().from(posts).where(eq(posts.sourceId, sourceId));
async function tagNamesOf(postId: number): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(eq(postTags.postId, postId))
    .orderBy(postTags.position);
  return rows.map((r) => r.name);
}
/** Only the named sources stay enabled, so one test's pass does not fetch another test's sources. */
async function only(...ids: number[]) {
  await db.update(sources).set({ enabled: sql`${sources.id} in ${ids.length > 0 ? ids : [0]}` });
}

describe('ingestion pass', () => {
  it('stores RSS 2.0, RSS 1.0, Atom and JSON Feed items with the source, its type, author, time and thumbnail, and the search index finds them', async () => {
    const rss2 = await addSource('RSS2 블로그', '/rss2.xml');
    const rdf = await addSource('RDF 뉴스', '/rss1.rdf', { type: 'news' });
    const atom = await addSource('Atom 블로그', '/atom.xml');
    const json = await addSource('JSON 블로그', '/json-feed.json');
    await only(rss2.id, rdf.id, atom.id, json.id);
    const summary = await pass();
    expect(summary.failed).toBe(0);
    expect(summary.sources).toBe(4);
    for (const src of [rss2, rdf, atom, json]) {
      const stored = await postsOf(src.id);
      expect(stored.length, src.name).toBeGreaterThan(0);
      expect(stored.every((p) => p.type === (src.id === rdf.id ? 'news' : 'post'))).toBe(true);
      const row = await sourceRow(src.id);
      expect(row.lastStatus).toBe(200);
      expect(row.lastItemsAdded).toBe(stored.length);
      expect(row.lastError).toBeNull();
      expect(row.lastFetchedAt?.toISOString()).toBe(t.clock.now().toISOString());
    }
    const k8s = (await postsOf(rss2.id)).find((p) => p.url === s.url('/posts/k8s-mesh'))!;
    expect(k8s.key).toBe(k8s.url);
    expect(k8s.title).toBe('쿠버네티스 & 서비스 메시 운영기');
    expect(k8s.author).toBe('김개발');
    expect(k8s.thumbnail).toBe(s.url('/images/k8s.jpg'));
    expect(k8s.publishedAt.toISOString()).toBe('2026-11-23T01:00:00.000Z');
    // Feed without a date, or with a future one: the fetch time, never later.
    const future = (await postsOf(rss2.id)).find((p) => p.url === s.url('/posts/future'))!;
    expect(future.publishedAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    // The posts triggers built the search document of every stored item.
    const indexed = await db.select().from(postSearch).where(eq(postSearch.postId, k8s.id));
    expect(indexed[0]?.title).toContain('쿠버네티스');
    expect(indexed[0]?.body).toContain('rss2');
  });

  it('de-duplicates across two feeds sharing an item under different tracking parameters', async () => {
    const a = await addSource('트래킹 A', '/tracking-a.xml');
    const b = await addSource('트래킹 B', '/tracking-b.xml');
    await only(a.id, b.id);
    const summary = await pass();
    expect(summary.failed).toBe(0);
    expect(summary.added).toBe(1);
    const shared = await db
      .select()
      .from(posts)
      .where(inArray(posts.sourceId, [a.id, b.id]));
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(s.url('/shared/article?page=2'));
  });

  it('a re-run adds nothing; a changed title, description or thumbnail updates the known item', async () => {
    s.serve('/changing.xml', { body: feed([item('/changing/1', '처음 제목', '처음 설명')]) });
    const src = await addSource('바뀌는 피드', '/changing.xml');
    await only(src.id);
    expect((await pass()).added).toBe(1);
    const again = await pass();
    expect(again.added).toBe(0);
    expect(again.updated).toBe(0);
    expect(await postsOf(src.id)).toHaveLength(1);

    s.serve('/changing.xml', {
      body: feed([item('/changing/1', '고친 제목', '고친 설명', '/images/new.png'), item('/changing/2', '새 글', '')]),
    });
    const updated = await pass();
    expect(updated).toMatchObject({ added: 1, updated: 1 });
    const rows = await postsOf(src.id);
    const first = rows.find((p) => p.url === s.url('/changing/1'))!;
    expect(first).toMatchObject({ title: '고친 제목', description: '고친 설명', thumbnail: s.url('/images/new.png') });
    const indexed = await db.select().from(postSearch).where(eq(postSearch.postId, first.id));
    expect(indexed[0]?.title).toContain('고친');
    expect((await sourceRow(src.id)).lastItemsAdded).toBe(1);
  });

  it('sends the stored ETag and Last-Modified; a 304 answer adds nothing and counts as success', async () => {
    const src = await addSource('ETag 피드', '/etag.xml');
    await only(src.id);
    expect((await pass()).outcomes[0]).toMatchObject({ ok: true, status: 200 });
    const first = await sourceRow(src.id);
    expect(first.etag).toBe(FIXTURE_ETAG);
    expect(first.lastModified).not.toBeNull();
    const count = (await postsOf(src.id)).length;
    await db.update(sources).set({ consecutiveFailures: 1 }).where(eq(sources.id, src.id));
    const second = await pass();
    expect(second.outcomes[0]).toMatchObject({ ok: true, status: 304, added: 0 });
    expect(s.lastHeaders('/etag.xml')?.['if-none-match']).toBe(FIXTURE_ETAG);
    const row = await sourceRow(src.id);
    expect(row).toMatchObject({ lastStatus: 304, lastItemsAdded: 0, lastError: null, consecutiveFailures: 0 });
    expect(await postsOf(src.id)).toHaveLength(count);
  });

  it('a bad source never stops the others: its error is recorded, and after several failures in a row it backs off', async () => {
    s.serve('/good.xml', { body: s.fixture('atom.xml'), contentType: 'application/atom+xml' });
    const good = await addSource('좋은 피드', '/good.xml');
    const bad = [
      await addSource('없는 피드', '/status/404'),
      await addSource('깨진 피드', '/malformed.xml'),
      await addSource('HTML 페이지', '/html-page.html'),
      await addSource('느린 피드', '/slow.xml'),
      await addSource('무한 피드', '/huge.xml'),
      await addSource('도는 피드', '/loop-a'),
    ];
    const refused = await repo().add({
      name: '닫힌 포트',
      feedUrl: `http://127.0.0.1:${await closedPort()}/feed.xml`,
      type: 'post',
    });
    if (!refused.ok) throw new Error(refused.message);
    const failing = [...bad, refused.source];
    await only(good.id, ...failing.map((b) => b.id));
    const summary = await pass();
    expect(summary.sources).toBe(1 + failing.length);
    expect(summary.outcomes.find((o) => o.sourceId === good.id)).toMatchObject({ ok: true, status: 200 });
    expect(summary.failed).toBe(failing.length);
    expect((await sourceRow(good.id)).lastStatus).toBe(200);
    for (const b of failing) {
      const row = await sourceRow(b.id);
      expect(row.lastError, b.name).toBeTruthy();
      expect(row.consecutiveFailures).toBe(1);
      expect(row.nextAttemptAt).toBeNull();
    }
    expect((await sourceRow(bad[0]!.id)).lastStatus).toBe(404);

    // Failures in a row up to the threshold: then the source waits, doubling, capped.
    const notFound = bad[0]!;
    await only(notFound.id);
    for (let n = 2; n <= INGEST_BACKOFF_AFTER_FAILURES; n++) await pass();
    const backing = await sourceRow(notFound.id);
    expect(backing.consecutiveFailures).toBe(INGEST_BACKOFF_AFTER_FAILURES);
    expect(backing.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(INGEST_BACKOFF_BASE_MINUTES * MINUTE);
    const hits = s.hits('/status/404');
    expect((await pass()).sources).toBe(0);
    expect(s.hits('/status/404')).toBe(hits);
    t.clock.set(backing.nextAttemptAt!.getTime() - MINUTE);
    await pass();
    const doubled = await sourceRow(notFound.id);
    expect(doubled.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(2 * INGEST_BACKOFF_BASE_MINUTES * MINUTE);
    expect(backoffMinutes(INGEST_BACKOFF_AFTER_FAILURES + 40)).toBe(INGEST_BACKOFF_MAX_MINUTES);

    // Mended: the next success clears the failures and the back-off.
    s.serve('/mended.xml', { body: s.fixture('tracking-a.xml') });
    await repo().update(notFound.id, { feedUrl: s.url('/mended.xml') });
    await pass();
    expect(await sourceRow(notFound.id)).toMatchObject({
      consecutiveFailures: 0,
      nextAttemptAt: null,
      lastError: null,
    });
  });

  it('skips disabled sources and sources without a feed address (the demo sources)', async () => {
    s.serve('/disabled.xml', { body: s.fixture('tracking-a.xml') });
    s.serve('/enabled.xml', { body: s.fixture('tracking-b.xml') });
    const off = await addSource('꺼진 피드', '/disabled.xml');
    const on = await addSource('켜진 피드', '/enabled.xml');
    await only(on.id, off.id);
    await repo().setEnabled(off.id, false);
    const demo = (
      await db
        .select()
        .from(sources)
        .where(sql`${sources.feedUrl} is null`)
    ).length;
    expect(demo).toBeGreaterThan(0);
    await db
      .update(sources)
      .set({ enabled: true })
      .where(sql`${sources.feedUrl} is null`);
    const summary = await pass();
    expect(summary.outcomes).toEqual([expect.objectContaining({ sourceId: on.id, ok: true, status: 200 })]);
    expect(s.hits('/disabled.xml')).toBe(0);
    expect((await sourceRow(off.id)).lastFetchedAt).toBeNull();
  });

  it('tags items by keyword rules (Korean and English, at word boundaries), the source default tags, and feed categories only when they name a tag', async () => {
    const rules = createTagRulesRepository(db, t.clock);
    for (const [k, tag] of [
      ['react', 'React'],
      ['자바', 'Java'],
      ['쿠버네티스', 'DevOps'],
      ['Node.js', 'Node.js'],
    ] as const) {
      expect((await rules.add(k, tag)).ok).toBe(true);
    }
    s.serve('/tagged.xml', {
      body: feed([
        item('/tagged/1', 'React를 쓰는 이유', '자바로 만든 서버와 비교'),
        item('/tagged/2', 'Reactive 스트림과 자바스크립트', '인자바 이야기'),
        item('/tagged/3', '쿠버네티스에서 Node.js 22 운영', '', undefined, ['Python', '없는태그', 'python']),
      ]),
    });
    const src = await addSource('태그 피드', '/tagged.xml', { tags: ['오픈소스'] });
    await only(src.id);
    await pass();
    const byUrl = new Map((await postsOf(src.id)).map((p) => [p.url, p.id]));
    expect(await tagNamesOf(byUrl.get(s.url('/tagged/1'))!)).toEqual(['React', 'Java', '오픈소스']);
    expect(await tagNamesOf(byUrl.get(s.url('/tagged/2'))!)).toEqual(['오픈소스']);
    expect(await tagNamesOf(byUrl.get(s.url('/tagged/3'))!)).toEqual(['DevOps', 'Node.js', '오픈소스', 'Python']);
    expect((await db.select().from(tags).where(eq(tags.name, '없는태그'))).length).toBe(0);
    // The tags are in the search document too.
    const indexed = await db
      .select()
      .from(postSearch)
      .where(eq(postSearch.postId, byUrl.get(s.url('/tagged/1'))!));
    expect(indexed[0]?.tags).toContain('react');
  });

  it("takes the article's og:image when an item has no thumbnail, once per new item", async () => {
    const src = await addSource('썸네일 없는 피드', '/no-thumbnail.xml');
    await only(src.id);
    await pass();
    const [stored] = await postsOf(src.id);
    expect(stored?.thumbnail).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
    const pageHits = s.hits('/article.html');
    await pass();
    expect(s.hits('/article.html')).toBe(pageHits);
  });
});

describe('shared post-list pages', () => {
  it('an ingest pass that adds posts empties the shared post-list pages (here by tag) at once', async () => {
    const { API_PATHS } = await import('@growday/contracts');
    const { runOpsCommand } = await import('../src/modules/ops/commands');
    await db.insert(tags).values({ name: '캐시확인', shortName: '캐시확인' }).onConflictDoNothing();
    s.serve('/cached-lists.xml', { body: feed([item('/cached-lists/1', '캐시 확인 글', '설명')]) });
    const src = await addSource('캐시 확인 블로그', '/cached-lists.xml', { tags: ['캐시확인'] });
    await only(src.id);
    const byTag = async () =>
      (
        (await t.app.inject({ url: `${API_PATHS.postsByTag}?tagName=${encodeURIComponent('캐시확인')}` })).json() as {
          data: { edges: unknown[] };
        }
      ).data.edges.length;
    expect(await byTag()).toBe(0); // now cached, and the clock will not move past FEED_CACHE_TTL_MS
    t.clock.advance(MINUTE);
    const result = await runOpsCommand(['ingest'], { db, clock: t.clock, ingest: SETTINGS, caches: t.app.caches });
    expect(result.message).toMatch(/[1-9]\d* posts added/);
    expect(await byTag()).toBe(1);
  });
});

function item(path: string, title: string, description: string, image?: string, categories: string[] = []) {
  return `<item><title>${title}</title><link>${s.url(path)}</link><description>${description}</description>${
    image ? `<enclosure url="${s.url(image)}" type="image/png" length="1"/>` : ''
  }${categories.map((c) => `<category>${c}</category>`).join('')}<pubDate>Mon, 23 Nov 2026 10:00:00 +0900</pubDate></item>`;
}
function feed(items: string[]) {
  return `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>테스트</title><link>${s.origin}/</link><description>d</description>${items.join('')}</channel></rss>`;
}
