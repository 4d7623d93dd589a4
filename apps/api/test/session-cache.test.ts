import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, SESSION_TTL_DAYS } from '@growday/contracts';
import { OPS_TOKEN_HEADER } from '../src/modules/ops/routes';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

// The tests' clock is manual, so the cache's TTL never runs out here: every fresh answer below is
// the work of an invalidation (or of the session's own expiry), never of time.
const OPS_TOKEN = 'session-cache-ops-token';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ opsToken: OPS_TOKEN });
});
afterAll(() => t.close());

const bookmarks = (cookie: string) => t.app.inject({ url: `${API_PATHS.bookmarks}?first=20`, headers: { cookie } });
const currentUser = (cookie: string) =>
  t.app.inject({ url: API_PATHS.currentUser, headers: { cookie } }).then((r) => r.json() as { data: unknown });
const post = (url: string, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: WEB_ORIGIN } });

describe('session cache', () => {
  it('looks a session up once, then answers signed-in reads without the lookup statement', async () => {
    const cookie = await signIn(t.app, 'cached_reader');
    const lookup = vi.spyOn(t.app.repos.sessions, 'findByHash');
    try {
      for (let i = 0; i < 5; i += 1) expect((await bookmarks(cookie)).statusCode).toBe(200);
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it('logout, then a request with the same cookie: 401 at once, though the session was cached', async () => {
    const cookie = await signIn(t.app, 'cached_leaver');
    expect((await bookmarks(cookie)).statusCode).toBe(200);
    expect((await bookmarks(cookie)).statusCode).toBe(200);
    expect((await post(API_PATHS.logout, cookie)).statusCode).toBe(200);
    expect((await bookmarks(cookie)).statusCode).toBe(401);
    expect(await currentUser(cookie)).toEqual({ data: null });
  });

  it('a sign-in that replaces a session ends the old cookie at once', async () => {
    const old = await signIn(t.app, 'cached_switcher');
    expect((await bookmarks(old)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.devLogin,
      headers: { cookie: old, origin: WEB_ORIGIN },
      payload: { username: 'cached_switcher_two' },
    });
    expect(res.statusCode).toBe(200);
    expect((await bookmarks(old)).statusCode).toBe(401);
  });

  it('another member logging out does not sign this one out', async () => {
    const stays = await signIn(t.app, 'cached_stayer');
    const leaves = await signIn(t.app, 'cached_other_leaver');
    expect((await bookmarks(stays)).statusCode).toBe(200);
    expect((await post(API_PATHS.logout, leaves)).statusCode).toBe(200);
    expect((await bookmarks(stays)).statusCode).toBe(200);
  });

  it('a cached session still ends at its expiry on the app clock', async () => {
    const cookie = await signIn(t.app, 'cached_expiring');
    t.clock.advance(SESSION_TTL_DAYS * 24 * 3600 * 1000 - 1000);
    expect((await bookmarks(cookie)).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await bookmarks(cookie)).statusCode).toBe(401);
  });

  it('a forged cookie stays a visitor, and a cached miss never becomes a session', async () => {
    const forged = `${t.app.config.sessionCookieName}=not-a-real-token`;
    expect((await bookmarks(forged)).statusCode).toBe(401);
    expect((await bookmarks(forged)).statusCode).toBe(401);
    expect(await currentUser(forged)).toEqual({ data: null });
  });

  it('ops users grant-admin through the running server makes a cached member an admin at once', async () => {
    const cookie = await signIn(t.app, 'cached_promoted');
    const adminPage = () => t.app.inject({ url: API_PATHS.adminReports, headers: { cookie } });
    expect((await adminPage()).statusCode).toBe(403);
    const ops = await t.app.inject({
      method: 'POST',
      url: API_PATHS.ops,
      headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
      payload: { args: ['users', 'grant-admin', 'cached_promoted'] },
    });
    expect(ops.json()).toEqual({ data: { ok: true, message: 'cached_promoted is now an admin' } });
    expect((await adminPage()).statusCode).toBe(200);
  });
});
