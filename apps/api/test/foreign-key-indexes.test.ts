import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobGroups, jobs, users } from '../src/db/schema';
import { explainPlan } from './helpers/explain-plan';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // Enough comments that listing a post's top-level comments by likes is worth an index: 40 posts
  // with 100 top-level comments each, one much-discussed post with 5000, and a reply under every
  // other comment.
  await db.execute(sql`
    insert into comments (post_id, user_id, text, like_count, created_at)
    select p.id, null, 'c', (g * 7919) % 500, now() - (g || ' seconds')::interval
    from (select id from posts order by id offset 1 limit 40) p, generate_series(1, 100) g`);
  await db.execute(sql`
    insert into comments (post_id, user_id, text, like_count, created_at)
    select (select min(id) from posts), null, 'c', (g * 7919) % 500, now() - (g || ' seconds')::interval
    from generate_series(1, 5000) g`);
  await db.execute(sql`
    insert into comments (post_id, parent_id, user_id, text, created_at)
    select post_id, id, null, 'r', now() from comments where id % 2 = 0`);
  await db.execute(sql`analyze`);
});
afterAll(() => t.close());

/**
 * The plan PostgreSQL picks, with sequential scans priced out: on test-sized tables a seq scan is
 * always cheapest, so this asks which index the planner can use, which is what an index is for.
 */
async function plan(query: ReturnType<typeof sql>): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return explainPlan(tx, query);
  });
}

const SORT_NODE = /^\s*(->\s*)?Sort\b/m;

describe('foreign-key columns that deletes and joins read have their own index', () => {
  // These are the lookups the foreign keys' ON DELETE actions run for each deleted post, comment
  // or user; without an index each one reads the whole referencing table.
  it.each([
    ['bookmarks by post', sql`select 1 from bookmarks where post_id = 1`, 'bookmarks_post_id_idx'],
    ['reading history by post', sql`select 1 from post_reads where post_id = 1`, 'post_reads_post_id_idx'],
    ['notifications by comment', sql`select 1 from notifications where comment_id = 1`, 'notifications_comment_id_idx'],
    ['notifications by post', sql`select 1 from notifications where post_id = 1`, 'notifications_post_id_idx'],
    ['notifications by actor', sql`select 1 from notifications where actor_id = 1`, 'notifications_actor_id_idx'],
    ['users by job', sql`select 1 from users where job_id = 1`, 'users_job_id_idx'],
    ['users by job group', sql`select 1 from users where job_group_id = 1`, 'users_job_group_id_idx'],
    [
      'counter claims by post',
      sql`select 1 from counter_hits where post_id = 1`,
      'counter_hits_post_id_kind_viewer_hash_pk',
    ],
  ])('%s uses its index', async (_name, query, index) => {
    expect(await plan(query)).toContain(index);
  });
});

describe('top-level comments by likes read their index in order (no sort)', () => {
  // The shape of comments-repository list() with orderBy likeCount.
  const byLikes = (after = sql`true`) => sql`
    select id from comments
    where post_id = (select min(id) from posts) and parent_id is null and ${after}
    order by like_count desc, id desc limit 21`;

  it('the first page', async () => {
    const text = await plan(byLikes());
    expect(text).toContain('comments_post_top_likes_idx');
    expect(text).not.toMatch(SORT_NODE);
  });

  it('a later page (keyset on like_count, id)', async () => {
    const text = await plan(byLikes(sql`(like_count < 250 or (like_count = 250 and id < 1000))`));
    expect(text).toContain('comments_post_top_likes_idx');
    expect(text).not.toMatch(SORT_NODE);
  });
});

describe('users.job_id and users.job_group_id reference the job catalogue', () => {
  async function aJob() {
    const [job] = await t.database.db
      .select({ id: jobs.id, jobGroupId: jobs.jobGroupId })
      .from(jobs)
      .orderBy(jobs.id)
      .limit(1);
    if (!job) throw new Error('no job seeded');
    return job;
  }

  async function aUserWith(username: string, job: { id: number; jobGroupId: number }) {
    const [user] = await t.database.db
      .insert(users)
      .values({ username, createdAt: t.clock.now(), jobId: job.id, jobGroupId: job.jobGroupId })
      .returning({ id: users.id });
    if (!user) throw new Error('user not inserted');
    return user.id;
  }

  const jobOf = async (id: number) =>
    (
      await t.database.db
        .select({ jobId: users.jobId, jobGroupId: users.jobGroupId })
        .from(users)
        .where(eq(users.id, id))
    )[0];

  it('a job or group id that names no catalogue row is refused', async () => {
    const job = await aJob();
    const id = await aUserWith('fk_user_a', job);
    await expect(t.database.db.update(users).set({ jobId: 999_999 }).where(eq(users.id, id))).rejects.toThrow();
    await expect(t.database.db.update(users).set({ jobGroupId: 999_999 }).where(eq(users.id, id))).rejects.toThrow();
    expect(await jobOf(id)).toEqual({ jobId: job.id, jobGroupId: job.jobGroupId });
  });

  it('deleting a job sets its users’ job to null and keeps the group; deleting the group clears both', async () => {
    const job = await aJob();
    const id = await aUserWith('fk_user_b', job);
    await t.database.db.delete(jobs).where(eq(jobs.id, job.id));
    expect(await jobOf(id)).toEqual({ jobId: null, jobGroupId: job.jobGroupId });
    const [other] = await t.database.db
      .select({ id: jobs.id, jobGroupId: jobs.jobGroupId })
      .from(jobs)
      .where(eq(jobs.jobGroupId, job.jobGroupId))
      .limit(1);
    if (!other) throw new Error('the group has no other job');
    const id2 = await aUserWith('fk_user_c', other);
    await t.database.db.delete(jobGroups).where(eq(jobGroups.id, job.jobGroupId));
    expect(await jobOf(id)).toEqual({ jobId: null, jobGroupId: null });
    expect(await jobOf(id2)).toEqual({ jobId: null, jobGroupId: null });
  });
});
