import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ERROR_CODE, type Reply } from '@growday/contracts';
import { commentCalls, dataOf, expectError, RATE_WINDOW_MS, seededPostIds } from './helpers/comment-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof commentCalls>;

beforeAll(async () => {
  t = await createTestApp();
  api = commentCalls(t);
});
afterAll(() => t.close());

const GQL_CURRENT_USER = 'query gqlCurrentUser { currentUser { unreadNotificationCount } }';

function gql(cookie: string | undefined, body: object, origin: string | null = t.config.webOrigin) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.graphql,
    headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

describe('community GraphQL endpoint', () => {
  it('SH-USER-06 SH-USER-07 gqlCurrentUser answers data.currentUser.unreadNotificationCount for the session’s user', async () => {
    const [postId = 0] = await seededPostIds(t, 1);
    const [owner, other] = await Promise.all(['gql-owner', 'gql-other'].map((u) => signIn(t.app, u)));
    if (!owner || !other) throw new Error('sign-in failed');
    const body = { operationName: 'gqlCurrentUser', query: GQL_CURRENT_USER, variables: {} };

    const before = await gql(owner, body);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ data: { currentUser: { unreadNotificationCount: 0 } } });

    t.clock.advance(RATE_WINDOW_MS);
    const c = dataOf<{ comment: Reply }>(await api.create(owner, { postId, text: 'mine' })).comment;
    dataOf(await api.like(other, c.id));
    const after = await gql(owner, body);
    expect(after.json()).toEqual({ data: { currentUser: { unreadNotificationCount: 1 } } });
  });

  it('answers a null currentUser signed out', async () => {
    const res = await gql(undefined, { query: GQL_CURRENT_USER });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { currentUser: null } });
  });

  it('answers GraphQL errors with 400 for a bad query, and 400 naming query when it is missing', async () => {
    const bad = await gql(undefined, { query: '{ currentUser { password } }' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { message: string }[] }).errors[0]?.message).toContain('password');
    const broken = await gql(undefined, { query: '{ currentUser ' });
    expect(broken.statusCode).toBe(400);
    expectError(await gql(undefined, {}), 400, { field: 'query' });
  });

  it('keeps the Origin check of every POST', async () => {
    const res = await gql(undefined, { query: GQL_CURRENT_USER }, 'https://evil.example');
    expectError(res, 403, { code: ERROR_CODE.originNotAllowed });
  });
});
