import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE, currentUserSchema, errorEnvelopeSchema, SESSION_TTL_DAYS } from '@growday/contracts';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authState = (cookie?: string) =>
  t.app
    .inject({ url: API_PATHS.authState, headers: cookie ? { cookie } : {} })
    .then((r) => r.json() as { data: boolean });
const currentUser = (cookie?: string) =>
  t.app
    .inject({ url: API_PATHS.currentUser, headers: cookie ? { cookie } : {} })
    .then((r) => r.json() as { data: unknown });

describe('sessions', () => {
  it('SH-AUTH-05 getAuthState answers false without a session and true with one', async () => {
    expect(await authState()).toEqual({ data: false });
    const cookie = await signIn(t.app, '새벽커밋러');
    expect(await authState(cookie)).toEqual({ data: true });
  });

  it('SH-USER-01 SH-USER-02 getCurrentUser answers the user with id and counts, null when signed out', async () => {
    expect(await currentUser()).toEqual({ data: null });
    const cookie = await signIn(t.app, 'counts_user');
    const { data } = await currentUser(cookie);
    const user = currentUserSchema.parse(data);
    expect(user.id).toBeGreaterThan(0);
    expect(user.username).toBe('counts_user');
    expect(user).toMatchObject({
      unreadBookmarkCount: 0,
      bookmarkCount: 0,
      historyCount: 0,
      unreadNotificationCount: 0,
    });
  });

  it('devLogin sets an httpOnly, SameSite=Lax session cookie and reuses the same user', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.devLogin,
        headers: { origin: t.config.webOrigin },
        payload: { username: 'same_user' },
      });
    const first = await login();
    const second = await login();
    const cookie = first.cookies.find((c) => c.name === COOKIE.session);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect((first.json() as { data: { id: number } }).data.id).toBe(
      (second.json() as { data: { id: number } }).data.id,
    );
  });

  it('a session expires after its lifetime, measured on the settable clock', async () => {
    const cookie = await signIn(t.app, 'expiring_user');
    t.clock.advance(SESSION_TTL_DAYS * 24 * 3600 * 1000 - 1000);
    expect(await authState(cookie)).toEqual({ data: true });
    t.clock.advance(2000);
    expect(await authState(cookie)).toEqual({ data: false });
    expect(await currentUser(cookie)).toEqual({ data: null });
  });

  it('logout ends the session in the database, not only the cookie', async () => {
    const cookie = await signIn(t.app, 'leaving_user');
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      headers: { cookie, origin: t.config.webOrigin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === COOKIE.session)?.value).toBe('');
    expect(await authState(cookie)).toEqual({ data: false });
  });

  it('a forged session cookie is a signed-out visitor', async () => {
    expect(await authState(`${COOKIE.session}=forged-token`)).toEqual({ data: false });
  });

  it('refuses a username that breaks the rules with 400 naming the field', async () => {
    for (const username of ['', 'a', 'has space', 'x'.repeat(31)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: API_PATHS.devLogin,
        headers: { origin: t.config.webOrigin },
        payload: { username },
      });
      expect(res.statusCode, username).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe('username');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: API_PATHS.devLogin,
      headers: { origin: t.config.webOrigin },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json()).error.field).toBe('username');
  });
});

describe('origin check on state-changing routes', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: API_PATHS.devLogin, headers, payload: { username: 'origin_user' } });

  it('refuses a foreign Origin with 403', async () => {
    const res = await post({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses a browser request without Origin, accepts a non-browser client', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({})).statusCode).toBe(200);
  });

  it('accepts the web origin and the extension origin, with CORS credentials for the extension', async () => {
    expect((await post({ origin: t.config.webOrigin })).statusCode).toBe(200);
    const ext = t.config.allowedOrigins.find((o) => o.startsWith('chrome-extension://'));
    if (!ext) throw new Error('extension origin missing');
    const res = await t.app.inject({ url: API_PATHS.latestPosts, headers: { origin: ext } });
    expect(res.headers['access-control-allow-origin']).toBe(ext);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await t.app.inject({ url: API_PATHS.latestPosts, headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('dev sign-in switch (devLoginDecision)', () => {
  const devLogin = (app: TestApp, username: string, remoteAddress?: string) =>
    app.app.inject({
      method: 'POST',
      url: API_PATHS.devLogin,
      headers: { origin: app.config.webOrigin },
      payload: { username },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('is not there (404) when AUTH_DEV_LOGIN is false, and sets no cookie', async () => {
    const off = await createTestApp({ seeded: false, env: { AUTH_DEV_LOGIN: 'false' } });
    try {
      const res = await devLogin(off, 'nobody');
      expect(res.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
      expect(res.cookies).toHaveLength(0);
    } finally {
      await off.close();
    }
  });

  it('is not there (404) on a stack with a non-loopback origin, even for an existing user', async () => {
    const exposed = await createTestApp({ seeded: true, env: { WEB_ORIGIN: 'https://growday.kr' } });
    try {
      expect(exposed.config.devLogin).toBe(false);
      const res = await devLogin(exposed, '코딩하는곰');
      expect(res.statusCode).toBe(404);
      expect(res.cookies).toHaveLength(0);
    } finally {
      await exposed.close();
    }
  });

  it('answers 404 to a client that is not on loopback, before reading the body', async () => {
    const res = await devLogin(t, 'stranger_target', '203.0.113.7');
    expect(res.statusCode).toBe(404);
    expect(res.cookies).toHaveLength(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: API_PATHS.devLogin,
      payload: { username: '' },
      remoteAddress: '203.0.113.7',
    });
    expect(bad.statusCode).toBe(404);
    expect((await devLogin(t, 'loopback_user', '::1')).statusCode).toBe(200);
  });

  it('answers 404 to a stranger reaching it through the website /api proxy (X-Forwarded-For from the socket)', async () => {
    const viaProxy = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.devLogin,
        headers: { origin: t.config.webOrigin, 'x-forwarded-for': forwardedFor },
        payload: { username: '코딩하는곰' },
        remoteAddress: '127.0.0.1',
      });
    const stranger = await viaProxy('198.51.100.23');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.cookies).toHaveLength(0);
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(200);
  });
});

describe('expired-session sweep', () => {
  it('removes only sessions whose lifetime is over', async () => {
    const cookie = await signIn(t.app, 'sweep_old');
    t.clock.advance(SESSION_TTL_DAYS * 24 * 3600 * 1000 + 1000);
    const fresh = await signIn(t.app, 'sweep_new');
    expect(await t.app.repos.sessions.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await authState(fresh)).toEqual({ data: true });
    expect(await authState(cookie)).toEqual({ data: false });
    expect(await t.app.repos.sessions.deleteExpired()).toBe(0);
  });
});
