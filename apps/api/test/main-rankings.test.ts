import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  connectionSchema,
  dataSchema,
  ERROR_CODE,
  errorEnvelopeSchema,
  FEED_CACHE_TTL_MS,
  FEED_PAGE_SIZE_MAX,
  LIST_CACHE_TTL_MS,
  POPULAR_WINDOW_HOURS,
  postSchema,
  RANKING_MAX_POSITION,
  type Post,
} from '@growday/contracts';
import { posts, postTags, sources, tags } from '../src/db/schema';
import { rankingScore } from '../src/modules/rankings/ranking-score';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
const postConnection = dataSchema(connectionSchema(postSchema));

let t: TestApp;
let sourceId: number;
/** Tag ids by name: react, go, rust, docker. */
const tagId: Record<string, number> = {};
/**
 * Every test starts a day after the one before: the ranked lists are cached on the app clock
 * (LIST_CACHE_TTL_MS), and a clock that only moves forward expires them as in production.
 */
let day = 0;
const nextDay = () => Date.UTC(2027, 0, 1) + ++day * 48 * HOUR;

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const [source] = await t.database.db
    .insert(sources)
    .values({ slug: 'rank-blog', name: '랭킹 블로그', type: 'post' })
    .returning({ id: sources.id });
  sourceId = source?.id ?? 0;
  const rows = await t.database.db
    .insert(tags)
    .values(['react', 'go', 'rust', 'docker'].map((name, position) => ({ name, shortName: name, position })))
    .returning({ id: tags.id, name: tags.name });
  for (const r of rows) tagId[r.name] = r.id;
});
afterAll(() => t.close());

beforeEach(async () => {
  // Reads, bookmarks and comments cascade with their posts.
  await t.database.db.execute(sql`delete from ${posts}`);
});

interface Draft {
  key: string;
  at: number;
  clicks?: number;
  comments?: number;
  bookmarks?: number;
  tagNames?: string[];
}

/** Inserts posts and answers their ids by key. */
async function insertPosts(drafts: Draft[]): Promise<Record<string, number>> {
  const rows = await t.database.db
    .insert(posts)
    .values(
      drafts.map((d) => ({
        key: d.key,
        type: 'post' as const,
        title: `글 ${d.key}`,
        url: `https://rank.example/${d.key}`,
        sourceId,
        clickCount: d.clicks ?? 0,
        commentCount: d.comments ?? 0,
        bookmarkCount: d.bookmarks ?? 0,
        publishedAt: new Date(d.at),
        createdAt: new Date(d.at),
      })),
    )
    .returning({ id: posts.id, key: posts.key });
  const ids = Object.fromEntries(rows.map((r) => [r.key, r.id]));
  const links = drafts.flatMap((d) =>
    (d.tagNames ?? []).map((name, position) => ({ postId: ids[d.key] ?? 0, tagId: tagId[name] ?? 0, position })),
  );
  if (links.length > 0) await t.database.db.insert(postTags).values(links);
  return ids;
}

const get = (path: string, query: Record<string, string> = {}, cookie?: string) =>
  t.app.inject({ url: path, query, headers: cookie ? { cookie } : {} });

async function list(path: string, query: Record<string, string> = {}, cookie?: string) {
  const res = await get(path, query, cookie);
  expect(res.statusCode).toBe(200);
  return postConnection.parse(res.json()).data;
}

const keysOf = (edges: { node: Post }[], ids: Record<string, number>) => {
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return edges.map((e) => byId.get(e.node.id));
};

function expectBadRequest(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const { error } = errorEnvelopeSchema.parse(res.json());
  expect(error.code).toBe(ERROR_CODE.badRequest);
  expect(error.field).toBe(field);
}

/** 00:00 KST of a UTC calendar day is 15:00 UTC of the day before. */
const kstMidnight = (utcDayStart: number) => utcDayStart - 9 * HOUR;

describe('todayPosts', () => {
  it('SH-API-09 holds posts published from 00:00 Korea time to now, best (highest score) first', async () => {
    const midnight = kstMidnight(nextDay());
    const now = midnight + 24 * HOUR - 1000; // 23:59:59 KST
    const ids = await insertPosts([
      { key: 'at-midnight', at: midnight, clicks: 2 },
      { key: 'just-before', at: midnight - 1, clicks: 500 },
      { key: 'noon-hot', at: midnight + 12 * HOUR, clicks: 80, comments: 3 },
      { key: 'evening', at: midnight + 20 * HOUR, clicks: 5 },
      { key: 'late-quiet', at: midnight + 23 * HOUR, clicks: 1 },
      { key: 'future', at: now + 60_000, clicks: 900 },
    ]);
    t.clock.set(now);
    const page = await list(API_PATHS.todayPosts);
    const score = (p: Post) =>
      rankingScore({
        views: p.clickCount,
        comments: p.commentCount,
        bookmarks: p.bookmarkCount,
        ageHours: (now - Date.parse(p.createdAt)) / HOUR,
      });
    const expected = page.edges.map((e) => e.node).sort((a, b) => score(b) - score(a));
    expect(page.edges.map((e) => e.node.id)).toEqual(expected.map((p) => p.id));
    expect(new Set(keysOf(page.edges, ids))).toEqual(new Set(['at-midnight', 'noon-hot', 'evening', 'late-quiet']));
    // Best is not newest: the noon post with views and comments leads the fresher ones.
    expect(keysOf(page.edges, ids)[0]).toBe('noon-hot');
  });

  it('SH-API-09 at 00:00 Korea time the list starts over: yesterday is gone, a post of 00:00:00 is in', async () => {
    const midnight = kstMidnight(nextDay());
    const ids = await insertPosts([
      { key: 'yesterday-late', at: midnight - 1, clicks: 50 },
      { key: 'yesterday-noon', at: midnight - 12 * HOUR, clicks: 90 },
    ]);
    t.clock.set(midnight - 1);
    expect(keysOf((await list(API_PATHS.todayPosts)).edges, ids)).toEqual(['yesterday-late', 'yesterday-noon']);
    t.clock.set(midnight);
    expect((await list(API_PATHS.todayPosts)).edges).toEqual([]);
    const fresh = await insertPosts([{ key: 'new-day', at: midnight }]);
    // Ranked lists are kept LIST_CACHE_TTL_MS: the new post shows once that has passed.
    t.clock.set(midnight + LIST_CACHE_TTL_MS + 1);
    expect(keysOf((await list(API_PATHS.todayPosts)).edges, fresh)).toEqual(['new-day']);
  });
});

describe('popularPosts', () => {
  it('SH-API-09 ranks by weighted views, comments and bookmarks over (age + 2)^1.8: decay lets a newer post overtake', async () => {
    const now = nextDay();
    t.clock.set(now);
    const ids = await insertPosts([
      // 31 points 10 hours ago against 6 points 1 hour ago: the older one has more, the newer one wins.
      { key: 'older-more-views', at: now - 10 * HOUR, clicks: 30 },
      { key: 'newer-fewer-views', at: now - HOUR, clicks: 5 },
      // Same age: one bookmark (10) outweighs 9 views, one comment (5) outweighs 4 views.
      { key: 'bookmarked', at: now - 30 * HOUR, bookmarks: 1 },
      { key: 'nine-views', at: now - 30 * HOUR, clicks: 9 },
      { key: 'commented', at: now - 40 * HOUR, comments: 1 },
      { key: 'four-views', at: now - 40 * HOUR, clicks: 4 },
      // Outside the window however popular.
      { key: 'too-old', at: now - POPULAR_WINDOW_HOURS * HOUR - 1, clicks: 100_000 },
    ]);
    const order = keysOf((await list(API_PATHS.popularPosts)).edges, ids);
    expect(order).toEqual([
      'newer-fewer-views',
      'older-more-views',
      'bookmarked',
      'nine-views',
      'commented',
      'four-views',
    ]);
    expect(
      rankingScore({ views: 30, comments: 0, bookmarks: 0, ageHours: 10 }) <
        rankingScore({ views: 5, comments: 0, bookmarks: 0, ageHours: 1 }),
    ).toBe(true);
  });

  it('SH-API-09 as hours pass an older post with more activity takes the lead back (the ranking follows the app clock)', async () => {
    const start = nextDay();
    const ids = await insertPosts([
      { key: 'steady', at: start, clicks: 40 },
      { key: 'fresh', at: start + 3 * HOUR, clicks: 6 },
    ]);
    // Just after "fresh" appears: steady 41/(3+2)^1.8 = 2.26 leads fresh 7/(0+2)^1.8 = 2.01.
    t.clock.set(start + 3 * HOUR);
    expect(keysOf((await list(API_PATHS.popularPosts)).edges, ids)).toEqual(['steady', 'fresh']);
    // Counted views arrive on the fresh post: an hour later 31/3^1.8 = 4.29 passes 41/6^1.8 = 1.63.
    await t.database.db.execute(sql`update ${posts} set click_count = 30 where id = ${ids.fresh}`);
    t.clock.set(start + 4 * HOUR);
    expect(keysOf((await list(API_PATHS.popularPosts)).edges, ids)).toEqual(['fresh', 'steady']);
    // A day later ages differ little, and the post with more in all leads again: 41/30^1.8 > 31/27^1.8.
    t.clock.set(start + 28 * HOUR);
    expect(
      rankingScore({ views: 40, comments: 0, bookmarks: 0, ageHours: 28 }) >
        rankingScore({ views: 30, comments: 0, bookmarks: 0, ageHours: 25 }),
    ).toBe(true);
    expect(keysOf((await list(API_PATHS.popularPosts)).edges, ids)).toEqual(['steady', 'fresh']);
  });

  it('SH-API-09 pages by position: every post once, then hasNextPage false; first and after are validated (400 names the field)', async () => {
    const now = nextDay();
    t.clock.set(now);
    const ids = await insertPosts(
      Array.from({ length: 7 }, (_, i) => ({ key: `p${i}`, at: now - (i + 1) * HOUR, clicks: 10 * i })),
    );
    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page = await list(API_PATHS.popularPosts, { first: '3', ...(after ? { after } : {}) });
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(Object.values(ids)));
    const whole = await list(API_PATHS.popularPosts, { first: '7' });
    expect(whole.edges.map((e) => e.node.id)).toEqual(seen);

    for (const path of [API_PATHS.todayPosts, API_PATHS.popularPosts, API_PATHS.recommendedPosts]) {
      expectBadRequest(await get(path, { first: '0' }), 'first');
      expectBadRequest(await get(path, { first: String(FEED_PAGE_SIZE_MAX + 1) }), 'first');
      expectBadRequest(await get(path, { first: 'ten' }), 'first');
      expectBadRequest(await get(path, { after: 'bm9wZQ' }), 'after');
      // A latest-feed cursor is not a position in a ranking.
      const latest = await list(API_PATHS.latestPosts, { first: '1' });
      expectBadRequest(await get(path, { after: latest.pageInfo.endCursor ?? '' }), 'after');
      expectBadRequest(
        await get(path, { after: Buffer.from(`r:${RANKING_MAX_POSITION + 1}`).toString('base64url') }),
        'after',
      );
    }
  });
});

describe('recommendedPosts', () => {
  async function follow(cookie: string, names: string[]) {
    const me = (await get(API_PATHS.currentUser, {}, cookie)).json() as { data: { id: number } };
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.saveMyFeedTags,
      headers: { origin: WEB_ORIGIN, cookie },
      payload: { tagIds: names.map((n) => tagId[n]), viewerId: me.data.id },
    });
    expect(res.statusCode).toBe(200);
  }
  const read = async (cookie: string, postId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPath('clickPost', { postId }),
      headers: { origin: WEB_ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(200);
  };

  it('SH-MYFEED-01 signed in: followed tags first, then tags of the reading history, read posts pushed down', async () => {
    const now = nextDay();
    t.clock.set(now);
    const reader = await signIn(t.app, `rank_reader_${day}`);
    await follow(reader, ['react']);
    const ids = await insertPosts([
      { key: 'react-quiet', at: now - 5 * HOUR, clicks: 1, tagNames: ['react'] },
      { key: 'react-hot', at: now - 2 * HOUR, clicks: 40, tagNames: ['react'] },
      { key: 'react-read', at: now - HOUR, clicks: 90, tagNames: ['react'] },
      { key: 'go-history', at: now - 3 * HOUR, clicks: 400, tagNames: ['go'] },
      { key: 'go-other', at: now - 4 * HOUR, clicks: 2, tagNames: ['go', 'docker'] },
      { key: 'rust-unrelated', at: now - HOUR, clicks: 1000, tagNames: ['rust'] },
    ]);
    // Reading the Go post makes Go part of the reader's interests; both reads push those posts down.
    await read(reader, ids['go-history'] ?? 0);
    await read(reader, ids['react-read'] ?? 0);
    t.clock.advance(2000);
    const page = await list(API_PATHS.recommendedPosts, {}, reader);
    expect(keysOf(page.edges, ids)).toEqual(['react-hot', 'react-quiet', 'go-other', 'react-read', 'go-history']);
    expect(page.edges.map((e) => e.node.viewerHasRead)).toEqual([false, false, false, true, true]);
  });

  it('SH-MYFEED-01 signed in with no followed tag and nothing read: empty (the website asks for tags)', async () => {
    const now = nextDay();
    t.clock.set(now);
    await insertPosts([{ key: 'any', at: now - HOUR, clicks: 5, tagNames: ['react'] }]);
    const newcomer = await signIn(t.app, `rank_newcomer_${day}`);
    expect(await list(API_PATHS.recommendedPosts, {}, newcomer)).toEqual({
      edges: [],
      pageInfo: { endCursor: null, hasNextPage: false },
    });
  });

  const send = async (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { origin: WEB_ORIGIN, cookie },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(200);
  };
  const flags = (page: { edges: { node: Post }[] }, ids: Record<string, number>) =>
    Object.fromEntries(
      page.edges.map((e) => [
        keysOf([e], ids)[0],
        `${e.node.viewerHasBookmarked ? 'b' : '-'}${e.node.viewerHasRead ? 'r' : '-'}`,
      ]),
    );

  it("the viewer's own bookmark, read and not-interested show at once though their page is kept (FEED_CACHE_TTL_MS)", async () => {
    const now = nextDay();
    t.clock.set(now);
    const reader = await signIn(t.app, `rank_keeper_${day}`);
    await follow(reader, ['react']);
    const ids = await insertPosts([
      { key: 'one', at: now - HOUR, clicks: 30, tagNames: ['react'] },
      { key: 'two', at: now - 2 * HOUR, clicks: 20, tagNames: ['react'] },
      { key: 'three', at: now - 3 * HOUR, clicks: 10, tagNames: ['react'] },
    ]);
    const page = () => list(API_PATHS.recommendedPosts, {}, reader);
    expect(flags(await page(), ids)).toEqual({ one: '--', two: '--', three: '--' });
    // The clock stands still from here: every read below is within the kept page's TTL.
    await send('POST', API_PATHS.bookmark, reader, { postId: ids.two });
    expect(flags(await page(), ids)).toEqual({ one: '--', two: 'b-', three: '--' });
    await send('DELETE', API_PATHS.bookmark, reader, { postId: ids.two });
    expect(flags(await page(), ids)).toEqual({ one: '--', two: '--', three: '--' });
    await send('POST', apiPath('clickPost', { postId: ids.one ?? 0 }), reader);
    // Read posts go down at once as well.
    expect(keysOf((await page()).edges, ids)).toEqual(['two', 'three', 'one']);
    await send('POST', apiPath('clickPostCard', { postId: ids.three ?? 0 }), reader);
    expect(flags(await page(), ids)).toEqual({ one: '-r', two: '--', three: '-r' });
    await send('POST', API_PATHS.ignorePost, reader, { postId: ids.two });
    expect(keysOf((await page()).edges, ids)).not.toContain('two');
    await send('DELETE', API_PATHS.ignorePost, reader, { postId: ids.two });
    expect(keysOf((await page()).edges, ids)).toContain('two');
  });

  it('a My Feed save shows at once though the followed tags and the page are kept; a write outside the API waits for the TTL', async () => {
    const now = nextDay();
    t.clock.set(now);
    const reader = await signIn(t.app, `rank_switcher_${day}`);
    await follow(reader, ['react']);
    const ids = await insertPosts([
      { key: 'react', at: now - HOUR, clicks: 3, tagNames: ['react'] },
      { key: 'go', at: now - HOUR, clicks: 3, tagNames: ['go'] },
    ]);
    const page = async () => keysOf((await list(API_PATHS.recommendedPosts, {}, reader)).edges, ids);
    expect(await page()).toEqual(['react']);
    await follow(reader, ['go']);
    expect(await page()).toEqual(['go']);
    // Kept: a bookmark written behind the API's back shows only once the page's TTL has passed.
    const me = (await get(API_PATHS.currentUser, {}, reader)).json() as { data: { id: number } };
    await t.database.db.execute(
      sql`insert into bookmarks (user_id, post_id, created_at) values (${me.data.id}, ${ids.go}, now())`,
    );
    expect((await list(API_PATHS.recommendedPosts, {}, reader)).edges[0]?.node.viewerHasBookmarked).toBe(false);
    t.clock.advance(FEED_CACHE_TTL_MS + 1);
    expect((await list(API_PATHS.recommendedPosts, {}, reader)).edges[0]?.node.viewerHasBookmarked).toBe(true);
  });

  it('SH-API-09 signed out: recommendedPosts answers the popular ranking', async () => {
    const now = nextDay();
    t.clock.set(now);
    const ids = await insertPosts([
      { key: 'a', at: now - 2 * HOUR, clicks: 3, tagNames: ['react'] },
      { key: 'b', at: now - 3 * HOUR, clicks: 50 },
      { key: 'c', at: now - 30 * HOUR, comments: 2 },
    ]);
    const recommended = await list(API_PATHS.recommendedPosts, { first: '2' });
    const popular = await list(API_PATHS.popularPosts, { first: '2' });
    expect(recommended).toEqual(popular);
    expect(keysOf(recommended.edges, ids)).toEqual(['b', 'a']);
    expect(recommended.pageInfo.hasNextPage).toBe(true);
  });
});
