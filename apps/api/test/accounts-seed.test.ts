import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { jobGroups, jobs, tags, userFollowTags, users } from '../src/db/schema';
import { DEMO_FOLLOWED_TAGS, JOB_CATALOGUE } from '../src/db/seed/accounts';
import { buildDemoContent } from '../src/db/seed/demo-content';
import { seedDemoContent } from '../src/db/seed/seed';
import { createTestApp, type TestApp } from './helpers/test-app';

// Each test seeds the whole demo content (a few seconds alone); beside other suites on two cores it
// has taken over 30 s, so these tests get more time than the default.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

const jobCount = JOB_CATALOGUE.reduce((n, g) => n + g.jobs.length, 0);

async function followedNames(username: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ name: tags.name })
    .from(userFollowTags)
    .innerJoin(users, eq(users.id, userFollowTags.userId))
    .innerJoin(tags, eq(tags.id, userFollowTags.tagId))
    .where(eq(users.username, username))
    .orderBy(asc(tags.name));
  return rows.map((r) => r.name);
}

describe('job catalogue (content)', () => {
  it('has the Korean groups of the profile form, each with unique, non-empty job names', () => {
    expect(JOB_CATALOGUE.map((g) => g.name)).toEqual([
      '개발',
      '데이터',
      '디자인',
      '기획/PM',
      '마케팅',
      '취업 준비생/학생',
    ]);
    expect(JOB_CATALOGUE[0]?.jobs).toEqual(
      expect.arrayContaining(['프론트엔드', '백엔드', '모바일', '데브옵스', '데이터 엔지니어', 'AI/ML']),
    );
    for (const g of JOB_CATALOGUE) {
      expect(g.jobs.length).toBeGreaterThan(0);
      expect(new Set(g.jobs).size).toBe(g.jobs.length);
    }
  });

  it('demo follows name only demo users and existing tags', () => {
    const content = buildDemoContent();
    const usernames = new Set(content.users.map((u) => u.username));
    const tagNames = new Set(content.tagGroups.flatMap((g) => g.tags.map((tag) => tag.name)));
    for (const [username, names] of DEMO_FOLLOWED_TAGS) {
      expect(usernames.has(username), username).toBe(true);
      for (const name of names) expect(tagNames.has(name), name).toBe(true);
    }
  });
});

describe('job catalogue and demo follows (seed)', () => {
  it('seeds the catalogue in position order and is idempotent by natural keys', async () => {
    const first = await seedDemoContent(t.database.db, t.clock);
    expect(first).toMatchObject({ jobGroups: JOB_CATALOGUE.length, jobs: jobCount });
    const again = await seedDemoContent(t.database.db, t.clock);
    expect(again).toEqual(first);
    const groups = await t.database.db.select().from(jobGroups).orderBy(asc(jobGroups.position));
    expect(groups.map((g) => g.name)).toEqual(JOB_CATALOGUE.map((g) => g.name));
    const dev = groups[0];
    const devJobs = await t.database.db
      .select({ name: jobs.name })
      .from(jobs)
      .where(eq(jobs.jobGroupId, dev?.id ?? 0))
      .orderBy(asc(jobs.position));
    expect(devJobs.map((j) => j.name)).toEqual(JOB_CATALOGUE[0]?.jobs);
  });

  it('gives the demo users their followed tags', async () => {
    for (const [username, names] of DEMO_FOLLOWED_TAGS) {
      expect(await followedNames(username)).toEqual([...names].sort());
    }
  });

  it('leaves a demo user who changed their tags alone on a second seed', async () => {
    const [username] = DEMO_FOLLOWED_TAGS[0] ?? [''];
    await t.database.db.execute(
      sql`delete from user_follow_tags where user_id = (select id from users where username = ${username})`,
    );
    await seedDemoContent(t.database.db, t.clock);
    expect(await followedNames(username)).toEqual([]);
  });

  it('seed --reset brings the catalogue and the demo follows back', async () => {
    await seedDemoContent(t.database.db, t.clock, { reset: true });
    const [username, names] = DEMO_FOLLOWED_TAGS[0] ?? ['', []];
    expect(await followedNames(username)).toEqual([...names].sort());
    const [count] = await t.database.db.select({ n: sql<number>`count(*)` }).from(jobs);
    expect(Number(count?.n)).toBe(jobCount);
  });
});
