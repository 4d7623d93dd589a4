import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SOCIAL_LOGIN_PATH, type SocialProvider } from '@growday/contracts';
import { userIdentities, users } from '../src/db/schema';
import { currentUserId, runSignIn } from './helpers/oauth-flow';
import { defaultProfiles, startOAuthTestProvider, type OAuthTestProvider } from './helpers/oauth-test-provider';
import { createTestApp, type TestApp } from './helpers/test-app';

let provider: OAuthTestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOAuthTestProvider();
  t = await createTestApp({ seeded: false, env: provider.env() });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Each provider's profile shape, a second account of it, and what sign-in must keep from it. */
const CASES: {
  provider: SocialProvider;
  rule: string;
  path: string;
  pkce: boolean;
  second: unknown;
  expected: {
    providerUserId: string;
    email: string | null;
    name: string | null;
    image: string | null;
    username: string;
  };
}[] = [
  {
    provider: 'naver',
    rule: 'SH-LOGIN-04',
    path: '/api/v2/auth/naver',
    pkce: false,
    second: {
      resultcode: '00',
      message: 'success',
      response: { id: 'naver-2', email: null, name: '두번째', nickname: null, profile_image: null },
    },
    expected: {
      providerUserId: 'naver-unique-id-1',
      email: 'naver.user@example.com',
      name: '네이버 사용자',
      image: 'https://phinf.pstatic.net/contact/profile.png',
      username: '네이버닉',
    },
  },
  {
    provider: 'kakao',
    rule: 'SH-LOGIN-05',
    path: '/api/v2/auth/kakao',
    pkce: true,
    second: { id: 4100002, kakao_account: { profile: { nickname: 'kakao two', profile_image_url: null } } },
    expected: {
      providerUserId: '4100001',
      email: 'kakao.user@example.com',
      name: '카카오 개발자',
      image: 'https://k.kakaocdn.net/dn/p/profile.jpg',
      username: '카카오_개발자',
    },
  },
  {
    provider: 'github',
    rule: 'SH-LOGIN-06',
    path: '/api/v1/auth/github',
    pkce: true,
    second: { id: 777, login: 'second-octo', name: null, avatar_url: null, email: 'second@example.com' },
    expected: {
      providerUserId: '583231',
      email: null,
      name: 'Octo Dev',
      image: 'https://avatars.githubusercontent.com/u/583231',
      username: 'octo-dev',
    },
  },
  {
    provider: 'google',
    rule: 'SH-LOGIN-07',
    path: '/api/v1/auth/google',
    pkce: true,
    second: { sub: 'g-2', email: 'g2@example.com', email_verified: false, name: 'Second G', picture: null },
    expected: {
      providerUserId: '109876543210987654321',
      email: 'google.user@example.com',
      name: 'Google User',
      image: 'https://lh3.googleusercontent.com/a/photo.jpg',
      username: 'Google_User',
    },
  },
];

describe.each(CASES)('$provider sign-in', ({ provider: p, rule, path, pkce, second, expected }) => {
  it(`${rule} starts at ${path} with a redirect to the provider carrying the callback, state and PKCE`, async () => {
    expect(API_PATHS[SOCIAL_LOGIN_PATH[p].start]).toBe(path);
    const start = await t.app.inject({ url: `${path}?next=${encodeURIComponent(`${t.config.webOrigin}/best`)}` });
    expect(start.statusCode).toBe(302);
    const to = new URL(String(start.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.origin}/${p}/authorize`);
    expect(to.searchParams.get('client_id')).toBe(provider.clientId(p));
    expect(to.searchParams.get('response_type')).toBe('code');
    expect(to.searchParams.get('redirect_uri')).toBe(
      `${t.config.webOrigin}${API_PATHS[SOCIAL_LOGIN_PATH[p].callback]}`,
    );
    expect(to.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(to.searchParams.get('code_challenge_method')).toBe(pkce ? 'S256' : null);
    expect(to.searchParams.get('scope')).not.toBe('undefined');
  });

  it(`SH-AUTH-01 creates a user from the ${p} profile shape, then signs the same user in again`, async () => {
    provider.setProfile(p, defaultProfiles()[p]);
    const first = await runSignIn(t.app, p, { query: { next: `${t.config.webOrigin}/best`, platform: 'web' } });
    expect(first.callback?.statusCode).toBe(302);
    expect(first.landing?.toString()).toBe(`${t.config.webOrigin}/best`);
    const userId = await currentUserId(t.app, first.sessionCookie);
    expect(userId).toEqual(expect.any(Number));

    const db = t.database.db;
    const [identity] = await db.select().from(userIdentities).where(eq(userIdentities.userId, userId!));
    expect(identity).toMatchObject({
      provider: p,
      providerUserId: expected.providerUserId,
      email: expected.email,
      name: expected.name,
      profileImageUrl: expected.image,
    });
    expect(identity?.lastLoginAt.toISOString()).toBe(t.clock.now().toISOString());
    const [user] = await db.select().from(users).where(eq(users.id, userId!));
    expect(user?.username).toBe(expected.username);

    t.clock.advance(60_000);
    const again = await runSignIn(t.app, p, { query: { next: '/best' } });
    expect(await currentUserId(t.app, again.sessionCookie)).toBe(userId);
    expect(again.sessionCookie).not.toBe(first.sessionCookie);
    const [after] = await db.select().from(userIdentities).where(eq(userIdentities.userId, userId!));
    expect(after?.lastLoginAt.toISOString()).toBe(t.clock.now().toISOString());

    provider.setProfile(p, second);
    const other = await runSignIn(t.app, p);
    const otherId = await currentUserId(t.app, other.sessionCookie);
    expect(otherId).toEqual(expect.any(Number));
    expect(otherId).not.toBe(userId);
    provider.setProfile(p, defaultProfiles()[p]);
  });
});

describe('profile answers that do not fit', () => {
  it('a Naver answer with a failing resultcode signs nobody in and says so on the landing address', async () => {
    provider.setProfile('naver', { resultcode: '024', message: 'Authentication failed', response: {} });
    try {
      const run = await runSignIn(t.app, 'naver', { query: { next: '/best' } });
      expect(run.sessionCookie).toBeNull();
      expect(run.landing?.toString()).toBe(`${t.config.webOrigin}/best?loginError=1`);
    } finally {
      provider.setProfile('naver', defaultProfiles().naver);
    }
  });
});
