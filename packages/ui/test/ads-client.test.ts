import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AD_FAILURE_MESSAGE,
  AD_VIEWABILITY,
  COOKIE,
  type AdInventory,
  type AdMediationGroup,
} from '@growday/contracts';
import { createTestApp, WEB_ORIGIN, type TestApp } from '../../../apps/api/test/helpers/test-app';
import { mulberry32 } from '../../../apps/api/src/db/seed/demo-content/random';
import { createApiClient, type FetchLike } from '../src/api/client';
import { debugAdGroup, inventoryFor, loadAd, takePreloadedAd } from '../src/ads/ad-loader';
import { listAdInventories } from '../src/ads/ads-api';
import { pickMediationGroup } from '../src/ads/mediation';
import { createNavigationDirection, createVisibilityRefreshGuard, pageAdScreen } from '../src/ads/page-ad-rules';
import { preloadAds, waitForPreloadedAds } from '../src/ads/preload';
import { createViewabilityTimer } from '../src/ads/viewability';

/**
 * The ads client against the real API (buildApp on PGlite, reached through inject). Failure paths
 * make that one request fail: a refused request id (400) or a fetch that cannot connect.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** An API client answered by the real app; `calls` records each request's path and query. */
function client(opts: { failPath?: string } = {}) {
  const calls: URL[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://api.test');
    calls.push(url);
    if (opts.failPath && url.pathname === opts.failPath) throw new TypeError('Failed to fetch');
    const method = (init?.method ?? 'GET') as 'GET' | 'POST';
    const res = await t.app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: { ...(init?.headers as Record<string, string>), origin: WEB_ORIGIN },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  return { api: createApiClient({ baseUrl: '', fetch }), calls };
}

const group = (id: string, ratio: number): AdMediationGroup => ({
  id,
  ratio,
  firstItem: {
    supplier: 'house',
    supplierUnitId: 'news',
    format: 'power-link',
    size: '320x100',
    nudgeUnitId: '',
    pageSize: 1,
    keywordGroup: 'default',
  },
});

async function inventory(id: string): Promise<AdInventory> {
  const found = (await listAdInventories(client().api)).find((i) => i.inventoryId === id);
  if (!found) throw new Error(`no inventory ${id}`);
  return found;
}

describe('mediation group choice', () => {
  it('SH-ADS-07 the group is drawn by weighted random on ratio: 10,000 seeded draws within 2 percentage points', () => {
    const groups = [group('a', 60), group('b', 30), group('c', 10), group('never', 0)];
    const random = mulberry32(20261124);
    const counts = new Map<string, number>();
    const draws = 10_000;
    for (let i = 0; i < draws; i += 1) {
      const picked = pickMediationGroup(groups, random);
      counts.set(picked!.id, (counts.get(picked!.id) ?? 0) + 1);
    }
    for (const g of groups) {
      const share = (counts.get(g.id) ?? 0) / draws;
      expect(Math.abs(share - g.ratio / 100), `${g.id}: ${share}`).toBeLessThanOrEqual(0.02);
    }
    expect(counts.get('never')).toBeUndefined();
    // The draw follows the random source: the bottom of [0, 1) is the first group, the top the last.
    expect(pickMediationGroup(groups, () => 0)?.id).toBe('a');
    expect(pickMediationGroup(groups, () => 0.95)?.id).toBe('c');
    expect(pickMediationGroup([group('z', 0)], () => 0.5)).toBeNull();
  });

  it('SH-ADS-08 the debug cookie forces a group, even one of ratio 0; a name of no group is ignored', async () => {
    const groups = [group('a', 100), group('debug-only', 0)];
    expect(pickMediationGroup(groups, () => 0, 'debug-only')?.id).toBe('debug-only');
    expect(pickMediationGroup(groups, () => 0, 'missing')?.id).toBe('a');
    // In the browser the cookie is read from document.cookie.
    vi.stubGlobal('document', { cookie: `other=1; ${COOKIE.adDebugGroup}=house-news-feed` });
    try {
      expect(debugAdGroup()).toBe('house-news-feed');
      const news = await inventory('news-bottom');
      const { api, calls } = client();
      const loaded = await loadAd({ api, inventory: news, random: () => 0 });
      expect(loaded?.groupId).toBe('house-news-feed');
      expect(calls.at(-1)?.searchParams.get('channel')).toBe('feed');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('loading an ad', () => {
  it('SH-ADS-06 the power-link call carries requestId, channel, pageSize and keywordGroup', async () => {
    const { api, calls } = client();
    const loaded = await loadAd({ api, inventory: await inventory('post-modal-bottom'), forcedGroupId: null });
    expect(loaded?.ad.title).toBeTruthy();
    const call = calls.at(-1)!;
    expect(call.pathname).toBe('/api/v1/ads/power-link');
    expect(call.searchParams.get('requestId')).toMatch(/^[0-9a-f]{32}$/);
    expect(call.searchParams.get('channel')).toBe('feed');
    expect(call.searchParams.get('pageSize')).toBe('1');
    expect(call.searchParams.get('keywordGroup')).toBe('default');
    expect(call.searchParams.get('inventoryId')).toBe('post-modal-bottom');
    expect(loaded?.requestId).toBe(call.searchParams.get('requestId'));
  });

  it('SH-ADS-09 SH-ADS-11 an empty list is a failure, reported once with its message', async () => {
    const empty: AdInventory = {
      ...(await inventory('search-bottom')),
      mediationGroups: [
        { ...group('empty', 1), firstItem: { ...group('empty', 1).firstItem, keywordGroup: 'nobody' } },
      ],
    };
    const failures: string[] = [];
    const loaded = await loadAd({
      api: client().api,
      inventory: empty,
      forcedGroupId: null,
      onFailed: (m) => failures.push(m),
    });
    expect(loaded).toBeNull();
    expect(failures).toEqual([AD_FAILURE_MESSAGE.empty]);
  });

  it('SH-ADS-10 a request error is ignored: no ad, no failure report, no throw', async () => {
    const news = await inventory('news-bottom');
    const failures: string[] = [];
    // The API refuses the request (400: a malformed request id) ...
    await expect(
      loadAd({
        api: client().api,
        inventory: news,
        forcedGroupId: null,
        requestId: 'no!',
        onFailed: (m) => failures.push(m),
      }),
    ).resolves.toBeNull();
    // ... or the connection fails.
    const { api, calls } = client({ failPath: '/api/v1/ads/power-link' });
    await expect(
      loadAd({ api, inventory: news, forcedGroupId: null, onFailed: (m) => failures.push(m) }),
    ).resolves.toBeNull();
    expect(calls.at(-1)?.pathname).toBe('/api/v1/ads/power-link');
    expect(failures).toEqual([]);
  });

  it('SH-ADS-01 the news preload requests the first item of each news inventory and hands it to the slot', async () => {
    const { api, calls } = client();
    expect(preloadAds()).toEqual([]);
    const requests = preloadAds(api, 'news');
    expect(requests).toHaveLength(1);
    await expect(waitForPreloadedAds(requests)).resolves.toBe('settled');
    expect(calls.filter((c) => c.pathname === '/api/v1/ads/power-link')).toHaveLength(1);
    const preloaded = await takePreloadedAd('news-bottom');
    expect(preloaded?.inventoryId).toBe('news-bottom');
    // Taken once: the next slot loads its own.
    expect(takePreloadedAd('news-bottom')).toBeNull();
    expect((await inventoryFor(api, 'news'))?.inventoryId).toBe('news-bottom');
  });
});

describe('CC-ADS-01 viewability', () => {
  it('CC-ADS-01 counts once half the ad stayed visible for 1 second; scrolled past at once, never', () => {
    vi.useFakeTimers();
    expect(AD_VIEWABILITY).toEqual({ visibleRatio: 0.5, durationMs: 1000 });
    let viewed = 0;
    const timer = createViewabilityTimer(() => (viewed += 1));
    timer.update(0.49);
    vi.advanceTimersByTime(2000);
    expect(viewed).toBe(0);
    timer.update(0.5);
    vi.advanceTimersByTime(999);
    expect(viewed).toBe(0);
    vi.advanceTimersByTime(1);
    expect(viewed).toBe(1);
    timer.update(0);
    timer.update(1);
    vi.advanceTimersByTime(5000);
    expect(viewed).toBe(1);

    let passed = 0;
    const scrolled = createViewabilityTimer(() => (passed += 1));
    scrolled.update(0.8);
    vi.advanceTimersByTime(300);
    scrolled.update(0);
    vi.advanceTimersByTime(5000);
    expect(passed).toBe(0);
    // Back in view, the second starts over.
    scrolled.update(0.6);
    vi.advanceTimersByTime(700);
    scrolled.update(0.2);
    scrolled.update(0.6);
    vi.advanceTimersByTime(700);
    expect(passed).toBe(0);
    vi.advanceTimersByTime(300);
    expect(passed).toBe(1);
    scrolled.dispose();
  });
});

describe('page ads', () => {
  it('SH-ADS-03 /news and /search carry an ad in the native apps from 2.0.0, requested only when not going back', () => {
    const app = { platform: 'cashwalk' as const, appVersion: '2.0.0' };
    expect(pageAdScreen('/news', app)).toBe('news');
    expect(pageAdScreen('/news/12', app)).toBe('news');
    expect(pageAdScreen('/search', { platform: 'timespread', appVersion: '3.1.0' })).toBe('search');
    expect(pageAdScreen('/newsletter', app)).toBeNull();
    expect(pageAdScreen('/best', app)).toBeNull();
    expect(pageAdScreen('/news', { platform: 'cashwalk', appVersion: '1.9.9' })).toBeNull();
    expect(pageAdScreen('/news', { platform: 'cashwalk', appVersion: null })).toBeNull();
    expect(pageAdScreen('/news', { platform: 'web', appVersion: '2.0.0' })).toBeNull();

    const direction = createNavigationDirection(false);
    expect(direction.pageChanged('/news')).toBe(false);
    expect(direction.pageChanged('/news')).toBe(false);
    expect(direction.pageChanged('/best')).toBe(false);
    direction.popstate('/news');
    expect(direction.pageChanged('/news')).toBe(true);
    // Asked again for the same page, the same answer.
    expect(direction.pageChanged('/news')).toBe(true);
    expect(direction.pageChanged('/search')).toBe(false);
    // A document loaded from history starts backward.
    expect(createNavigationDirection(true).pageChanged('/news')).toBe(true);
  });

  it('SH-ADS-03 SH-ADS-04 closing a post opened from the list (Back from /news/{id} to /news) is not navigating backward', () => {
    const direction = createNavigationDirection(false);
    expect(direction.pageChanged('/news')).toBe(false);
    expect(direction.pageChanged('/news/358')).toBe(false);
    direction.popstate('/news');
    expect(direction.pageChanged('/news')).toBe(false);
    // Forward again into the post is a history move to a page not above the last one: backward.
    direction.popstate('/news/358');
    expect(direction.pageChanged('/news/358')).toBe(true);
    // Back to /news from another section is still backward; so is Back from a lookalike path.
    expect(direction.pageChanged('/best')).toBe(false);
    direction.popstate('/news');
    expect(direction.pageChanged('/news')).toBe(true);
    expect(direction.pageChanged('/newsroom')).toBe(false);
    direction.popstate('/news');
    expect(direction.pageChanged('/news')).toBe(true);
  });

  it('SH-ADS-05 an iOS refresh on visibility change is allowed once per page visit', () => {
    const guard = createVisibilityRefreshGuard();
    expect(guard.allow('1')).toBe(true);
    expect(guard.allow('1')).toBe(false);
    expect(guard.allow('2')).toBe(true);
  });
});
