import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiPath, LIST_CACHE_TTL_MS, type CommunityBestPost } from '@growday/contracts';
import { communityPosts } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const best = async () =>
  (
    (await t.app.inject({ url: apiPath('communityBest', { period: 'VOTE_COUNT' }) })).json() as {
      data: { results: CommunityBestPost[] };
    }
  ).data.results;

describe('ranked-list cache', () => {
  it('keeps a ranked list for LIST_CACHE_TTL_MS on the app clock, then ranks again', async () => {
    const before = await best();
    await t.database.db.insert(communityPosts).values({
      key: 'cache-test',
      title: '캐시 확인용 글',
      body: '본문',
      voteCount: 1_000_000,
      createdAt: new Date(t.clock.now().getTime() - 60_000),
    });
    expect(await best()).toEqual(before);
    t.clock.advance(LIST_CACHE_TTL_MS - 1);
    expect(await best()).toEqual(before);
    t.clock.advance(2);
    expect((await best())[0]?.title).toBe('캐시 확인용 글');
  });

  it('does not cache a failure: an unknown post id answers 404 each time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: apiPath('similarPosts', { postId: 999999 }) });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: API_PATHS.tagGroups })).statusCode).toBe(200);
  });
});
