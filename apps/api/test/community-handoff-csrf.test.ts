import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  COMMUNITY_TOKEN_TTL_SECONDS,
  COOKIE,
  communityTokenSchema,
  errorEnvelopeSchema,
} from '@growday/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

const cookiePair = (res: LightMyRequestResponse, name: string) => {
  const c = res.cookies.find((x) => x.name === name && x.value);
  return c ? `${c.name}=${c.value}` : null;
};

/** One browser asking for a token: the token (for the address) and its nonce cookie (kept by that browser). */
async function askForToken(session: string) {
  const res = await t.app.inject({ url: API_PATHS.communityToken, headers: { cookie: session } });
  expect(res.statusCode).toBe(200);
  const { communityToken } = communityTokenSchema.parse((res.json() as { data: unknown }).data);
  return { token: communityToken, nonceCookie: cookiePair(res, COOKIE.communityNonce), res };
}

const redeem = (token: string, cookie: string | null) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.communitySession,
    headers: { origin: t.config.communityOrigin, ...(cookie ? { cookie } : {}) },
    payload: { token },
  });

const sessionSet = (res: LightMyRequestResponse) => cookiePair(res, t.config.sessionCookieName) !== null;

describe('login CSRF: a community token works only in the browser that asked for it', () => {
  it('issuing a token sets an HttpOnly, SameSite=Strict nonce cookie scoped to the exchange, as long-lived as the token', async () => {
    const { res, token, nonceCookie } = await askForToken(await signIn(t.app, 'nonce_cookie_user'));
    const cookie = res.cookies.find((c) => c.name === COOKIE.communityNonce);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: API_PATHS.communitySession,
      maxAge: COMMUNITY_TOKEN_TTL_SECONDS,
    });
    expect(cookie?.domain).toBeUndefined();
    // The nonce is a secret of its own, not the token again.
    expect(nonceCookie).not.toContain(token);
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
  });

  it("redeemed without the nonce cookie (the attacker's token in the victim's browser) it fails and sets no session", async () => {
    const attacker = await askForToken(await signIn(t.app, 'csrf_attacker_1'));
    const res = await redeem(attacker.token, null);
    expect(res.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('INVALID_TOKEN');
    expect(sessionSet(res)).toBe(false);
  });

  it("redeemed with another browser's nonce cookie it fails and sets no session", async () => {
    const attacker = await askForToken(await signIn(t.app, 'csrf_attacker_2'));
    const victim = await askForToken(await signIn(t.app, 'csrf_victim_2'));
    // The victim's browser holds its own nonce (it once asked for a token itself) and the attacker's token.
    const res = await redeem(attacker.token, victim.nonceCookie);
    expect(res.statusCode).toBe(401);
    expect(sessionSet(res)).toBe(false);
    // A made-up nonce does no better.
    const forged = await redeem(attacker.token, `${COOKIE.communityNonce}=${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    expect(sessionSet(forged)).toBe(false);
  });

  it('with the right nonce cookie it signs in once and clears the nonce', async () => {
    const asker = await askForToken(await signIn(t.app, 'csrf_owner'));
    // Failed attempts elsewhere do not burn the token for its owner.
    expect((await redeem(asker.token, null)).statusCode).toBe(401);
    const ok = await redeem(asker.token, asker.nonceCookie);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { data: { username: string } }).data.username).toBe('csrf_owner');
    expect(sessionSet(ok)).toBe(true);
    const cleared = ok.cookies.find((c) => c.name === COOKIE.communityNonce);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe(API_PATHS.communitySession);
    const again = await redeem(asker.token, asker.nonceCookie);
    expect(again.statusCode).toBe(401);
    expect(sessionSet(again)).toBe(false);
  });

  it("a newer token replaces the browser's nonce: only the latest token of a browser redeems", async () => {
    const session = await signIn(t.app, 'csrf_twice');
    const first = await askForToken(session);
    const second = await askForToken(session);
    expect((await redeem(first.token, second.nonceCookie)).statusCode).toBe(401);
    expect((await redeem(second.token, second.nonceCookie)).statusCode).toBe(200);
  });
});

describe('COMMUNITY_COOKIE_DOMAIN (a community host beside the web host)', () => {
  const env = {
    NODE_ENV: 'test',
    WEB_ORIGIN: 'https://growday.kr',
    COMMUNITY_ORIGIN: 'https://community.growday.kr',
  } as const;

  it('must cover both the web and the community host', () => {
    expect(loadConfig({ ...env, COMMUNITY_COOKIE_DOMAIN: '.GrowDay.kr' }).communityCookieDomain).toBe('growday.kr');
    expect(loadConfig(env).communityCookieDomain).toBeUndefined();
    for (const bad of ['community.growday.kr', 'evil.example', 'https://growday.kr', 'kr']) {
      expect(() => loadConfig({ ...env, COMMUNITY_COOKIE_DOMAIN: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...env, COMMUNITY_COOKIE_DOMAIN: 'evil.example' })).toThrow(/COMMUNITY_COOKIE_DOMAIN/);
  });

  it('gives the nonce cookie that Domain, so the community host sees it at the exchange', async () => {
    const sibling = await createTestApp({ seeded: false, env: { ...env, COMMUNITY_COOKIE_DOMAIN: 'growday.kr' } });
    try {
      const [user] = await sibling.database.db
        .insert(users)
        .values({ username: 'sibling_host_user', email: 'sibling@example.com', createdAt: sibling.clock.now() })
        .returning({ id: users.id });
      const session = await sibling.app.repos.sessions.create(user!.id);
      const res = await sibling.app.inject({
        url: API_PATHS.communityToken,
        headers: { cookie: `${sibling.config.sessionCookieName}=${session.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === COOKIE.communityNonce)?.domain).toBe('growday.kr');
    } finally {
      await sibling.close();
    }
  });
});
