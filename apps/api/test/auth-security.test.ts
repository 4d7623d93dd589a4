import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, errorEnvelopeSchema } from '@growday/contracts';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = async (cookie: string) =>
  ((await t.app.inject({ url: API_PATHS.authState, headers: { cookie } })).json() as { data: boolean }).data;

// Session expiry on the clock and sign-out ending the session are in auth.test.ts; social
// sessions are covered in oauth-redirects.test.ts.
describe('cross-site requests carrying a valid session cookie', () => {
  it('a cross-site logout is refused with 403 and the session lives on', async () => {
    const cookie = await signIn(t.app, 'csrf_target');
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(await signedIn(cookie)).toBe(true);
  });

  it('a cross-site bookmark, referral and community exchange are refused with 403', async () => {
    const cookie = await signIn(t.app, 'csrf_target_2');
    for (const [url, payload] of [
      [API_PATHS.bookmark, { postId: 1 }],
      [API_PATHS.referralInvitee, {}],
      [API_PATHS.communitySession, { token: 'x' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: 'https://evil.example' },
        payload,
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('a browser POST without Origin but with a session cookie is refused', async () => {
    const cookie = await signIn(t.app, 'csrf_target_3');
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});
