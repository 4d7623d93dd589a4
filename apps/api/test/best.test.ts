import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  API_PATHS,
  BEST_FILTER_TO_PERIOD,
  apiPath,
  communityBestPostSchema,
  communityPostSchema,
  errorEnvelopeSchema,
  newsHeadlineSchema,
  type BestPeriod,
  type CommunityBestPost,
  type CommunityPost,
  type NewsHeadline,
} from '@growday/contracts';
import { communityPosts, posts, users } from '../src/db/schema';
import { communityScore, HOUR_MS, newsScore } from '../src/modules/best/ranking';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-database-names';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const DAY_MS = 24 * HOUR_MS;
/** Far enough after TEST_NOW that no seeded row falls in any window: tests add their own rows. */
let futureDay = 0;
function emptyFuture(): Date {
  futureDay += 1;
  const at = new Date(Date.parse(TEST_NOW) + (365 + futureDay * 90) * DAY_MS);
  t.clock.set(at);
  return at;
}

async function best(period: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `${apiPath('communityBest', { period })}${query}` });
  return { res, results: (res.json() as { data: { results: CommunityBestPost[] } }).data?.results ?? [] };
}

async function allCommunityRows() {
  return t.database.db.select().from(communityPosts);
}

type Row = Awaited<ReturnType<typeof allCommunityRows>>[number];
const ageHours = (row: Row, now: Date) => (now.getTime() - row.createdAt.getTime()) / HOUR_MS;
const within = (rows: Row[], now: Date, hours: number) =>
  rows.filter((r) => ageHours(r, now) >= 0 && ageHours(r, now) <= hours);
const byScore = (now: Date) => (a: Row, b: Row) =>
  communityScore({ votes: b.voteCount, comments: b.commentCount, views: b.viewCount, ageHours: ageHours(b, now) }) -
    communityScore({ votes: a.voteCount, comments: a.commentCount, views: a.viewCount, ageHours: ageHours(a, now) }) ||
  b.id - a.id;

let userId = 0;
async function addCommunityPost(
  key: string,
  createdAt: Date,
  counts: { votes?: number; comments?: number; views?: number } = {},
): Promise<number> {
  if (!userId) {
    const [u] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    userId = u?.id ?? 0;
  }
  const [row] = await t.database.db
    .insert(communityPosts)
    .values({
      key,
      title: `테스트 글 ${key}`,
      body: '테스트 본문입니다.',
      authorId: userId,
      voteCount: counts.votes ?? 0,
      commentCount: counts.comments ?? 0,
      viewCount: counts.views ?? 0,
      createdAt,
    })
    .returning({ id: communityPosts.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('listCommunityBest', () => {
  it('CC-BEST-06 CC-BEST-07 answers GET on the community-best path plus a period with { data: { results } }', async () => {
    const { res, results } = await best('LAST_MONTH');
    expect(res.statusCode).toBe(200);
    expect(results).toHaveLength(10);
    for (const post of results) {
      // Exactly the contract's fields: id, title, commentCount.
      expect(Object.keys(post).sort()).toEqual(['commentCount', 'id', 'title', 'voteCount']);
      expect(communityBestPostSchema.parse(post)).toEqual(post);
    }
  });

  it('CC-BEST-09 filter key recent maps to RECENT: the last 24 h by score, widened to 72 h when short', async () => {
    expect(BEST_FILTER_TO_PERIOD.recent).toBe('RECENT');
    const now = t.clock.now();
    const rows = await allCommunityRows();
    const day = within(rows, now, 24).sort(byScore(now));
    const threeDays = within(rows, now, 72).sort(byScore(now));
    expect(day.length).toBeGreaterThan(2);
    expect(day.length).toBeLessThan(10);
    // Fewer than `first` in 24 h: the 72 h window, by score.
    const { results } = await best(BEST_FILTER_TO_PERIOD.recent);
    expect(results.map((r) => r.id)).toEqual(threeDays.slice(0, 10).map((r) => r.id));
    // Enough in 24 h: nothing older.
    const { results: few } = await best('RECENT', '?first=2');
    expect(few.map((r) => r.id)).toEqual(day.slice(0, 2).map((r) => r.id));
  });

  it('CC-BEST-10 filter key weekly maps to LAST_WEEK: the last 7 days by score', async () => {
    const now = t.clock.now();
    const expected = within(await allCommunityRows(), now, 7 * 24).sort(byScore(now));
    const { results } = await best(BEST_FILTER_TO_PERIOD.weekly, '?first=20');
    expect(results.map((r) => r.id)).toEqual(expected.slice(0, 20).map((r) => r.id));
  });

  it('CC-BEST-11 filter key monthly maps to LAST_MONTH: the last 30 days by score', async () => {
    const now = t.clock.now();
    const rows = await allCommunityRows();
    const expected = within(rows, now, 30 * 24).sort(byScore(now));
    const { results } = await best(BEST_FILTER_TO_PERIOD.monthly, '?first=50');
    expect(results.map((r) => r.id)).toEqual(expected.slice(0, 50).map((r) => r.id));
    const older = new Set(rows.filter((r) => ageHours(r, now) > 30 * 24).map((r) => r.id));
    expect(older.size).toBeGreaterThan(0);
    expect(results.some((r) => older.has(r.id))).toBe(false);
  });

  it('CC-BEST-12 filter key comment maps to REPLY_COUNT: the last 30 days by comment count', async () => {
    const now = t.clock.now();
    const { results } = await best(BEST_FILTER_TO_PERIOD.comment, '?first=50');
    expect(results).toHaveLength(50);
    const counts = results.map((r) => r.commentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const expected = within(await allCommunityRows(), now, 30 * 24).sort(
      (a, b) => b.commentCount - a.commentCount || b.id - a.id,
    );
    expect(results.map((r) => r.id)).toEqual(expected.slice(0, 50).map((r) => r.id));
  });

  it('CC-BEST-13 filter key vote maps to VOTE_COUNT: the last 30 days by vote count', async () => {
    const now = t.clock.now();
    const { results } = await best(BEST_FILTER_TO_PERIOD.vote, '?first=30');
    const ids = results.map((r) => r.id);
    const rows = await t.database.db.select().from(communityPosts).where(inArray(communityPosts.id, ids));
    const votes = new Map(rows.map((r) => [r.id, r.voteCount]));
    const inOrder = ids.map((id) => votes.get(id) ?? -1);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
    for (const row of rows) expect(ageHours(row, now)).toBeLessThanOrEqual(30 * 24);
    const expected = within(await allCommunityRows(), now, 30 * 24).sort(
      (a, b) => b.voteCount - a.voteCount || b.id - a.id,
    );
    expect(ids).toEqual(expected.slice(0, 30).map((r) => r.id));
  });

  it('time decay: an old post with the same activity ranks below a new one, and a fresh post can pass a bigger old one', async () => {
    const now = emptyFuture();
    const old = await addCommunityPost('decay-old', new Date(now.getTime() - 5 * DAY_MS), { votes: 40, comments: 10 });
    const fresh = await addCommunityPost('decay-new', new Date(now.getTime() - 2 * HOUR_MS), {
      votes: 40,
      comments: 10,
    });
    const big = await addCommunityPost('decay-big-old', new Date(now.getTime() - 6 * DAY_MS), {
      votes: 200,
      comments: 80,
    });
    const small = await addCommunityPost('decay-small-new', new Date(now.getTime() - 3 * HOUR_MS), { votes: 12 });
    const { results } = await best('LAST_WEEK');
    const order = results.map((r) => r.id);
    expect(order.indexOf(fresh)).toBeLessThan(order.indexOf(old));
    expect(order.indexOf(small)).toBeLessThan(order.indexOf(big));
    // By votes the big old post wins.
    const { results: byVotes } = await best('VOTE_COUNT');
    expect(byVotes[0]?.id).toBe(big);
  });

  it('breaks ties by the higher id, and leaves out posts dated after now', async () => {
    const now = emptyFuture();
    const at = new Date(now.getTime() - 3 * HOUR_MS);
    const first = await addCommunityPost('tie-a', at, { votes: 5 });
    const second = await addCommunityPost('tie-b', at, { votes: 5 });
    const future = await addCommunityPost('tie-future', new Date(now.getTime() + HOUR_MS), { votes: 500 });
    for (const period of ['RECENT', 'LAST_WEEK', 'VOTE_COUNT', 'REPLY_COUNT'] satisfies BestPeriod[]) {
      const ids = (await best(period)).results.map((r) => r.id);
      expect(ids, period).toEqual([second, first]);
      expect(ids).not.toContain(future);
    }
  });

  it('RECENT keeps to 24 h when they hold enough posts', async () => {
    const now = emptyFuture();
    for (let i = 0; i < 3; i++) await addCommunityPost(`recent-day-${i}`, new Date(now.getTime() - (i + 1) * HOUR_MS));
    const older = await addCommunityPost('recent-2days', new Date(now.getTime() - 48 * HOUR_MS), { votes: 900 });
    expect((await best('RECENT', '?first=3')).results.map((r) => r.id)).not.toContain(older);
    expect((await best('RECENT', '?first=4')).results.map((r) => r.id)).toContain(older);
  });

  it('takes first (default 10, at most 50)', async () => {
    expect((await best('LAST_MONTH', '?first=3')).results).toHaveLength(3);
    expect((await best('LAST_MONTH', '?first=50')).results).toHaveLength(50);
  });

  it.each([
    ['recent', '', 'period'],
    ['WEEKLY', '', 'period'],
    ['LAST_MONTH', '?first=0', 'first'],
    ['LAST_MONTH', '?first=51', 'first'],
    ['LAST_MONTH', '?first=abc', 'first'],
  ])('answers 400 naming the field for period %s%s', async (period, query, field) => {
    const { res } = await best(period, query);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe(field);
  });
});

describe('getCommunityPost', () => {
  it('answers one community post with its author and /best/{id} href', async () => {
    const { results } = await best('LAST_MONTH', '?first=1');
    const id = results[0]?.id ?? 0;
    const res = await t.app.inject({ method: 'GET', url: apiPath('communityPost', { id }) });
    expect(res.statusCode).toBe(200);
    const post = (res.json() as { data: CommunityPost }).data;
    expect(communityPostSchema.parse(post)).toEqual(post);
    expect(post).toMatchObject({ id, title: results[0]?.title, commentCount: results[0]?.commentCount });
    expect(post.href).toBe(`/best/${id}`);
    expect(post.author).toBeTruthy();
    expect(post.body.length).toBeGreaterThan(20);
  });

  it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: apiPath('communityPost', { id: 999999 }) });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).error.code).toBe('NOT_FOUND');
    for (const bad of ['abc', '0', '-3']) {
      const res = await t.app.inject({ method: 'GET', url: apiPath('communityPost', { id: bad }) });
      expect(res.statusCode, bad).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe('id');
    }
  });
});

describe('listNewsHeadlines', () => {
  async function headlines(query = '') {
    const res = await t.app.inject({ method: 'GET', url: `${API_PATHS.newsHeadlines}${query}` });
    return { res, results: (res.json() as { data: { results: NewsHeadline[] } }).data?.results ?? [] };
  }
  async function newsRows(now: Date, hours: number) {
    return t.database.db
      .select()
      .from(posts)
      .where(
        and(
          eq(posts.type, 'news'),
          gte(posts.publishedAt, new Date(now.getTime() - hours * HOUR_MS)),
          lte(posts.publishedAt, now),
        ),
      );
  }
  type NewsRow = Awaited<ReturnType<typeof newsRows>>[number];
  const score = (r: NewsRow, now: Date) =>
    newsScore({
      clicks: r.clickCount,
      comments: r.commentCount,
      ageHours: (now.getTime() - r.publishedAt.getTime()) / HOUR_MS,
    });

  it('today (default): news of the last 24 h by score, 5 by default', async () => {
    const now = t.clock.now();
    const { res, results } = await headlines();
    expect(res.statusCode).toBe(200);
    const day = (await newsRows(now, 24)).sort((a, b) => score(b, now) - score(a, now) || b.id - a.id);
    expect(day.length).toBeGreaterThanOrEqual(5);
    expect(results.map((r) => r.id)).toEqual(day.slice(0, 5).map((r) => r.id));
    for (const item of results) {
      expect(newsHeadlineSchema.parse(item)).toEqual(item);
      expect(item.href).toBe(`/news/${item.id}`);
    }
  });

  it('today widens to 72 h when the last 24 h hold fewer than first', async () => {
    const now = t.clock.now();
    const day = await newsRows(now, 24);
    const three = (await newsRows(now, 72)).sort((a, b) => score(b, now) - score(a, now) || b.id - a.id);
    const first = day.length + 2;
    expect(three.length).toBeGreaterThanOrEqual(first);
    const { results } = await headlines(`?tab=today&first=${first}`);
    expect(results.map((r) => r.id)).toEqual(three.slice(0, first).map((r) => r.id));
  });

  it('week: the last 7 days by score; comment: the last 7 days by comment count', async () => {
    const now = t.clock.now();
    const week = await newsRows(now, 7 * 24);
    const { results } = await headlines('?tab=week&first=20');
    const expected = [...week].sort((a, b) => score(b, now) - score(a, now) || b.id - a.id);
    expect(results.map((r) => r.id)).toEqual(expected.slice(0, 20).map((r) => r.id));

    // Give three of the week's news comments; they lead the comment tab in that order.
    const picked = [...week].sort((a, b) => a.id - b.id).slice(0, 3);
    for (const [i, row] of picked.entries()) {
      await t.database.db
        .update(posts)
        .set({ commentCount: 10 * (i + 1) })
        .where(eq(posts.id, row.id));
    }
    const { results: commented } = await headlines('?tab=comment&first=10');
    expect(commented.slice(0, 3).map((r) => r.id)).toEqual(picked.map((r) => r.id).reverse());
    const counts = commented.map((r) => r.commentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const weekIds = new Set(week.map((r) => r.id));
    expect(commented.every((r) => weekIds.has(r.id))).toBe(true);
  });

  it('time decay: an old news item with the same clicks ranks below a new one', async () => {
    const now = emptyFuture();
    const [a, b] = (await newsRows(new Date(Date.parse(TEST_NOW)), 30 * 24)).slice(0, 2);
    if (!a || !b) throw new Error('need two news items');
    await t.database.db
      .update(posts)
      .set({ clickCount: 1000, commentCount: 2, publishedAt: new Date(now.getTime() - 6 * DAY_MS) })
      .where(eq(posts.id, a.id));
    await t.database.db
      .update(posts)
      .set({ clickCount: 1000, commentCount: 2, publishedAt: new Date(now.getTime() - 3 * HOUR_MS) })
      .where(eq(posts.id, b.id));
    const { results } = await headlines('?tab=week');
    expect(results.map((r) => r.id)).toEqual([b.id, a.id]);
    // today: only b is within 72 h.
    expect((await headlines('?tab=today')).results.map((r) => r.id)).toEqual([b.id]);
  });

  it.each([
    ['?tab=month', 'tab'],
    ['?first=0', 'first'],
    ['?first=21', 'first'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { res } = await headlines(query);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe(field);
  });
});

describe('OpenAPI', () => {
  it('documents the best, similar and image operations under their operationIds', async () => {
    const doc = (await t.app.inject({ url: API_PATHS.openapi })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const op = (path: string) => doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.get?.operationId;
    expect(op(API_PATHS.communityBest)).toBe('listCommunityBest');
    expect(op(API_PATHS.communityPost)).toBe('getCommunityPost');
    expect(op(API_PATHS.newsHeadlines)).toBe('listNewsHeadlines');
    expect(op(API_PATHS.similarPosts)).toBe('listSimilarPosts');
    expect(op(API_PATHS.similarPostsByType)).toBe('listSimilarPostsByType');
    expect(op(API_PATHS.resizeImage)).toBe('resizeImage');
  });
});
