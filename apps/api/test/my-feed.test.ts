import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  API_PATHS,
  connectionSchema,
  dataSchema,
  ERROR_CODE,
  errorEnvelopeSchema,
  followedTagsSchema,
  postSchema,
  RECOMMENDED_WINDOW_HOURS,
  tagGroupSchema,
  tagSchema,
  type Post,
} from '@growday/contracts';
import { posts, postTags } from '../src/db/schema';
import { rankingScore } from '../src/modules/rankings/ranking-score';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let alice: string;
let bob: string;
let aliceId: number;
let bobId: number;
/** Every tag id in tag-list order (group position, then tag position), as listTags answers them. */
let tagOrder: number[];

const userId = async (cookie: string) =>
  ((await t.app.inject({ url: API_PATHS.currentUser, headers: { cookie } })).json() as { data: { id: number } }).data
    .id;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signIn(t.app, 'feed_alice');
  bob = await signIn(t.app, 'feed_bob');
  aliceId = await userId(alice);
  bobId = await userId(bob);
  const res = await t.app.inject({ url: API_PATHS.tags, query: { first: '100' } });
  tagOrder = dataSchema(connectionSchema(tagSchema))
    .parse(res.json())
    .data.edges.map((e) => e.node.id);
});
afterAll(() => t.close());

const followedAnswer = dataSchema(dataSchema(followedTagsSchema));
const postConnection = dataSchema(connectionSchema(postSchema));

async function followed(cookie: string, following = 'true'): Promise<number[]> {
  const res = await t.app.inject({ url: API_PATHS.followedTags, query: { following }, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return followedAnswer.parse(res.json()).data.data.edges.map((e) => e.node.id);
}

const save = (cookie: string | undefined, body: object, origin = WEB_ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.saveMyFeedTags,
    headers: { origin, ...(cookie ? { cookie } : {}) },
    payload: body,
  });

const recommended = (cookie: string | undefined, query: Record<string, string> = {}) =>
  t.app.inject({ url: API_PATHS.recommendedPosts, query, headers: cookie ? { cookie } : {} });

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string, field?: string) {
  expect(res.statusCode).toBe(status);
  const { error } = errorEnvelopeSchema.parse(res.json());
  expect(error.code).toBe(code);
  if (field) expect(error.field).toBe(field);
}

/** Every page of the viewer's feed, following endCursor. */
async function wholeFeed(cookie: string, first = 7): Promise<Post[]> {
  const all: Post[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await recommended(cookie, { first: String(first), ...(after ? { after } : {}) });
    expect(res.statusCode).toBe(200);
    const { data } = postConnection.parse(res.json());
    all.push(...data.edges.map((e) => e.node));
    if (!data.pageInfo.hasNextPage) return all;
    after = data.pageInfo.endCursor;
  }
  throw new Error('the feed did not end');
}

/** recommendedPosts ranks the posts of the last RECOMMENDED_WINDOW_HOURS only. */
const windowStart = () => new Date(t.clock.now().getTime() - RECOMMENDED_WINDOW_HOURS * 3_600_000);

const pick = (...positions: number[]) => positions.map((i) => tagOrder[i] ?? 0);

describe('My Feed: access', () => {
  it('answers 401 to a visitor on the tag routes (recommendedPosts answers visitors popularPosts: main-rankings.test.ts)', async () => {
    expectError(await t.app.inject({ url: API_PATHS.followedTags }), 401, ERROR_CODE.unauthorized);
    expectError(await save(undefined, { tagIds: [], viewerId: 1 }), 401, ERROR_CODE.unauthorized);
  });

  it("a user cannot change another user's tags: viewerId of someone else is 403 and nothing changes", async () => {
    expect((await save(bob, { tagIds: pick(3), viewerId: bobId })).statusCode).toBe(200);
    const res = await save(alice, { tagIds: pick(0, 1), viewerId: bobId });
    expectError(res, 403, ERROR_CODE.forbidden);
    expect(await followed(bob)).toEqual(pick(3));
    expect(await followed(alice)).toEqual([]);
  });

  it("a user cannot read another user's tags: a viewerId or userId in the query is ignored", async () => {
    const res = await t.app.inject({
      url: API_PATHS.followedTags,
      query: { following: 'true', viewerId: String(bobId), userId: String(bobId) },
      headers: { cookie: alice },
    });
    expect(res.statusCode).toBe(200);
    expect(followedAnswer.parse(res.json()).data.data.edges).toEqual([]);
    expect(await followed(bob)).toEqual(pick(3));
  });

  it('a save from another origin is refused (CSRF)', async () => {
    expectError(
      await save(alice, { tagIds: pick(0), viewerId: aliceId }, 'https://evil.example'),
      403,
      ERROR_CODE.originNotAllowed,
    );
    expect(await followed(alice)).toEqual([]);
  });
});

describe('My Feed: followed tags', () => {
  it('SH-MYFEED-15 a user without tags gets an empty edge list', async () => {
    expect(await followed(alice)).toEqual([]);
  });

  it('SH-MYFEED-12 saving tagIds with viewerId replaces the set and answers it in tag-list order', async () => {
    const chosen = pick(9, 2, 5, 2);
    const res = await save(alice, { tagIds: chosen, viewerId: aliceId });
    expect(res.statusCode).toBe(200);
    const answered = followedAnswer.parse(res.json()).data.data.edges.map((e) => e.node.id);
    expect(answered).toEqual(pick(2, 5, 9));
    expect(await followed(alice)).toEqual(pick(2, 5, 9));
    expect((await save(alice, { tagIds: pick(4), viewerId: aliceId })).statusCode).toBe(200);
    expect(await followed(alice)).toEqual(pick(4));
  });

  it('following=false answers every tag the user does not follow', async () => {
    const others = await followed(alice, 'false');
    expect(others).toEqual(tagOrder.filter((id) => id !== pick(4)[0]));
  });

  it('an unknown tag id is 400 on tagIds and keeps the old set; bad bodies are 400 too', async () => {
    expectError(
      await save(alice, { tagIds: [...pick(1), 987654], viewerId: aliceId }),
      400,
      ERROR_CODE.badRequest,
      'tagIds',
    );
    expectError(await save(alice, { tagIds: 'all', viewerId: aliceId }), 400, ERROR_CODE.badRequest, 'tagIds');
    expectError(await save(alice, { tagIds: [] }), 400, ERROR_CODE.badRequest, 'viewerId');
    expect(await followed(alice)).toEqual(pick(4));
  });

  it('concurrent saves leave exactly one of the sets', async () => {
    const sets = Array.from({ length: 8 }, (_, i) => pick(i, i + 8, i + 16, i + 24));
    const answers = await Promise.all(sets.map((tagIds) => save(alice, { tagIds, viewerId: aliceId })));
    for (const res of answers) expect(res.statusCode).toBe(200);
    const now = await followed(alice);
    expect(sets.map((s) => [...s].sort((a, b) => tagOrder.indexOf(a) - tagOrder.indexOf(b)))).toContainEqual(now);
  });

  it('an empty list clears the set', async () => {
    expect((await save(alice, { tagIds: [], viewerId: aliceId })).statusCode).toBe(200);
    expect(await followed(alice)).toEqual([]);
  });
});

describe('My Feed: tag groups for the popup', () => {
  it('SH-MYFEED-18 the tag group list answers groups (id, name, ename) with their tags, covering every tag', async () => {
    const res = await t.app.inject({ url: API_PATHS.tagGroups });
    expect(res.statusCode).toBe(200);
    const groups = dataSchema(tagGroupSchema.array()).parse(res.json()).data;
    expect(groups.length).toBeGreaterThan(1);
    for (const g of groups)
      expect(g).toMatchObject({ id: expect.any(Number), name: expect.any(String), ename: expect.any(String) });
    // The popup counts chosen tags per group: every followable tag sits in a group, in the same order.
    expect(groups.flatMap((g) => g.tags.map((tag) => tag.id))).toEqual(tagOrder);
  });
});

describe('My Feed: recommended posts', () => {
  it('SH-MYFEED-01 with no followed tags the feed is an empty connection', async () => {
    const res = await recommended(alice);
    expect(res.statusCode).toBe(200);
    expect(postConnection.parse(res.json()).data).toEqual({
      edges: [],
      pageInfo: { endCursor: null, hasNextPage: false },
    });
  });

  it('SH-MYFEED-01 holds every post having any followed tag, each once, best first (ranking score), over pages', async () => {
    const chosen = pick(13, 14, 15, 16, 17);
    expect((await save(alice, { tagIds: chosen, viewerId: aliceId })).statusCode).toBe(200);
    const feed = await wholeFeed(alice);
    const expected = await t.database.db
      .selectDistinct({ postId: postTags.postId })
      .from(postTags)
      .innerJoin(posts, eq(posts.id, postTags.postId))
      .where(and(inArray(postTags.tagId, chosen), gte(posts.publishedAt, windowStart())));
    expect(feed.length).toBeGreaterThan(7);
    expect(new Set(feed.map((p) => p.id)).size).toBe(feed.length);
    expect(feed.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.postId).sort((a, b) => a - b));
    for (const post of feed) expect(post.tags.some((tag) => chosen.includes(tag.id))).toBe(true);
    // Nothing read yet and every post followed: the order is the ranking score alone.
    const score = (p: Post) =>
      rankingScore({
        views: p.clickCount,
        comments: p.commentCount,
        bookmarks: p.bookmarkCount,
        ageHours: (t.clock.now().getTime() - Date.parse(p.createdAt)) / 3_600_000,
      });
    for (let i = 1; i < feed.length; i++) {
      const [prev, cur] = [feed[i - 1], feed[i]];
      if (!prev || !cur) continue;
      expect(score(prev)).toBeGreaterThanOrEqual(score(cur) - 1e-9);
    }
  });

  it("overlays the viewer's own flags on the page shared with other followers of the same tags", async () => {
    const chosen = pick(13, 14, 15, 16, 17);
    expect((await save(bob, { tagIds: chosen, viewerId: bobId })).statusCode).toBe(200);
    const firstOf = async (cookie: string) =>
      postConnection.parse((await recommended(cookie, { first: '5' })).json()).data.edges.map((e) => e.node);
    const [top] = await firstOf(alice);
    expect(top).toBeDefined();
    const marked = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookmark,
      headers: { origin: WEB_ORIGIN, cookie: alice },
      payload: { postId: top?.id },
    });
    expect(marked.statusCode).toBe(200);
    expect((await firstOf(alice))[0]).toMatchObject({ id: top?.id, viewerHasBookmarked: true });
    expect((await firstOf(bob))[0]).toMatchObject({ id: top?.id, viewerHasBookmarked: false });
  });

  it('follows a new tag set at once (the page cache is keyed by the set)', async () => {
    const before = await wholeFeed(alice, 50);
    expect((await save(alice, { tagIds: pick(0), viewerId: aliceId })).statusCode).toBe(200);
    const after = await wholeFeed(alice, 50);
    const expected = await t.database.db.execute(
      sql`select count(distinct post_id)::int as n from post_tags join posts on posts.id = post_id
          where tag_id = ${pick(0)[0]} and posts.published_at >= ${windowStart().toISOString()}::timestamptz`,
    );
    const rows = (Array.isArray(expected) ? expected : (expected as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(after.length).toBe(rows[0]?.n);
    expect(after.map((p) => p.id)).not.toEqual(before.map((p) => p.id));
  });

  it('answers 400 on a cursor it did not give out', async () => {
    expectError(await recommended(alice, { after: 'bm9wZQ' }), 400, ERROR_CODE.badRequest, 'after');
  });
});
