import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  COMMUNITY_TOKEN_TTL_SECONDS,
  COOKIE,
  communityTokenSchema,
  errorEnvelopeSchema,
} from '@growday/contracts';
import { communityTokens, referrals } from '../src/db/schema';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

const getToken = async (cookie?: string) =>
  t.app.inject({ url: API_PATHS.communityToken, headers: cookie ? { cookie } : {} });
/** Nonce cookie of each token issued here: the exchange runs in the browser that asked. */
const nonces = new Map<string, string>();
const issue = async (cookie: string) => {
  const res = await getToken(cookie);
  const { communityToken } = communityTokenSchema.parse((res.json() as { data: unknown }).data);
  const nonce = res.cookies.find((c) => c.name === COOKIE.communityNonce);
  if (nonce) nonces.set(communityToken, `${nonce.name}=${nonce.value}`);
  return communityToken;
};
const exchange = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.communitySession,
    headers: { origin: t.config.communityOrigin, cookie: nonces.get(token) ?? '', ...headers },
    payload: { token },
  });
const userIdOf = async (cookie: string) =>
  ((await t.app.inject({ url: API_PATHS.currentUser, headers: { cookie } })).json() as { data: { id: number } | null })
    .data?.id ?? null;
const sessionOf = (res: Awaited<ReturnType<typeof exchange>>) => {
  const c = res.cookies.find((x) => x.name === COOKIE.session && x.value);
  return c ? `${c.name}=${c.value}` : null;
};

describe('community token', () => {
  it('SH-AUTH-11 GET /api/v2/auth/community returns communityToken for a signed-in user', async () => {
    expect(API_PATHS.communityToken).toBe('/api/v2/auth/community');
    const cookie = await signIn(t.app, 'community_user');
    const res = await getToken(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { communityToken } = communityTokenSchema.parse((res.json() as { data: unknown }).data);
    expect(communityToken.length).toBeGreaterThanOrEqual(40);
    // Only the hash is stored.
    const stored = await t.database.db.select().from(communityTokens);
    expect(stored.some((row) => row.tokenHash === communityToken)).toBe(false);
    expect(stored.length).toBeGreaterThan(0);
  });

  it('needs a session (401)', async () => {
    const res = await getToken();
    expect(res.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('CC-ROUTE-16 (server half) the community host trades the token for a session of the same user, once', async () => {
    const cookie = await signIn(t.app, 'handoff_user');
    const token = await issue(cookie);
    const res = await exchange(token);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { username: string } }).data.username).toBe('handoff_user');
    const session = sessionOf(res);
    expect(session).not.toBeNull();
    expect(session).not.toBe(cookie);
    expect(await userIdOf(session!)).toBe(await userIdOf(cookie));
    expect(res.cookies.find((c) => c.name === COOKIE.session)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(again.json()).error.code).toBe('INVALID_TOKEN');
    expect(sessionOf(again)).toBeNull();
  });

  it('of two concurrent exchanges of one token exactly one wins', async () => {
    const token = await issue(await signIn(t.app, 'race_user'));
    const results = await Promise.all([exchange(token), exchange(token), exchange(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('an expired token is refused (app clock)', async () => {
    const cookie = await signIn(t.app, 'slow_user');
    const early = await issue(cookie);
    const late = await issue(cookie);
    t.clock.advance(COMMUNITY_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await exchange(early)).statusCode).toBe(200);
    t.clock.advance(2000);
    const res = await exchange(late);
    expect(res.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('INVALID_TOKEN');
  });

  it('an unknown token is 401 and an empty one 400 naming the field', async () => {
    expect((await exchange('no-such-token')).statusCode).toBe(401);
    const empty = await exchange('');
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(empty.json()).error.field).toBe('token');
  });

  it('the exchange refuses a cross-site Origin (403) and leaves the token usable', async () => {
    const token = await issue(await signIn(t.app, 'csrf_user'));
    const res = await exchange(token, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await exchange(token)).statusCode).toBe(200);
  });
});

describe('referral after sign-in', () => {
  const record = (cookie: string | null, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.referralInvitee,
      headers: { origin: t.config.webOrigin, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('SH-AUTH-08 records the invitee once: the first call true, later calls false', async () => {
    const cookie = await signIn(t.app, 'invitee_user');
    const first = await record(cookie, { inviterCode: 'INV-123' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { recorded: true } });
    expect((await record(cookie, { inviterCode: 'OTHER' })).json()).toEqual({ data: { recorded: false } });
    expect((await record(cookie)).json()).toEqual({ data: { recorded: false } });
    const id = await userIdOf(cookie);
    const rows = await t.database.db.select().from(referrals).where(eq(referrals.inviteeUserId, id!));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.inviterCode).toBe('INV-123');
  });

  it('takes an empty body and needs a session', async () => {
    const cookie = await signIn(t.app, 'bodyless_invitee');
    expect((await record(cookie)).json()).toEqual({ data: { recorded: true } });
    expect((await record(null, {})).statusCode).toBe(401);
  });
});
