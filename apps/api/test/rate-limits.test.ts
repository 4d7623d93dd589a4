import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  apiPath,
  COPY,
  ERROR_CODE,
  errorEnvelopeSchema,
  RATE_LIMITS,
  REQUEST_ID_HEADER,
  type RateLimitName,
} from '@growday/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
interface Caller {
  /** A session cookie, or none (signed out). */
  cookie?: string;
  /** The TCP peer (inject's remoteAddress). */
  address: string;
  headers?: Record<string, string>;
}

/**
 * One request of each limited route. What it answers does not matter (a 404, a 503 for a provider
 * without credentials): the limit counts before the handler, so only 429 or not is asserted.
 */
const CALLS: Record<RateLimitName, { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> = {
  oauthStart: { method: 'GET', url: `${API_PATHS.googleLogin}?next=/` },
  oauthCallback: { method: 'GET', url: `${API_PATHS.githubCallback}?code=x&state=y` },
  communityToken: { method: 'GET', url: API_PATHS.communityToken },
  communityExchange: { method: 'POST', url: API_PATHS.communitySession, payload: { token: 'not-a-token' } },
  commentCreate: { method: 'POST', url: API_PATHS.comments, payload: { postId: 999_999, text: 'hello' } },
  commentReaction: { method: 'POST', url: apiPath('commentLike', { commentId: 999_999 }) },
  commentReport: {
    method: 'POST',
    url: apiPath('commentReport', { commentId: 999_999 }),
    payload: { reason: 'spam' },
  },
  userBlock: { method: 'POST', url: `${apiPath('userBlock', { userId: 999_999 })}?block=true`, payload: {} },
  profileUpdate: { method: 'PUT', url: API_PATHS.currentUser },
  graphql: { method: 'POST', url: API_PATHS.graphql, payload: { query: '{ __typename }' } },
  search: { method: 'GET', url: `${API_PATHS.searchPosts}?query=%25` },
  keywords: { method: 'GET', url: `${API_PATHS.keywords}?prefix=%EB%A6%AC` },
  imageResize: { method: 'GET', url: `${API_PATHS.resizeImage}?url=/nowhere.png&w=1&h=1` },
  cashToken: { method: 'POST', url: `${API_PATHS.cashToken}?tabId=1` },
  cashPick: { method: 'POST', url: `${API_PATHS.cashPick}?token=${'x'.repeat(43)}&tabId=1` },
  rewardInstall: { method: 'POST', url: API_PATHS.rewardInstall },
  communityWrite: {
    method: 'POST',
    url: API_PATHS.communityPosts,
    payload: { title: 'limit', body: 'limit', categoryId: 999_999 },
  },
  communityPreview: { method: 'POST', url: API_PATHS.communityPreview, payload: { body: 'limit' } },
  communityImage: { method: 'POST', url: API_PATHS.communityImages },
  communityVote: { method: 'PUT', url: apiPath('communityPostVote', { id: 999_999 }), payload: { vote: 'up' } },
  communityReport: {
    method: 'POST',
    url: apiPath('communityPostReport', { id: 999_999 }),
    payload: { reportType: 'ETC' },
  },
  postIgnore: { method: 'POST', url: API_PATHS.ignorePost, payload: { postId: 999_999 } },
  postCardClick: { method: 'POST', url: apiPath('clickPostCard', { postId: 999_999 }) },
  admin: { method: 'GET', url: API_PATHS.adminAudit },
  analyticsEvents: { method: 'POST', url: API_PATHS.analyticsEvents, payload: { events: [] } },
  analyticsRecordings: { method: 'POST', url: API_PATHS.analyticsRecordings, payload: { events: [] } },
  adRequest: {
    method: 'GET',
    url: `${API_PATHS.adRequest}?requestId=limit-test&channel=news&pageSize=1&keywordGroup=default`,
  },
  adImpression: {
    method: 'POST',
    url: apiPath('adImpression', { creativeId: 999_999 }),
    payload: { serveToken: `${'a'.repeat(20)}.${'b'.repeat(43)}` },
  },
  adClick: {
    method: 'GET',
    url: `${apiPath('adClick', { creativeId: 999_999 })}?serveToken=${'a'.repeat(20)}.${'b'.repeat(43)}`,
  },
};

function call(name: RateLimitName, caller: Caller): Promise<Res> {
  const { method, url, payload } = CALLS[name];
  return t.app.inject({
    method,
    url,
    remoteAddress: caller.address,
    headers: {
      ...(method === 'GET' ? {} : { origin: WEB_ORIGIN }),
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...caller.headers,
    },
    ...(payload ? { payload } : {}),
  });
}

/** `count` calls, each asserted to pass the limit. */
async function callUnder(name: RateLimitName, count: number, caller: Caller) {
  for (let i = 0; i < count; i += 1) {
    const res = await call(name, caller);
    expect(res.statusCode, `${name} call ${i + 1}: ${res.body}`).not.toBe(429);
  }
}

function expectLimited(res: Res, name: RateLimitName, windowSeconds: number) {
  expect(res.statusCode, `${name}: ${res.body}`).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(errorEnvelopeSchema.parse(res.json())).toEqual({
    error: {
      status: 429,
      code: ERROR_CODE.rateLimited,
      message: COPY.errors.rateLimited,
      requestId: res.headers[REQUEST_ID_HEADER],
    },
  });
}

let addressSeq = 0;
/** A fresh documentation address (198.51.100.0/24, TEST-NET-2) for each scenario. */
const freshAddress = () => `198.51.100.${(addressSeq += 1)}`;
let userSeq = 0;
const freshUser = () => signIn(t.app, `limit_user_${(userSeq += 1)}`);

const NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

describe('abuse limits per user', () => {
  for (const name of NAMES) {
    const { perUser } = RATE_LIMITS[name];
    if (!perUser) continue;
    it(`${name}: call ${perUser.max + 1} of one user answers 429 with Retry-After; another user is unaffected`, async () => {
      const address = freshAddress();
      const cookie = await freshUser();
      await callUnder(name, perUser.max, { cookie, address });
      expectLimited(await call(name, { cookie, address }), name, perUser.windowSeconds);
      // The same user from another address is still over (the count follows the user) ...
      expectLimited(await call(name, { cookie, address: freshAddress() }), name, perUser.windowSeconds);
      // ... while another user on the first address is not.
      expect((await call(name, { cookie: await freshUser(), address })).statusCode).not.toBe(429);
    });
  }
});

describe('abuse limits for a signed-out visitor', () => {
  for (const name of NAMES) {
    const { perAddress, perUser } = RATE_LIMITS[name];
    if (!perUser) continue;
    it(`${name}: signed out, only the address is counted: ${perUser.max + 1} calls pass, call ${perAddress.max + 1} answers 429`, async () => {
      // Everyone signed out behind one office address must not share one person's allowance.
      const address = freshAddress();
      await callUnder(name, perAddress.max, { address });
      expectLimited(await call(name, { address }), name, perAddress.windowSeconds);
      // A user signed in on that address is still over: the address count is everyone's.
      expectLimited(await call(name, { cookie: await freshUser(), address }), name, perAddress.windowSeconds);
    });
  }
});

describe('abuse limits per address', () => {
  for (const name of NAMES) {
    const { perAddress, perUser } = RATE_LIMITS[name];
    it(`${name}: call ${perAddress.max + 1} from one address answers 429 whoever asks; another address is unaffected`, async () => {
      const address = freshAddress();
      // Spread over enough users that no single user reaches the per-user limit first.
      const perCaller = perUser ? perUser.max : perAddress.max;
      let left = perAddress.max;
      while (left > 0) {
        const cookie = perUser ? await freshUser() : undefined;
        const n = Math.min(left, perCaller);
        await callUnder(name, n, { cookie, address });
        left -= n;
      }
      const fresh = perUser ? await freshUser() : undefined;
      expectLimited(await call(name, { cookie: fresh, address }), name, perAddress.windowSeconds);
      expect((await call(name, { cookie: fresh, address: freshAddress() })).statusCode).not.toBe(429);
    });
  }
});

describe('abuse limit windows', () => {
  it('the count starts again once the window has passed on the app clock, and not before', async () => {
    const name = 'commentReport';
    const { perUser } = RATE_LIMITS[name];
    const caller = { cookie: await freshUser(), address: freshAddress() };
    await callUnder(name, perUser.max, caller);
    expectLimited(await call(name, caller), name, perUser.windowSeconds);
    t.clock.advance(perUser.windowSeconds * 1000 - 1000);
    const waiting = await call(name, caller);
    expectLimited(waiting, name, perUser.windowSeconds);
    expect(Number(waiting.headers['retry-after'])).toBe(1);
    t.clock.advance(1000);
    await callUnder(name, perUser.max, caller);
    expectLimited(await call(name, caller), name, perUser.windowSeconds);
  });

  it('dev sign-in is never limited', async () => {
    for (let i = 0; i < 200; i += 1) await signIn(t.app, `limit_dev_${i % 3}`);
  });

  it('an unlimited route carries no limit (the session check answers many times)', async () => {
    const address = freshAddress();
    for (let i = 0; i < 700; i += 1) {
      const res = await t.app.inject({ url: API_PATHS.authState, remoteAddress: address });
      expect(res.statusCode).not.toBe(429);
    }
  });
});

describe('abuse limits in the OpenAPI document', () => {
  type Operations = Record<string, { responses?: Record<string, unknown> }>;
  it('every limited operation lists its 429; an unlimited one does not', async () => {
    const doc = (await t.app.inject({ url: API_PATHS.openapi })).json() as { paths: Record<string, Operations> };
    // The document's path templates ({commentId}) against the concrete addresses the calls use.
    const operation = (method: string, url: string) => {
      const pathname = new URL(url, 'http://x').pathname;
      const entry = Object.entries(doc.paths).find(([template]) =>
        new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname),
      );
      return entry?.[1][method.toLowerCase()];
    };
    const documented = Object.entries(CALLS).filter(([, c]) => operation(c.method, c.url) !== undefined);
    // GraphQL is documented by its own schema, not here; every other limited route is in the document.
    expect(documented.length).toBeGreaterThanOrEqual(Object.keys(CALLS).length - 1);
    for (const [name, c] of documented) {
      expect(Object.keys(operation(c.method, c.url)?.responses ?? {}), name).toContain('429');
    }
    expect(Object.keys(operation('GET', API_PATHS.authState)?.responses ?? {})).not.toContain('429');
  });
});

describe('the client address (TRUST_PROXY)', () => {
  it('with the default TRUST_PROXY a non-loopback peer is keyed on its socket address, whatever X-Forwarded-For says', async () => {
    const name = 'commentReport';
    const { perAddress } = RATE_LIMITS[name];
    const address = '203.0.113.7';
    // Signed out, only the address is counted: rotating X-Forwarded-For must not reset it.
    for (let i = 0; i < perAddress.max; i += 1) {
      const res = await call(name, { address, headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } });
      expect(res.statusCode).not.toBe(429);
    }
    expectLimited(
      await call(name, { address, headers: { 'x-forwarded-for': '192.0.2.250' } }),
      name,
      perAddress.windowSeconds,
    );
  });

  it('the loopback proxy (the website) is believed: each forwarded client has its own count', async () => {
    const name = 'commentReport';
    const { perAddress } = RATE_LIMITS[name];
    const viaWebsite = (client: string) => ({ address: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    await callUnder(name, perAddress.max, viaWebsite('192.0.2.77'));
    expectLimited(await call(name, viaWebsite('192.0.2.77')), name, perAddress.windowSeconds);
    expect((await call(name, viaWebsite('192.0.2.78'))).statusCode).not.toBe(429);
  });

  it('TRUST_PROXY names other proxies; then loopback is a client like any other', async () => {
    const other = await createTestApp({ seeded: false, env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      const res = await other.app.inject({
        url: API_PATHS.authState,
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '192.0.2.9' },
      });
      expect(res.statusCode).toBe(200);
      const name = 'commentReport';
      const { perAddress } = RATE_LIMITS[name];
      const send = (client: string, address: string) =>
        other.app.inject({
          method: 'POST',
          url: CALLS[name].url,
          remoteAddress: address,
          headers: { origin: WEB_ORIGIN, 'x-forwarded-for': client },
          payload: CALLS[name].payload,
        });
      for (let i = 0; i < perAddress.max; i += 1)
        expect((await send(`192.0.2.${i % 200}`, '127.0.0.1')).statusCode).not.toBe(429);
      expect((await send('192.0.2.200', '127.0.0.1')).statusCode).toBe(429);
      // Through the named proxy, the forwarded address counts.
      expect((await send('192.0.2.201', '10.1.2.3')).statusCode).not.toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('TRUST_PROXY and RATE_LIMIT_STORE settings', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
      return [];
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
  };

  it('default to loopback proxies and the memory store', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(config.rateLimitStore).toBe('memory');
  });

  it('take addresses, CIDR ranges and proxy-addr range names', () => {
    const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: ' 10.0.0.0/8, fd00::/8,192.0.2.1 ,loopback' });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.1', 'loopback']);
  });

  it.each([
    ['1', 'a hop count'],
    ['10.0.0.0/33', 'a prefix past 32 bits'],
    ['proxy.internal', 'a hostname'],
    [' , ', 'nothing'],
  ])('refuse TRUST_PROXY=%j (%s) with a reason naming the variable', (value) => {
    const problems = problemsOf({ TRUST_PROXY: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('refuse a store that does not exist, and the Redis store without REDIS_URL', () => {
    expect(problemsOf({ RATE_LIMIT_STORE: 'sqlite' }).join('\n')).toMatch(/RATE_LIMIT_STORE must be memory or redis/);
    expect(problemsOf({ RATE_LIMIT_STORE: 'redis' }).join('\n')).toMatch(/RATE_LIMIT_STORE: redis needs REDIS_URL/);
  });

  it('use the Redis store by default once REDIS_URL is set (shared by every API process)', () => {
    expect(loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimitStore).toBe('redis');
    expect(
      loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_STORE: 'memory' }).rateLimitStore,
    ).toBe('memory');
    expect(problemsOf({ REDIS_URL: 'http://127.0.0.1:6379' }).join('\n')).toMatch(
      /REDIS_URL must start with redis:\/\//,
    );
  });
});
