import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, lte } from 'drizzle-orm';
import { API_PATHS, apiPath, popularItemSchema, type Connection, type PopularItem } from '@growday/contracts';
import { posts } from '../src/db/schema';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-database-names';

/**
 * The popular panel's lists are cached for every viewer; a signed-in viewer's read and bookmarked
 * flags are laid over the cached copy on each answer (CC-POP-09), never stored in it.
 */
let t: TestApp;
let postId: number;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(TEST_NOW);
  const [row] = await t.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.type, 'post'), lte(posts.publishedAt, new Date(TEST_NOW))))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(1);
  if (!row) throw new Error('no seeded post');
  postId = row.id;
});
afterAll(() => t.close());

/** State-changing calls carry the web origin, as a browser on the site would. */
function post(url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: t.config.webOrigin, cookie },
    ...(payload ? { payload } : {}),
  });
}

async function panel(url: string, cookie?: string): Promise<PopularItem[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  const nodes = (res.json() as { data: Connection<PopularItem> }).data.edges.map((e) => e.node);
  for (const node of nodes) expect(popularItemSchema.parse(node)).toEqual(node);
  return nodes;
}

const flags = (items: PopularItem[]) => items.map((i) => [i.viewerHasRead, i.viewerHasBookmarked]);

describe('popular panel viewer state', () => {
  it('CC-POP-09 a signed-in viewer gets their read and bookmarked flags on the SIMILAR list, on both paths', async () => {
    const similarUrl = `${apiPath('similarPosts', { postId })}?filter=view`;
    // The anonymous answer fills the shared cache first.
    const anonymous = await panel(similarUrl);
    expect(anonymous.length).toBeGreaterThanOrEqual(3);
    expect(anonymous.every((i) => i.kind === 'post')).toBe(true);
    expect(
      flags(anonymous)
        .flat()
        .every((f) => !f),
    ).toBe(true);

    const reader = await signIn(t.app, 'pop_reader');
    const [read, bookmarked] = anonymous;
    expect((await post(apiPath('clickPost', { postId: read!.id }), reader)).statusCode).toBe(200);
    expect((await post(API_PATHS.bookmark, reader, { postId: bookmarked!.id })).statusCode).toBe(200);

    const expected = anonymous.map((i) => [i.id === read!.id, i.id === bookmarked!.id]);
    for (const url of [
      similarUrl,
      `${apiPath('similarPostsByType', { similarType: 'SIMILAR', postId })}?filter=view`,
    ]) {
      const mine = await panel(url, reader);
      expect(mine.map((i) => i.id)).toEqual(anonymous.map((i) => i.id));
      expect(flags(mine), url).toEqual(expected);
    }

    // The overlay answered copies: the cached list another viewer gets carries none of them.
    const other = await signIn(t.app, 'pop_other');
    expect(
      flags(await panel(similarUrl, other))
        .flat()
        .some(Boolean),
    ).toBe(false);
    expect(
      flags(await panel(similarUrl))
        .flat()
        .some(Boolean),
    ).toBe(false);
  });

  it('community posts keep false flags even when a feed post the viewer read has the same id', async () => {
    const communityUrl = `${apiPath('similarPostsByType', { similarType: 'COMMUNITY', postId })}?filter=recent`;
    const community = await panel(communityUrl);
    expect(community.length).toBeGreaterThan(0);
    expect(community.every((i) => i.kind === 'community')).toBe(true);
    const viewer = await signIn(t.app, 'pop_community');
    // Read and bookmark the feed posts that share ids with the community items (where they exist).
    let shared = 0;
    for (const item of community) {
      const [feed] = await t.database.db.select({ id: posts.id }).from(posts).where(eq(posts.id, item.id));
      if (!feed) continue;
      shared += 1;
      expect((await post(apiPath('clickPost', { postId: feed.id }), viewer)).statusCode).toBe(200);
      expect((await post(API_PATHS.bookmark, viewer, { postId: feed.id })).statusCode).toBe(200);
    }
    expect(shared).toBeGreaterThan(0);
    expect(
      flags(await panel(communityUrl, viewer))
        .flat()
        .some(Boolean),
    ).toBe(false);
  });
});
