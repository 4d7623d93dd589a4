import {
  API_PATHS,
  APP_VERSION_BANDS,
  COMMUNITY_HANDOFF_VERSION_BAND,
  COPY,
  REDIRECT_LOGIN_PARAMS,
  ROUTES,
} from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import {
  communityHandoffMode,
  redirectLoginUrl,
  runCommunityHandoff,
  type CommunityHandoffMode,
} from '../src/account/community-handoff';
import { sendReferralAfterSignIn } from '../src/account/referral';
import { appVersionBands } from '../src/platform/app-version-bands';
import { createApiClient, type FetchLike } from '../src/api/client';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function fakeApi(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return respond(call);
  };
  return { api: createApiClient({ baseUrl: '', fetch }), calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const WEB = 'https://growday.kr';
const COMMUNITY = 'https://community.growday.kr';

describe('referral after sign-in', () => {
  it('SH-AUTH-08 the extension sends POST /api/v1/auth/referral/invitee', async () => {
    expect(API_PATHS.referralInvitee).toBe('/api/v1/auth/referral/invitee');
    const { api, calls } = fakeApi(() => json(200, { data: { recorded: true } }));
    expect(await sendReferralAfterSignIn(api, { isExtension: true })).toBe(true);
    expect(await sendReferralAfterSignIn(api, { isExtension: true, inviterCode: 'inv-7' })).toBe(true);
    expect(calls).toEqual([
      { url: API_PATHS.referralInvitee, method: 'POST', body: {} },
      { url: API_PATHS.referralInvitee, method: 'POST', body: { inviterCode: 'inv-7' } },
    ]);
  });

  it('SH-AUTH-08 a page that is not the extension sends nothing', async () => {
    const { api, calls } = fakeApi(() => json(200, { data: { recorded: true } }));
    expect(await sendReferralAfterSignIn(api, { isExtension: false })).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('SH-AUTH-09 a referral failure is ignored', async () => {
    for (const respond of [
      () => json(500, { error: { status: 500, code: 'INTERNAL', message: 'x' } }),
      () => json(401, { error: { status: 401, code: 'UNAUTHORIZED', message: 'x' } }),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      const { api, calls } = fakeApi(respond);
      await expect(sendReferralAfterSignIn(api, { isExtension: true })).resolves.toBe(true);
      expect(calls).toHaveLength(1);
    }
  });
});

describe('community hand-off in the reward-app webview', () => {
  const ctx = { pageOrigin: WEB, communityOrigin: COMMUNITY };

  it('picks the version band 2.0.0 or newer for the token hand-off', () => {
    expect(APP_VERSION_BANDS[COMMUNITY_HANDOFF_VERSION_BAND]).toEqual({ min: '2.0.0' });
  });

  it('CC-AUTH-05 cashwalk on a supporting version goes through a community token', () => {
    for (const appVersion of ['2.0.0', '2.3.1', '4.0.0']) {
      expect(communityHandoffMode({ ...ctx, platform: 'cashwalk', versionBands: appVersionBands(appVersion) })).toBe(
        'token',
      );
    }
  });

  it('CC-AUTH-06 cashwalk on an older or unknown version is sent to the community host', () => {
    for (const appVersion of ['1.9.9', '1.0.0', null, 'garbage']) {
      expect(communityHandoffMode({ ...ctx, platform: 'cashwalk', versionBands: appVersionBands(appVersion) })).toBe(
        'communityHost',
      );
    }
  });

  it('no hand-off outside the reward app, or on the community host itself', () => {
    for (const platform of ['web', 'extension', 'timespread'] as const) {
      expect(communityHandoffMode({ ...ctx, platform, versionBands: appVersionBands('3.0.0') })).toBe('none');
    }
    expect(
      communityHandoffMode({
        platform: 'cashwalk',
        versionBands: appVersionBands('3.0.0'),
        pageOrigin: COMMUNITY,
        communityOrigin: `${COMMUNITY}/`,
      }),
    ).toBe('none');
  });

  async function run(
    mode: CommunityHandoffMode,
    respond: () => Response | Promise<Response>,
    redirect = `${WEB}/best`,
  ) {
    const { api, calls } = fakeApi(respond);
    const navigated: string[] = [];
    const alerts: string[] = [];
    const result = await runCommunityHandoff({
      api,
      mode,
      communityOrigin: COMMUNITY,
      redirect,
      navigate: (url) => navigated.push(url),
      alert: (message) => alerts.push(message),
    });
    return { result, calls, navigated, alerts };
  }

  it('CC-AUTH-05 CC-AUTH-07 CC-ROUTE-16 the token (GET /api/v2/auth/community, communityToken) goes to /redirect-login on the community host with the redirect target', async () => {
    const out = await run('token', () => json(200, { data: { communityToken: 'tok-123' } }));
    expect(out.calls.map((c) => [c.method, c.url])).toEqual([['GET', API_PATHS.communityToken]]);
    expect(out.result).toBe('navigated');
    expect(out.alerts).toEqual([]);
    const url = new URL(out.navigated[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${COMMUNITY}${ROUTES.redirectLogin}`);
    expect(url.searchParams.get(REDIRECT_LOGIN_PARAMS.token)).toBe('tok-123');
    expect(url.searchParams.get(REDIRECT_LOGIN_PARAMS.redirect)).toBe(`${WEB}/best`);
    expect(redirectLoginUrl(`${COMMUNITY}/`, 'a b', '/x?y=1')).toBe(
      `${COMMUNITY}/redirect-login?token=a+b&redirect=%2Fx%3Fy%3D1`,
    );
  });

  it('SH-AUTH-12 CC-AUTH-08 a missing community token or a failed fetch alerts 잠시 후 다시 시도해주세요. and stays', async () => {
    expect(COPY.common.tryAgainLater).toBe('잠시 후 다시 시도해주세요.');
    for (const respond of [
      () => json(200, { data: { communityToken: '' } }),
      () => json(200, { data: {} }),
      () => json(200, {}),
      () => json(401, { error: { status: 401, code: 'UNAUTHORIZED', message: 'x' } }),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      const out = await run('token', respond);
      expect(out.result).toBe('failed');
      expect(out.alerts).toEqual([COPY.common.tryAgainLater]);
      expect(out.navigated).toEqual([]);
    }
  });

  it('CC-AUTH-06 an unsupported version goes to the community host without a token call', async () => {
    const home = await run('communityHost', () => json(500, {}));
    expect(home.calls).toEqual([]);
    expect(home.navigated).toEqual([`${COMMUNITY}/`]);
    const path = await run('communityHost', () => json(500, {}), '/best');
    expect(path.navigated).toEqual([`${COMMUNITY}/best`]);
  });

  it('does nothing in mode none', async () => {
    const out = await run('none', () => json(200, { data: { communityToken: 't' } }));
    expect(out).toMatchObject({ result: 'skipped', calls: [], navigated: [], alerts: [] });
  });
});
