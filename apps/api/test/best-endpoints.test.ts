import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  BEST_PERIODS,
  communityBestPostSchema,
  type CommunityBestPost,
  type CommunityCategory,
  type Connection,
  type Post,
} from '@growday/contracts';
import { communityPosts } from '../src/db/schema';
import { dataOf } from './helpers/comment-calls';
import { communityCalls, postOf } from './helpers/community-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof communityCalls>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = communityCalls(t);
  categoryId = dataOf<{ categories: CommunityCategory[] }>(await api.categories()).categories[0]!.id;
});
afterAll(() => t.close());

async function results(url: string): Promise<CommunityBestPost[]> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { results: unknown[] } }).data.results.map((r) => communityBestPostSchema.parse(r));
}

describe('the spec’s best-post endpoints (SH-API-12)', () => {
  it('SH-API-12 bestPosts/recent (v2) lists the newest community posts first and leaves hidden ones out', async () => {
    const writer = await signIn(t.app, 'recent-writer');
    const ids: number[] = [];
    for (const title of ['첫 번째 새 글', '두 번째 새 글', '세 번째 새 글']) {
      t.clock.advance(1000);
      ids.push(postOf(await api.create(writer, { title, body: '본문', categoryId })).id);
    }
    // Hide the middle one as the operator's review queue would.
    await t.database.db.update(communityPosts).set({ hiddenAt: t.clock.now() }).where(eq(communityPosts.id, ids[1]!));

    const recent = await results(`${API_PATHS.communityRecent}?first=5`);
    expect(recent.slice(0, 2).map((p) => p.id)).toEqual([ids[2], ids[0]]);
    expect(recent.map((p) => p.id)).not.toContain(ids[1]);
    expect(recent[0]?.title).toBe('세 번째 새 글');

    const bad = await t.app.inject({ url: `${API_PATHS.communityRecent}?first=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('first');
  });

  it('SH-API-12 bestPosts (v1) answers every period, and bestPosts/similar a post’s similar posts', async () => {
    for (const period of BEST_PERIODS) {
      const list = await results(`${apiPath('communityBest', { period })}?first=5`);
      expect(list.length, period).toBeGreaterThan(0);
    }
    const latest = await t.app.inject({ url: `${API_PATHS.latestPosts}?first=1` });
    const post = (latest.json() as { data: Connection<Post> }).data.edges[0]!.node;
    const similar = await t.app.inject({ url: apiPath('similarPosts', { postId: post.id }) });
    expect(similar.statusCode, similar.body).toBe(200);
    const unknown = await t.app.inject({ url: apiPath('communityBest', { period: 'YESTERDAY' }) });
    expect(unknown.statusCode).toBe(400);
  });
});
