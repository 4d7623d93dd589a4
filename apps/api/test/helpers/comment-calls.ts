import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API_PATHS, apiPath, COOKIE, errorEnvelopeSchema, type Comment, type CommentList } from '@growday/contracts';
import { posts, users } from '../../src/db/schema';
import type { TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'DELETE';
export type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The calls of the comments API as the website makes them (Origin on state changes, cookie). */
export function commentCalls(t: TestApp) {
  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { ...(method === 'GET' ? {} : { origin: t.config.webOrigin }), ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  }
  const query = (params: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ).toString();

  return {
    call,
    list: (postId: number, cookie?: string, extra: Record<string, string | number> = {}) =>
      call('GET', `${API_PATHS.comments}?${query({ postId, first: 100, ...extra })}`, cookie),
    create: (cookie: string | undefined, body: { postId: unknown; text: unknown; parentId?: unknown }) =>
      call('POST', `${API_PATHS.comments}?${query(body)}`, cookie, body),
    remove: (cookie: string | undefined, commentId: number, postId?: number) =>
      call(
        'DELETE',
        `${apiPath('comment', { commentId })}${postId === undefined ? '' : `?${query({ postId })}`}`,
        cookie,
      ),
    like: (cookie: string | undefined, commentId: number) =>
      call('POST', apiPath('commentLike', { commentId }), cookie),
    dislike: (cookie: string | undefined, commentId: number) =>
      call('POST', apiPath('commentDislike', { commentId }), cookie),
    report: (cookie: string | undefined, commentId: number, body: object) =>
      call('POST', apiPath('commentReport', { commentId }), cookie, body),
    block: (cookie: string | undefined, userId: number, block: boolean, body: object = {}) =>
      call('POST', `${apiPath('userBlock', { userId })}?block=${block}`, cookie, body),
  };
}

export function dataOf<T>(res: Res): T {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

export function listOf(res: Res): CommentList {
  return dataOf<CommentList>(res);
}

export function expectError(res: Res, status: number, opts: { field?: string; code?: string } = {}) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorEnvelopeSchema.parse(res.json());
  expect(body.error.status).toBe(status);
  if (opts.field) expect(body.error.field).toBe(opts.field);
  if (opts.code) expect(body.error.code).toBe(opts.code);
}

/** The comment with this id, top-level or reply, in a list answer. */
export function findComment(list: CommentList, id: number): Comment | undefined {
  for (const c of list.comments) {
    if (c.id === id) return c;
    const child = c.children.find((r) => r.id === id);
    if (child) return { ...child, children: [] };
  }
  return undefined;
}

/** Ids of the newest seeded posts, for tests that need posts nobody else touches. */
export async function seededPostIds(t: TestApp, n: number): Promise<number[]> {
  const rows = await t.database.db.select({ id: posts.id }).from(posts).orderBy(desc(posts.id)).limit(n);
  if (rows.length < n) throw new Error('not enough seeded posts');
  return rows.map((r) => r.id);
}

export async function commentCountOf(t: TestApp, postId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: posts.commentCount }).from(posts).where(eq(posts.id, postId));
  if (!row) throw new Error(`post ${postId} is gone`);
  return row.n;
}

export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** A signed-in user without a username (익명), which dev-login cannot make. */
export async function signInAnonymous(t: TestApp): Promise<{ cookie: string; userId: number }> {
  const [row] = await t.database.db.insert(users).values({ createdAt: t.clock.now() }).returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  const { token } = await t.app.repos.sessions.create(row.id);
  return { cookie: `${COOKIE.session}=${token}`, userId: row.id };
}

export const RATE_WINDOW_MS = 60_000;
