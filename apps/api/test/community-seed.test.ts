import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { communityPosts, users } from '../src/db/schema';
import {
  buildCommunityPosts,
  COMMUNITY_MAX_MINUTES_AGO,
  COMMUNITY_POST_COUNT,
  seedCommunityPosts,
} from '../src/db/seed/community';
import { buildDemoContent } from '../src/db/seed/demo-content';
import { seedDemoContent } from '../src/db/seed/seed';
import { runOpsCommand } from '../src/modules/ops/commands';
import { createTestApp, type TestApp } from './helpers/test-app';

// Each test seeds the whole demo content (a few seconds alone); beside other suites on two cores it
// has taken over 30 s, so these tests get more time than the default.
vi.setConfig({ testTimeout: 120_000 });

const usernames = buildDemoContent().users.map((u) => u.username);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

const countRows = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(communityPosts))[0]?.n ?? 0);

describe('demo community posts (content)', () => {
  const built = buildCommunityPosts(usernames);

  it('is deterministic: 120 posts with unique keys and titles', () => {
    expect(buildCommunityPosts(usernames)).toEqual(built);
    expect(built).toHaveLength(COMMUNITY_POST_COUNT);
    expect(new Set(built.map((p) => p.key)).size).toBe(built.length);
    expect(new Set(built.map((p) => p.title)).size).toBe(built.length);
  });

  it('writes Korean titles and 2-5 sentence bodies, with no unfilled placeholder', () => {
    for (const post of built) {
      expect(post.title).toMatch(/[가-힣]/);
      expect(`${post.title} ${post.body}`).not.toMatch(/[{}]|undefined/);
      const sentences = post.body.split(/(?<=[.?!])\s+/).filter(Boolean);
      expect(sentences.length, post.body).toBeGreaterThanOrEqual(2);
      expect(sentences.length, post.body).toBeLessThanOrEqual(5);
    }
  });

  it('mixes the kinds of post: questions, career worries, code reviews, job changes, interviews, first jobs', () => {
    const kinds = new Map<string, number>();
    for (const p of built) kinds.set(p.category, (kinds.get(p.category) ?? 0) + 1);
    expect([...kinds.keys()].sort()).toEqual(
      [
        'career',
        'chat',
        'interview',
        'job-seeker',
        'move-done',
        'move-prep',
        'newcomer',
        'question',
        'retro',
        'review',
      ].sort(),
    );
    for (const n of kinds.values()) expect(n).toBeGreaterThanOrEqual(10);
    expect(built.some((p) => p.title.startsWith('[코드리뷰]'))).toBe(true);
  });

  it('spreads posts over 60 days, newer ones more often, with long-tailed votes and comments', () => {
    const ages = built.map((p) => p.minutesAgo);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(COMMUNITY_MAX_MINUTES_AGO);
    expect(Math.max(...ages)).toBeGreaterThan(COMMUNITY_MAX_MINUTES_AGO / 2);
    const lastDay = ages.filter((m) => m <= 24 * 60).length;
    expect(lastDay).toBeGreaterThanOrEqual(3);
    const votes = built.map((p) => p.voteCount).sort((a, b) => a - b);
    const median = votes[Math.floor(votes.length / 2)] ?? 0;
    expect(votes.at(-1) ?? 0).toBeGreaterThan(4 * Math.max(median, 1));
    expect(built.some((p) => p.commentCount === 0)).toBe(true);
    expect(Math.max(...built.map((p) => p.commentCount))).toBeGreaterThan(50);
    for (const p of built) {
      expect(p.voteCount).toBeGreaterThanOrEqual(0);
      expect(p.viewCount).toBeGreaterThan(p.voteCount);
    }
  });
});

describe('seeding community posts', () => {
  it('seedDemoContent adds them in its transaction, authored by the demo users and dated before the clock', async () => {
    const result = await seedDemoContent(t.database.db, t.clock);
    expect(result.communityPosts).toBe(COMMUNITY_POST_COUNT);
    const rows = await t.database.db
      .select({ createdAt: communityPosts.createdAt, author: users.username })
      .from(communityPosts)
      .leftJoin(users, eq(users.id, communityPosts.authorId));
    const now = t.clock.now().getTime();
    for (const row of rows) {
      expect(usernames).toContain(row.author);
      expect(row.createdAt.getTime()).toBeLessThan(now);
      expect(now - row.createdAt.getTime()).toBeLessThanOrEqual(COMMUNITY_MAX_MINUTES_AGO * 60_000);
    }
  });

  it('is idempotent on the natural key', async () => {
    const added = await t.database.db.transaction((tx) => seedCommunityPosts(tx, t.clock.now(), usernames));
    expect(added).toBe(0);
    expect((await seedDemoContent(t.database.db, t.clock)).communityPosts).toBe(COMMUNITY_POST_COUNT);
    expect(await countRows()).toBe(COMMUNITY_POST_COUNT);
  });

  it('the counters may not go negative (vote_count, up minus down, may)', async () => {
    await expect(
      t.database.db.update(communityPosts).set({ upCount: -1 }).where(eq(communityPosts.key, 'community-0001')),
    ).rejects.toThrow();
    await expect(
      t.database.db.update(communityPosts).set({ commentCount: -1 }).where(eq(communityPosts.key, 'community-0001')),
    ).rejects.toThrow();
  });

  it('seed --reset empties community posts too and seeds them again', async () => {
    await t.database.db
      .update(communityPosts)
      .set({ title: '바뀐 제목' })
      .where(eq(communityPosts.key, 'community-0001'));
    const result = await runOpsCommand(['seed', '--reset'], { db: t.database.db, clock: t.clock });
    expect(result.ok).toBe(true);
    expect(await countRows()).toBe(COMMUNITY_POST_COUNT);
    const [row] = await t.database.db
      .select({ title: communityPosts.title, id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.key, 'community-0001'));
    expect(row?.title).not.toBe('바뀐 제목');
  });
});
