import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  authProvidersSchema,
  COOKIE,
  COPY,
  errorEnvelopeSchema,
  EXTENSION_ID,
  LOGIN_ERROR_PARAM,
  OAUTH_STATE_TTL_SECONDS,
} from '@growday/contracts';
import { currentUserId, runSignIn } from './helpers/oauth-flow';
import { PRODUCTION_ENV } from './helpers/production-env';
import { startOAuthTestProvider, type OAuthTestProvider } from './helpers/oauth-test-provider';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

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

const home = () => `${t.config.webOrigin}/`;
const failedAt = (address: string) => {
  const u = new URL(address);
  u.searchParams.set(LOGIN_ERROR_PARAM, '1');
  return u.toString();
};

describe('next= and platform=', () => {
  it('SH-LOGIN-08 lands on next= when it is on an allowed host, signed in', async () => {
    const next = `${t.config.webOrigin}/best?period=weekly`;
    const run = await runSignIn(t.app, 'kakao', { query: { next, platform: 'web' } });
    expect(run.landing?.toString()).toBe(next);
    expect(await currentUserId(t.app, run.sessionCookie)).toEqual(expect.any(Number));
  });

  it('SH-LOGIN-08 a path next= lands on the web origin', async () => {
    const run = await runSignIn(t.app, 'github', { query: { next: '/me/info' } });
    expect(run.landing?.toString()).toBe(`${t.config.webOrigin}/me/info`);
  });

  it('refuses an open redirect: next= on a foreign host lands on the web home page, still signed in', async () => {
    for (const next of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
      const run = await runSignIn(t.app, 'google', { query: { next } });
      expect(run.landing?.toString(), next).toBe(home());
      expect(await currentUserId(t.app, run.sessionCookie), next).toEqual(expect.any(Number));
    }
  });

  it('SH-LOGIN-09 platform=extension keeps next= on the extension origin', async () => {
    const next = `chrome-extension://${EXTENSION_ID}/new-tab.html`;
    const run = await runSignIn(t.app, 'naver', { query: { next, platform: 'extension' } });
    expect(run.landing?.toString()).toBe(next);
    expect(run.sessionCookie).not.toBeNull();
  });

  it('SH-LOGIN-09 refuses a platform other than web or extension with 400 naming the field', async () => {
    const res = await t.app.inject({ url: `${API_PATHS.kakaoLogin}?platform=desktop` });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe('platform');
  });

  it('a foreign extension origin is not an allowed next=', async () => {
    const run = await runSignIn(t.app, 'kakao', {
      query: { next: `chrome-extension://${'b'.repeat(32)}/x.html`, platform: 'extension' },
    });
    expect(run.landing?.toString()).toBe(home());
  });
});

describe('failures land on next= with loginError=1 and no session', () => {
  it('denied consent', async () => {
    provider.setDeny('kakao', true);
    try {
      const run = await runSignIn(t.app, 'kakao', { query: { next: `${t.config.webOrigin}/best` } });
      expect(run.providerRedirect?.searchParams.get('error')).toBe('access_denied');
      expect(run.callback?.statusCode).toBe(302);
      expect(run.landing?.toString()).toBe(failedAt(`${t.config.webOrigin}/best`));
      expect(run.sessionCookie).toBeNull();
    } finally {
      provider.setDeny('kakao', false);
    }
  });

  it('a state that does not match the cookie (login CSRF) is refused before any token request', async () => {
    const refusedBefore = provider.refusals.length;
    const run = await runSignIn(t.app, 'google', {
      query: { next: '/best' },
      alter: (callback, cookies) => {
        callback.searchParams.set('state', 'forged-state');
        return { callback, cookies };
      },
    });
    expect(run.landing?.toString()).toBe(failedAt(`${t.config.webOrigin}/best`));
    expect(run.sessionCookie).toBeNull();
    expect(provider.refusals.length).toBe(refusedBefore);
  });

  it('a callback without the state cookie (another browser) is refused and lands on the home page', async () => {
    const run = await runSignIn(t.app, 'naver', {
      query: { next: '/best' },
      alter: (callback) => ({ callback, cookies: '' }),
    });
    expect(run.landing?.toString()).toBe(failedAt(home()));
    expect(run.sessionCookie).toBeNull();
  });

  it('a state cookie with a forged signature is refused', async () => {
    const run = await runSignIn(t.app, 'naver', {
      query: { next: '/best' },
      alter: (callback, cookies) => {
        const state = `${callback.searchParams.get('state')?.split('.')[0]}.AAAA`;
        callback.searchParams.set('state', state);
        return {
          callback,
          cookies: cookies.replace(/gd_oauth_state=[^;]+/, `gd_oauth_state=${encodeURIComponent(state)}`),
        };
      },
    });
    expect(run.sessionCookie).toBeNull();
    expect(run.landing?.searchParams.get(LOGIN_ERROR_PARAM)).toBe('1');
  });

  it('a state older than its lifetime is refused (app clock)', async () => {
    const run = await runSignIn(t.app, 'github', {
      query: { next: '/best' },
      alter: (callback, cookies) => {
        t.clock.advance(OAUTH_STATE_TTL_SECONDS * 1000 + 1000);
        return { callback, cookies };
      },
    });
    expect(run.sessionCookie).toBeNull();
    expect(run.landing?.toString()).toBe(failedAt(home()));
  });

  it('a replayed callback (code already used) does not sign in again', async () => {
    let replay: { url: URL; cookies: string } | null = null;
    const first = await runSignIn(t.app, 'kakao', {
      alter: (callback, cookies) => {
        replay = { url: new URL(callback), cookies };
        return { callback, cookies };
      },
    });
    expect(first.sessionCookie).not.toBeNull();
    const { url, cookies } = replay!;
    const again = await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { cookie: cookies } });
    expect(again.statusCode).toBe(302);
    expect(again.cookies.find((c) => c.name === COOKIE.session && c.value)).toBeUndefined();
    expect(new URL(String(again.headers.location)).searchParams.get(LOGIN_ERROR_PARAM)).toBe('1');
    expect(provider.refusals.at(-1)).toBe('kakao: code already used');
  });

  it('a callback with neither code nor error, and with junk, never answers an error page', async () => {
    for (const query of ['', '?code=&state=', '?error=server_error', '?code=a&code=b&state=x&state=y']) {
      const res = await t.app.inject({ url: `${API_PATHS.githubCallback}${query}` });
      expect(res.statusCode, query).toBe(302);
      expect(String(res.headers.location), query).toBe(failedAt(home()));
    }
  });
});

describe('token exchange failure', () => {
  it('wrong client secret: the provider refuses the code and the user lands with loginError=1', async () => {
    const wrong = await createTestApp({
      seeded: false,
      env: { ...provider.env(), OAUTH_GOOGLE_CLIENT_SECRET: 'not-the-secret' },
    });
    try {
      const run = await runSignIn(wrong.app, 'google', { query: { next: '/best' } });
      expect(run.landing?.toString()).toBe(failedAt(`${wrong.config.webOrigin}/best`));
      expect(run.sessionCookie).toBeNull();
      expect(provider.refusals.at(-1)).toBe('google: client credentials');
    } finally {
      await wrong.close();
    }
  });

  it('a provider that does not answer at all ends the same way', async () => {
    const down = await createTestApp({
      seeded: false,
      env: { ...provider.env(), OAUTH_NAVER_TOKEN_URL: 'http://127.0.0.1:9/naver/token' },
    });
    try {
      const run = await runSignIn(down.app, 'naver', { query: { next: '/best' } });
      expect(run.landing?.toString()).toBe(failedAt(`${down.config.webOrigin}/best`));
    } finally {
      await down.close();
    }
  });
});

describe('sessions from social sign-in', () => {
  it('the session and flow cookies are httpOnly and SameSite=Lax, the flow cookies cleared after use', async () => {
    const run = await runSignIn(t.app, 'kakao');
    for (const c of run.start.cookies) {
      expect(c.httpOnly, c.name).toBe(true);
      expect(c.sameSite, c.name).toBe('Lax');
      expect(c.secure, c.name).toBeFalsy();
      expect(c.maxAge, c.name).toBe(OAUTH_STATE_TTL_SECONDS);
    }
    expect(run.start.cookies.map((c) => c.name).sort()).toEqual([COOKIE.oauthState, COOKIE.oauthVerifier].sort());
    const session = run.callback?.cookies.find((c) => c.name === COOKIE.session);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    const cleared = run.callback?.cookies.filter(
      (c) => c.name === COOKIE.oauthState || c.name === COOKIE.oauthVerifier,
    );
    expect(cleared?.every((c) => c.value === '')).toBe(true);
  });

  it('the cookies are Secure with the production config', async () => {
    const prod = await createTestApp({ seeded: false, env: { ...provider.env(), ...PRODUCTION_ENV } });
    try {
      const run = await runSignIn(prod.app, 'google');
      expect(run.start.cookies.every((c) => c.secure === true)).toBe(true);
      expect(run.callback?.cookies.find((c) => c.name === '__Host-gd_session' && c.value)?.secure).toBe(true);
      expect(run.sessionCookie).toMatch(/^__Host-gd_session=/);
    } finally {
      await prod.close();
    }
  });

  it('signing in ends the session the browser already had', async () => {
    const old = await signIn(t.app, 'before_social');
    const run = await runSignIn(t.app, 'github', { cookie: old });
    expect(run.sessionCookie).not.toBeNull();
    expect(await currentUserId(t.app, old)).toBeNull();
  });

  it('sign-out ends a social session', async () => {
    const run = await runSignIn(t.app, 'google');
    const out = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      headers: { cookie: run.sessionCookie!, origin: t.config.webOrigin },
    });
    expect(out.statusCode).toBe(200);
    expect(await currentUserId(t.app, run.sessionCookie)).toBeNull();
  });
});

describe('unconfigured providers', () => {
  it('listAuthProviders marks each provider enabled or not; an unconfigured start answers 503', async () => {
    const env = Object.fromEntries(Object.entries(provider.env()).filter(([k]) => !k.startsWith('OAUTH_GITHUB_')));
    const partial = await createTestApp({ seeded: false, env });
    try {
      const list = await partial.app.inject({ url: API_PATHS.authProviders });
      expect(list.statusCode).toBe(200);
      const { providers } = authProvidersSchema.parse((list.json() as { data: unknown }).data);
      expect(Object.fromEntries(providers.map((p) => [p.provider, p.enabled]))).toEqual({
        google: true,
        github: false,
        kakao: true,
        naver: true,
      });
      const res = await partial.app.inject({ url: `${API_PATHS.githubLogin}?next=/best` });
      expect(res.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(res.json()).error).toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        message: COPY.auth.providerUnavailable,
      });
      expect(res.headers.location).toBeUndefined();
    } finally {
      await partial.close();
    }
  });

  it('with no credentials at all every provider is listed as unavailable', async () => {
    const bare = await createTestApp({ seeded: false });
    try {
      const body = (await bare.app.inject({ url: API_PATHS.authProviders })).json() as { data: unknown };
      expect(authProvidersSchema.parse(body.data).providers.every((p) => !p.enabled)).toBe(true);
      expect((await bare.app.inject({ url: API_PATHS.naverLogin })).statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
