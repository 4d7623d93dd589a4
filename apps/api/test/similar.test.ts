import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, gte, lte, ne } from 'drizzle-orm';
import {
  SIMILAR_PAGE_SIZE,
  SIMILAR_TYPES,
  apiPath,
  errorEnvelopeSchema,
  popularItemSchema,
  type Connection,
  type PopularItem,
  LIST_CACHE_TTL_MS,
  BEST_FILTER_TO_PERIOD,
} from '@growday/contracts';
import { communityPosts, posts, postTags, sources, tags } from '../src/db/schema';
import { HOUR_MS } from '../src/modules/best/ranking';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-database-names';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const DAY_MS = 24 * HOUR_MS;

async function similar(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, data: (res.json() as { data: Connection<PopularItem> }).data };
}
const ids = (data: Connection<PopularItem>) => data.edges.map((e) => e.node.id);

/** Tag ids of every post, to count shared tags in the test. */
async function tagsByPost(): Promise<Map<number, Set<number>>> {
  const rows = await t.database.db.select().from(postTags);
  const map = new Map<number, Set<number>>();
  for (const r of rows) map.set(r.postId, (map.get(r.postId) ?? new Set()).add(r.tagId));
  return map;
}
const sharedWith = (all: Map<number, Set<number>>, a: number, b: number) =>
  [...(all.get(a) ?? [])].filter((tag) => all.get(b)?.has(tag)).length;

async function seededPost(offsetFromNewest = 0) {
  const rows = await t.database.db
    .select()
    .from(posts)
    .where(and(eq(posts.type, 'post'), lte(posts.publishedAt, new Date(TEST_NOW))))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(offsetFromNewest + 1);
  const row = rows.at(-1);
  if (!row) throw new Error('no seeded post');
  return row;
}

let serial = 0;
/** A feed post with the given tags (created as new tags when missing). */
async function addPost(opts: { tagNames: string[]; publishedAt: Date; clicks?: number; comments?: number }) {
  serial += 1;
  const [source] = await t.database.db.select({ id: sources.id }).from(sources).limit(1);
  const [row] = await t.database.db
    .insert(posts)
    .values({
      key: `similar-test-${serial}`,
      type: 'post',
      title: `유사 글 테스트 ${serial}`,
      url: `https://example.com/similar/${serial}`,
      sourceId: source?.id ?? 0,
      clickCount: opts.clicks ?? 0,
      commentCount: opts.comments ?? 0,
      publishedAt: opts.publishedAt,
      createdAt: opts.publishedAt,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('insert failed');
  for (const [position, name] of opts.tagNames.entries()) {
    await t.database.db.insert(tags).values({ name, shortName: name }).onConflictDoNothing();
    const [tag] = await t.database.db.select({ id: tags.id }).from(tags).where(eq(tags.name, name));
    await t.database.db.insert(postTags).values({ postId: row.id, tagId: tag?.id ?? 0, position });
  }
  return row.id;
}

describe('listSimilarPosts / listSimilarPostsByType', () => {
  it('CC-POP-12 CC-POP-13 CC-DATA-07 answers GET on the similar path with data { edges[{node, cursor}], pageInfo }', async () => {
    const post = await seededPost();
    const { res, data } = await similar(apiPath('similarPosts', { postId: post.id }));
    expect(res.statusCode).toBe(200);
    expect(data.edges.length).toBeGreaterThan(0);
    for (const edge of data.edges) {
      expect(popularItemSchema.parse(edge.node)).toEqual(edge.node);
      expect(edge.cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(data.pageInfo).toEqual({ endCursor: data.edges.at(-1)?.cursor, hasNextPage: true });
  });

  it('CC-POP-07 gives 5 items (SIMILAR_PAGE_SIZE) by default, never the post itself', async () => {
    const post = await seededPost(3);
    const { data } = await similar(apiPath('similarPosts', { postId: post.id }));
    expect(data.edges).toHaveLength(SIMILAR_PAGE_SIZE);
    expect(ids(data)).not.toContain(post.id);
    expect(new Set(ids(data)).size).toBe(SIMILAR_PAGE_SIZE);
    const { data: more } = await similar(`${apiPath('similarPosts', { postId: post.id })}?first=12`);
    expect(more.edges).toHaveLength(12);
    expect(ids(more).slice(0, 5)).toEqual(ids(data));
  });

  it('CC-DATA-11 CC-POP-02 the path without a type is SIMILAR, and both types SIMILAR and COMMUNITY answer', async () => {
    expect(SIMILAR_TYPES).toEqual(['SIMILAR', 'COMMUNITY']);
    const post = await seededPost();
    const plain = await similar(apiPath('similarPosts', { postId: post.id }));
    const typed = await similar(apiPath('similarPostsByType', { similarType: 'SIMILAR', postId: post.id }));
    expect(typed.data).toEqual(plain.data);
    expect(plain.data.edges.every((e) => e.node.kind === 'post' && e.node.type === 'post')).toBe(true);
    const community = await similar(apiPath('similarPostsByType', { similarType: 'COMMUNITY', postId: post.id }));
    expect(community.res.statusCode).toBe(200);
    expect(community.data.edges).toHaveLength(SIMILAR_PAGE_SIZE);
    expect(community.data.edges.every((e) => e.node.kind === 'community')).toBe(true);
  });

  it('CC-POP-03 SIMILAR ranks by shared tags, then clicks (많이 본, default) or comments (댓글 많은)', async () => {
    const post = await seededPost(1);
    const all = await tagsByPost();
    const url = apiPath('similarPosts', { postId: post.id });
    const { data } = await similar(`${url}?first=15`);
    const shared = ids(data).map((id) => sharedWith(all, post.id, id));
    expect(shared[0]).toBeGreaterThan(0);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
    // The best sharer in the whole table comes first.
    const best = Math.max(...[...all.keys()].filter((id) => id !== post.id).map((id) => sharedWith(all, post.id, id)));
    expect(shared[0]).toBe(best);
    // Within one shared count, most viewed first.
    for (let i = 1; i < data.edges.length; i++) {
      if (shared[i] === shared[i - 1]) {
        expect(data.edges[i - 1]?.node.clickCount).toBeGreaterThanOrEqual(data.edges[i]?.node.clickCount ?? 0);
      }
    }
    expect((await similar(`${url}?filter=view&first=15`)).data).toEqual(data);

    // Comments: give two of the equal-sharing posts comments; they lead their group.
    const group = data.edges.filter((_, i) => shared[i] === shared[0]).map((e) => e.node.id);
    expect(group.length).toBeGreaterThanOrEqual(2);
    const [a, b] = group.slice(-2);
    await t.database.db
      .update(posts)
      .set({ commentCount: 7 })
      .where(eq(posts.id, a ?? 0));
    await t.database.db
      .update(posts)
      .set({ commentCount: 9 })
      .where(eq(posts.id, b ?? 0));
    const { data: byComments } = await similar(`${url}?filter=comment&first=15`);
    expect(ids(byComments).slice(0, 2)).toEqual([b, a]);
    const counts = byComments.edges
      .filter((_, i) => sharedWith(all, post.id, ids(byComments)[i] ?? 0) === shared[0])
      .map((e) => e.node.commentCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it('fills up with the most viewed posts of the last 7 days when fewer posts share tags', async () => {
    const now = t.clock.now();
    const lonely = await addPost({ tagNames: ['유사도테스트-단독'], publishedAt: new Date(now.getTime() - DAY_MS) });
    const recent = await t.database.db
      .select({ id: posts.id, clickCount: posts.clickCount })
      .from(posts)
      .where(
        and(
          eq(posts.type, 'post'),
          ne(posts.id, lonely),
          gte(posts.publishedAt, new Date(now.getTime() - 7 * DAY_MS)),
          lte(posts.publishedAt, now),
        ),
      )
      .orderBy(desc(posts.clickCount), desc(posts.publishedAt), desc(posts.id));
    const { data } = await similar(apiPath('similarPosts', { postId: lonely }));
    expect(ids(data)).toEqual(recent.slice(0, 5).map((r) => r.id));

    // Two old posts share its tag: they come first, the fill-up follows.
    const oldA = await addPost({
      tagNames: ['유사도테스트-단독'],
      publishedAt: new Date(now.getTime() - 20 * DAY_MS),
      clicks: 1,
    });
    const oldB = await addPost({
      tagNames: ['유사도테스트-단독'],
      publishedAt: new Date(now.getTime() - 25 * DAY_MS),
      clicks: 5,
    });
    t.clock.advance(LIST_CACHE_TTL_MS + 1); // the ranking is cached that long
    const { data: mixed } = await similar(apiPath('similarPosts', { postId: lonely }));
    expect(ids(mixed)).toEqual([oldB, oldA, ...recent.slice(0, 3).map((r) => r.id)]);
  });

  it('never lists posts dated after now or news items', async () => {
    const now = t.clock.now();
    const tag = '유사도테스트-미래';
    const base = await addPost({ tagNames: [tag], publishedAt: new Date(now.getTime() - HOUR_MS) });
    const future = await addPost({ tagNames: [tag], publishedAt: new Date(now.getTime() + DAY_MS), clicks: 99999 });
    const { data } = await similar(`${apiPath('similarPosts', { postId: base })}?first=20`);
    expect(ids(data)).not.toContain(future);
    expect(data.edges.every((e) => e.node.type === 'post')).toBe(true);
  });

  it('CC-POP-04 COMMUNITY lists community posts of the last 30 days by views (view) or comments (comment)', async () => {
    const post = await seededPost();
    const now = t.clock.now();
    const url = apiPath('similarPostsByType', { similarType: 'COMMUNITY', postId: post.id });
    const recent = await t.database.db
      .select()
      .from(communityPosts)
      .where(
        and(gte(communityPosts.createdAt, new Date(now.getTime() - 30 * DAY_MS)), lte(communityPosts.createdAt, now)),
      );
    const { data: byViews } = await similar(`${url}?first=10`);
    expect(ids(byViews)).toEqual(
      [...recent]
        .sort((a, b) => b.viewCount - a.viewCount || b.id - a.id)
        .slice(0, 10)
        .map((r) => r.id),
    );
    for (const { node } of byViews.edges) {
      expect(node).toMatchObject({ kind: 'community', type: null, href: `/best/${node.id}`, source: null });
      expect(node.author).toBeTruthy();
    }
    const { data: byComments } = await similar(`${url}?filter=comment&first=10`);
    expect(ids(byComments)).toEqual(
      [...recent]
        .sort((a, b) => b.commentCount - a.commentCount || b.id - a.id)
        .slice(0, 10)
        .map((r) => r.id),
    );
  });

  it('CC-POP-05 COMMUNITY takes the five community filters, each ranked as the best list of its period', async () => {
    const postId = 1; // any existing post: the COMMUNITY list does not depend on it
    const lists = new Map<string, number[]>();
    for (const [key, period] of Object.entries(BEST_FILTER_TO_PERIOD)) {
      const { res, data } = await similar(
        `${apiPath('similarPostsByType', { similarType: 'COMMUNITY', postId })}?filter=${key}&first=5`,
      );
      expect(res.statusCode, key).toBe(200);
      const best = (await t.app.inject({ url: `${apiPath('communityBest', { period })}?first=5` })).json() as {
        data: { results: { id: number }[] };
      };
      expect(ids(data), key).toEqual(best.data.results.map((r) => r.id));
      expect(
        data.edges.every((e) => e.node.kind === 'community'),
        key,
      ).toBe(true);
      lists.set(key, ids(data));
    }
    expect(lists.get('vote')).not.toEqual(lists.get('recent'));
  });

  it('answers 404 for an unknown post on both paths', async () => {
    for (const url of [
      apiPath('similarPosts', { postId: 999999 }),
      apiPath('similarPostsByType', { similarType: 'SIMILAR', postId: 999999 }),
      apiPath('similarPostsByType', { similarType: 'COMMUNITY', postId: 999999 }),
    ]) {
      const { res } = await similar(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['/api/v1/posts/bestPosts/similar/abc', 'postId'],
    ['/api/v1/posts/bestPosts/similar/0', 'postId'],
    ['/api/v1/posts/bestPosts/similar/similar/1', 'similarType'],
    ['/api/v1/posts/bestPosts/similar/BEST/1', 'similarType'],
    ['/api/v1/posts/bestPosts/similar/COMMUNITY/abc', 'postId'],
    ['/api/v1/posts/bestPosts/similar/1?filter=recent', 'filter'],
    ['/api/v1/posts/bestPosts/similar/SIMILAR/1?filter=vote', 'filter'],
    ['/api/v1/posts/bestPosts/similar/1?filter=weekly', 'filter'],
    ['/api/v1/posts/bestPosts/similar/COMMUNITY/1?filter=daily', 'filter'],
    ['/api/v1/posts/bestPosts/similar/1?first=0', 'first'],
    ['/api/v1/posts/bestPosts/similar/1?first=21', 'first'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const { res } = await similar(url);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe(field);
  });
});
