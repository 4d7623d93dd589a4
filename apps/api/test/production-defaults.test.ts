import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ERROR_CODE, errorEnvelopeSchema, GRAPHQL_LIMITS } from '@growday/contracts';
import { PRODUCTION_ENV } from './helpers/production-env';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

// A production build load-tested on loopback: the one way dev sign-in runs under production.
let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  [prod, dev] = await Promise.all([
    createTestApp({ seeded: false, env: { ...PRODUCTION_ENV, AUTH_DEV_LOGIN: 'true' } }),
    createTestApp({ seeded: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([prod.close(), dev.close()]);
});

const authState = (t: TestApp, cookie: string) =>
  t.app.inject({ url: API_PATHS.authState, headers: { cookie } }).then((r) => r.json() as { data: boolean });

describe('the session cookie in production', () => {
  it('is __Host-gd_session: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: API_PATHS.devLogin,
      headers: { origin: prod.config.webOrigin },
      payload: { username: 'host_cookie_user' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.map((c) => c.name)).toEqual(['__Host-gd_session']);
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/^__Host-gd_session=[^;]+;/);
    expect(raw).toContain('Secure');
    expect(raw).not.toMatch(/domain=/i);
  });

  it('is the only name production reads, and sign-out clears it with the same attributes', async () => {
    const session = await signIn(prod.app, 'host_cookie_reader');
    expect(session).toMatch(/^__Host-gd_session=/);
    expect(await authState(prod, session)).toEqual({ data: true });
    // The same token under the plain development name is a signed-out visitor in production.
    expect(await authState(prod, session.replace('__Host-gd_session=', 'gd_session='))).toEqual({ data: false });

    const out = await prod.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      headers: { cookie: session, origin: prod.config.webOrigin },
    });
    const cleared = out.cookies.find((c) => c.name === '__Host-gd_session');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
    expect(cleared?.domain).toBeUndefined();
  });

  it('keeps the plain gd_session name outside production', async () => {
    expect(await signIn(dev.app, 'plain_cookie_user')).toMatch(/^gd_session=/);
  });
});

const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';

function gql(t: TestApp, query: string) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.graphql,
    headers: { origin: t.config.webOrigin },
    payload: { query },
  });
}

/** `{ a0: currentUser { id } a1: ... }` with n aliases. */
const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: currentUser { id }`).join(' ')} }`;

function expectTooComplex(res: Awaited<ReturnType<typeof gql>>, detail: RegExp) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = errorEnvelopeSchema.parse(res.json());
  expect(error).toMatchObject({ status: 400, code: ERROR_CODE.graphqlTooComplex });
  expect(error.message).toMatch(detail);
}

describe('GraphQL in production', () => {
  it('refuses introspection in production and allows it in development', async () => {
    const refused = await gql(prod, INTROSPECTION);
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as { data: unknown; errors: { message: string }[] };
    expect(body.data).toBeNull();
    expect(body.errors[0]?.message).toContain('introspection has been disabled');
    expect((await gql(prod, '{ __type(name: "Query") { name } }')).statusCode).toBe(400);

    const allowed = await gql(dev, INTROSPECTION);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(
      (allowed.json() as { data: { __schema: { queryType: { name: string } } } }).data.__schema.queryType.name,
    ).toBe('Query');
  });

  it('still answers the shell operation and __typename in production', async () => {
    const res = await gql(prod, 'query gqlCurrentUser { currentUser { __typename unreadNotificationCount } }');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { currentUser: null } });
  });
});

describe('GraphQL limits (GRAPHQL_LIMITS)', () => {
  it(`allows ${GRAPHQL_LIMITS.maxAliases} aliases and refuses one more with 400 in the error envelope`, async () => {
    for (const t of [dev, prod]) {
      expect((await gql(t, aliased(GRAPHQL_LIMITS.maxAliases))).statusCode).toBe(200);
      expectTooComplex(await gql(t, aliased(GRAPHQL_LIMITS.maxAliases + 1)), /Aliases limit of 3 exceeded, found 4/);
      expectTooComplex(await gql(t, aliased(100)), /Aliases limit/);
    }
  });

  it(`refuses a query deeper than ${GRAPHQL_LIMITS.maxDepth}, fragments included, before it runs`, async () => {
    const deep = '{ currentUser { a { b { c { d { e } } } } } }';
    expectTooComplex(await gql(dev, deep), /Query depth limit of 4 exceeded, found 6/);
    const viaFragments =
      'query { ...Q } fragment Q on Query { currentUser { ...U } } fragment U on CurrentUser { x { y { z { w } } } }';
    expectTooComplex(await gql(prod, viaFragments), /depth limit of 4 exceeded, found 5/);
    // Depth 4 itself is within the limit: it fails only as GraphQL (unknown fields), not as a limit.
    const atLimit = await gql(dev, '{ currentUser { a { b { c } } } }');
    expect(atLimit.statusCode).toBe(400);
    expect((atLimit.json() as { errors: { message: string }[] }).errors[0]?.message).toContain('Cannot query field');
  });

  it(`refuses a query costing more than ${GRAPHQL_LIMITS.maxCost} (a field repeated many times)`, async () => {
    const ok = await gql(dev, `{ currentUser { ${'id '.repeat(10)} } }`);
    expect(ok.statusCode, ok.body).toBe(200);
    expectTooComplex(await gql(dev, `{ currentUser { ${'id '.repeat(40)} } }`), /Cost limit of 50 exceeded/);
  });

  it('keeps other validation failures as GraphQL errors (an unknown field)', async () => {
    const res = await gql(dev, '{ currentUser { password } }');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: { message: string }[] }).errors[0]?.message).toContain('password');
  });
});
