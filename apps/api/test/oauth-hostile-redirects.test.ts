import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN, LOGIN_ERROR_PARAM, type LoginPlatform } from '@growday/contracts';
import { hostileRedirects, staysOnOurOrigins } from '../../../packages/contracts/test/hostile-redirects';
import { currentUserId, runSignIn, type SignInRun } from './helpers/oauth-flow';
import { startOAuthTestProvider, type OAuthTestProvider } from './helpers/oauth-test-provider';
import { createTestApp, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let provider: OAuthTestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOAuthTestProvider();
  t = await createTestApp({ seeded: false, env: { ...provider.env(), WEB_ORIGIN } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The next= the start path signed into the OAuth state (`base64url(json).signature`). */
function storedNext(run: SignInRun): string | undefined {
  const state = new URL(String(run.start.headers.location)).searchParams.get('state') ?? '';
  const payload = JSON.parse(Buffer.from(state.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
    next?: string;
  };
  return payload.next;
}

let addresses = 0;
/** A client address of its own for each sign-in: the table is far more than one person's sign-ins a minute. */
const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/**
 * One sign-in with a hostile next=: the start path stores nothing off-site, and the callback's
 * Location (signed in, or with the login error marker) is on the web origin. A start refused with
 * 400 (a next= past the length limit) redirects nowhere at all.
 */
async function expectNeverOffSite(target: string, platform: LoginPlatform, deny: boolean) {
  provider.setDeny('kakao', deny);
  try {
    const run = await runSignIn(t.app, 'kakao', { query: { next: target, platform }, remoteAddress: nextAddress() });
    if (run.start.statusCode === 400) return;
    expect(run.start.statusCode).toBe(302);
    const stored = storedNext(run);
    if (stored !== undefined) expect(staysOnOurOrigins(stored, t.config.allowedOrigins)).toBe(true);
    expect(run.callback?.statusCode).toBe(302);
    const landing = run.landing?.toString() ?? null;
    expect(landing).not.toBeNull();
    expect(staysOnOurOrigins(landing, t.config.allowedOrigins)).toBe(true);
    // Every row is refused or read as a path on the web origin: none lands on the extension either.
    expect(run.landing?.origin).toBe(WEB_ORIGIN);
    if (deny) {
      expect(run.landing?.searchParams.get(LOGIN_ERROR_PARAM)).toBe('1');
      expect(run.sessionCookie).toBeNull();
    } else {
      expect(await currentUserId(t.app, run.sessionCookie)).toEqual(expect.any(Number));
    }
  } finally {
    provider.setDeny('kakao', false);
  }
}

describe('OAuth next= is parsed, then compared: the hostile table never leaves our origins', () => {
  for (const { name, target } of hostileRedirects(WEB_ORIGIN)) {
    it(`next=${name}: signed in, lands on the web origin`, async () => {
      await expectNeverOffSite(target, 'web', false);
    });
    it(`next=${name}: a failed sign-in returns with ${LOGIN_ERROR_PARAM}=1 on the web origin`, async () => {
      await expectNeverOffSite(target, 'web', true);
    });
  }

  it('GET /api/v1/auth/google?next=/%09/evil.example/x (the reported case) lands on the web home', async () => {
    const run = await runSignIn(t.app, 'google', { query: { next: '/\t/evil.example/x' } });
    expect(storedNext(run)).toBeUndefined();
    expect(run.landing?.toString()).toBe(`${WEB_ORIGIN}/`);
  });

  it('a good next= is stored normalised and landed on', async () => {
    const run = await runSignIn(t.app, 'kakao', { query: { next: '/a/../best?period=weekly' } });
    expect(storedNext(run)).toBe(`${WEB_ORIGIN}/best?period=weekly`);
    expect(run.landing?.toString()).toBe(`${WEB_ORIGIN}/best?period=weekly`);
  });
});

describe("the extension's sign-in return (platform=extension) never leaves our origins", () => {
  for (const { name, target } of hostileRedirects(EXTENSION_ORIGIN)) {
    it(`next=${name}`, async () => {
      await expectNeverOffSite(target, 'extension', false);
    });
  }

  it('the new tab itself is landed on', async () => {
    const next = `${EXTENSION_ORIGIN}/new-tab.html`;
    const run = await runSignIn(t.app, 'kakao', { query: { next, platform: 'extension' } });
    expect(storedNext(run)).toBe(next);
    expect(run.landing?.toString()).toBe(next);
  });
});
