import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@growday/contracts';
import { posts, tagGroups, users } from '../src/db/schema';
import { seedDemoContent } from '../src/db/seed/seed';
import { runOpsCommand } from '../src/modules/ops/commands';
import { OPS_TOKEN_HEADER } from '../src/modules/ops/routes';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

// Each test seeds the whole demo content (a few seconds alone); beside other suites on two cores it
// has taken over 30 s, so these tests get more time than the default.
vi.setConfig({ testTimeout: 120_000 });

const TOKEN = 'test-ops-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false, opsToken: TOKEN });
});
afterAll(() => t.close());

const count = async (table: typeof posts | typeof users) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);

describe('demo seed', () => {
  it('fills an empty database and is idempotent', async () => {
    const first = await seedDemoContent(t.database.db, t.clock);
    expect(first).toMatchObject({ posts: 360, users: 10 });
    expect(first.sources).toBeGreaterThanOrEqual(12);
    expect(first.tags).toBeGreaterThanOrEqual(40);
    const again = await seedDemoContent(t.database.db, t.clock);
    expect(again).toEqual(first);
    const groups = await t.database.db.select().from(tagGroups);
    expect(groups.map((g) => g.name)).toContain('주요 뉴스');
    expect(groups).toHaveLength(5);
    const news = await t.database.db.select({ id: posts.id }).from(posts).where(eq(posts.type, 'news'));
    expect(news).toHaveLength(60);
  });

  it('dates the posts over the last 30 days of the clock', async () => {
    const [range] = await t.database.db
      .select({ min: sql<string>`min(${posts.publishedAt})`, max: sql<string>`max(${posts.publishedAt})` })
      .from(posts);
    const now = t.clock.now().getTime();
    expect(now - new Date(range?.min ?? 0).getTime()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
    expect(new Date(range?.max ?? 0).getTime()).toBeLessThanOrEqual(now);
  });
});

describe('operator commands', () => {
  it('users grant-admin makes an existing user an admin and reports an unknown one', async () => {
    await signIn(t.app, 'operator_kim');
    const ok = await runOpsCommand(['users', 'grant-admin', 'operator_kim'], { db: t.database.db, clock: t.clock });
    expect(ok).toEqual({ ok: true, message: 'operator_kim is now an admin' });
    const [row] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.username, 'operator_kim'));
    expect(row?.role).toBe('admin');
    const missing = await runOpsCommand(['users', 'grant-admin', 'ghost'], { db: t.database.db, clock: t.clock });
    expect(missing.ok).toBe(false);
  });

  it('seed --reset empties the database and seeds it again', async () => {
    const result = await runOpsCommand(['seed', '--reset'], { db: t.database.db, clock: t.clock });
    expect(result.ok).toBe(true);
    expect(await count(posts)).toBe(360);
    expect(await count(users)).toBe(10);
  });

  it('an unknown command answers the usage', async () => {
    const result = await runOpsCommand(['posts', 'explode'], { db: t.database.db, clock: t.clock });
    expect(result.ok).toBe(false);
    expect(result.message).toContain('usage: npm run ops');
  });

  it('the ops route needs the token and runs the same commands', async () => {
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: API_PATHS.ops, headers, payload: { args: ['seed'] } });
    expect((await call({})).statusCode).toBe(403);
    expect((await call({ [OPS_TOKEN_HEADER]: 'wrong' })).statusCode).toBe(403);
    const res = await call({ [OPS_TOKEN_HEADER]: TOKEN });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { ok: boolean } }).data.ok).toBe(true);
  });

  it('the ops route refuses a caller that is not on loopback', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.ops,
      remoteAddress: '203.0.113.9',
      headers: { [OPS_TOKEN_HEADER]: TOKEN },
      payload: { args: ['seed'] },
    });
    expect(res.statusCode).toBe(403);
  });
});
