import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AD_CLICK_INFO_COOKIE_MAX_AGE_S,
  AD_DEFAULT_KEYWORD_GROUP,
  API_PATHS,
  COOKIE,
  ERROR_CODE,
  adClickInfoSchema,
  adImpressionSchema,
  adInventorySchema,
  adListSchema,
  apiPath,
  dataSchema,
  errorEnvelopeSchema,
  type AdInventoryBody,
  type ServedAd,
} from '@growday/contracts';
import { z } from 'zod';
import { DEMO_AD_INVENTORIES } from '../src/db/seed/ads';
import { runOpsCommand } from '../src/modules/ops/commands';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ops = (...args: string[]) => runOpsCommand(args, { db: t.database.db, clock: t.clock });
const inventoriesAnswer = dataSchema(z.object({ items: z.array(adInventorySchema) }));

let requestSeq = 0;
async function requestAds(query: Record<string, string>): Promise<Awaited<ReturnType<typeof t.app.inject>>> {
  return t.app.inject({ url: `${API_PATHS.adRequest}?${new URLSearchParams(query)}` });
}
/** One served ad of a fresh request for the channel. */
async function serve(channel = 'feed', inventoryId = 'post-modal-bottom'): Promise<ServedAd> {
  const res = await requestAds({
    requestId: `req-${(requestSeq += 1)}-${Date.now()}`,
    channel,
    pageSize: '1',
    keywordGroup: AD_DEFAULT_KEYWORD_GROUP,
    inventoryId,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [ad] = dataSchema(adListSchema).parse(res.json()).data.ads;
  if (!ad) throw new Error('no ad served');
  return ad;
}
const impression = (creativeId: number, serveToken: string, headers: Record<string, string> = { origin: WEB_ORIGIN }) =>
  t.app.inject({
    method: 'POST',
    url: apiPath('adImpression', { creativeId }),
    headers,
    payload: { serveToken },
  });

describe('ad inventories', () => {
  it('SH-ADS-12 listAdInventories answers inventory id, app name, project, screen, location, tenant and mediation groups', async () => {
    const res = await t.app.inject({ url: API_PATHS.adInventories });
    expect(res.statusCode).toBe(200);
    const items = inventoriesAnswer.parse(res.json()).data.items;
    expect(items.map((i) => i.inventoryId).sort()).toEqual(DEMO_AD_INVENTORIES.map((i) => i.inventoryId).sort());
    const modal = items.find((i) => i.screen === 'post-modal');
    expect(modal).toMatchObject({
      inventoryId: 'post-modal-bottom',
      appName: 'growday-web',
      project: 'growday',
      location: 'detail-bottom',
      tenant: 'growday',
    });
  });

  it('SH-ADS-13 each mediation group carries id, ratio and a first item (supplier, supplier unit id, format, size, nudge unit id)', async () => {
    const items = inventoriesAnswer.parse((await t.app.inject({ url: API_PATHS.adInventories })).json()).data.items;
    const news = items.find((i) => i.inventoryId === 'news-bottom');
    expect(news?.mediationGroups).toEqual([
      {
        id: 'house-news',
        ratio: 80,
        firstItem: {
          supplier: 'house',
          supplierUnitId: 'news',
          format: 'power-link',
          size: '320x100',
          nudgeUnitId: '',
          pageSize: 1,
          keywordGroup: 'default',
        },
      },
      expect.objectContaining({ id: 'house-news-feed', ratio: 20 }),
    ]);
  });

  it('operators add, replace and remove an inventory with npm run ops -- ads; every change is audited', async () => {
    const body: AdInventoryBody = {
      appName: 'growday-app',
      project: 'growday',
      screen: 'search',
      location: 'top',
      tenant: 'growday',
      mediationGroups: [{ ...DEMO_AD_INVENTORIES[2]!.mediationGroups[0]!, id: 'g1', ratio: 3 }],
    };
    expect(await ops('ads', 'set', 'search-top', JSON.stringify(body))).toMatchObject({ ok: true });
    expect((await ops('ads', 'set', 'search-top', JSON.stringify({ ...body, location: 'middle' }))).message).toMatch(
      /^replaced search-top .*search@middle/,
    );
    const listed = await ops('ads', 'list');
    expect(listed.message).toContain(
      'search-top growday-app/growday search@middle tenant=growday groups: g1:3 house/search',
    );
    expect(await ops('ads', 'remove', 'search-top')).toEqual({ ok: true, message: 'removed ad inventory search-top' });
    expect(await ops('ads', 'remove', 'search-top')).toEqual({ ok: false, message: 'no ad inventory search-top' });
    const audit = await t.app.inject({
      url: API_PATHS.adminAudit,
      headers: { cookie: await adminCookie() },
    });
    const actions = (audit.json() as { data: { items: { action: string; targetId: string | null }[] } }).data.items;
    expect(actions.filter((a) => a.targetId === 'search-top').map((a) => a.action)).toEqual([
      'ads.remove',
      'ads.set',
      'ads.set',
    ]);
  });

  it('a malformed inventory definition is refused naming the field, by ops and by the desk', async () => {
    const good = {
      appName: 'a',
      project: 'p',
      screen: 'news',
      location: 'l',
      tenant: 't',
      mediationGroups: [{ ...DEMO_AD_INVENTORIES[1]!.mediationGroups[0]! }],
    };
    const bad = (patch: (g: Record<string, unknown>) => void) => {
      const copy = structuredClone(good) as unknown as { mediationGroups: Record<string, unknown>[] };
      patch(copy.mediationGroups[0]!);
      return JSON.stringify(copy);
    };
    expect(
      (
        await ops(
          'ads',
          'set',
          'x1',
          bad((g) => (g.ratio = -1)),
        )
      ).message,
    ).toMatch(/^refused: mediationGroups\.0\.ratio: /);
    expect(
      (
        await ops(
          'ads',
          'set',
          'x1',
          bad((g) => ((g.firstItem as Record<string, unknown>).size = 'big')),
        )
      ).message,
    ).toMatch(/^refused: mediationGroups\.0\.firstItem\.size: /);
    expect(
      (
        await ops(
          'ads',
          'set',
          'x1',
          bad((g) => ((g.firstItem as Record<string, unknown>).supplier = 'elsewhere')),
        )
      ).message,
    ).toMatch(/^refused: mediationGroups\.0\.firstItem\.supplier: /);
    expect((await ops('ads', 'set', 'x1', JSON.stringify({ ...good, mediationGroups: [] }))).message).toMatch(
      /^refused: mediationGroups: /,
    );
    expect((await ops('ads', 'set', 'Bad Id!', JSON.stringify(good))).message).toMatch(/^inventoryId: /);
    expect((await ops('ads', 'set', 'x1', '{not json')).ok).toBe(false);

    const cookie = await adminCookie();
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: apiPath('adminAdInventory', { inventoryId: 'x1' }),
        headers: { origin: WEB_ORIGIN, cookie },
        payload: payload as object,
      });
    const refused = await put(JSON.parse(bad((g) => (g.ratio = 'lots'))));
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).error.field).toBe('mediationGroups.0.ratio');
    const missing = await put({ ...good, tenant: undefined });
    expect(errorEnvelopeSchema.parse(missing.json()).error.field).toBe('tenant');
    const twice = await put({ ...good, mediationGroups: [good.mediationGroups[0], good.mediationGroups[0]] });
    expect(errorEnvelopeSchema.parse(twice.json()).error.field).toBe('mediationGroups.1.id');
    // Nothing refused was stored.
    const items = inventoriesAnswer.parse((await t.app.inject({ url: API_PATHS.adInventories })).json()).data.items;
    expect(items.some((i) => i.inventoryId === 'x1')).toBe(false);
    // The well-formed one is, and the desk's delete of an unknown id is 404.
    expect((await put(good)).statusCode).toBe(200);
    const del = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: apiPath('adminAdInventory', { inventoryId: id }),
        headers: { origin: WEB_ORIGIN, cookie },
      });
    expect((await del('x1')).statusCode).toBe(200);
    expect((await del('x1')).statusCode).toBe(404);
  });

  it('the desk routes are for admins only', async () => {
    const member = await signIn(t.app, 'ads_member');
    expect((await t.app.inject({ url: API_PATHS.adminAdInventories })).statusCode).toBe(401);
    expect((await t.app.inject({ url: API_PATHS.adminAdInventories, headers: { cookie: member } })).statusCode).toBe(
      403,
    );
  });
});

let admin: string | null = null;
async function adminCookie(): Promise<string> {
  if (admin) return admin;
  await signIn(t.app, 'ads_admin');
  await ops('users', 'grant-admin', 'ads_admin');
  admin = await signIn(t.app, 'ads_admin');
  return admin;
}

describe('requestAds: the house supplier', () => {
  it('SH-ADS-06 a power-link call takes requestId, channel, pageSize and keywordGroup', async () => {
    const res = await requestAds({ requestId: 'abcdefgh1', channel: 'search', pageSize: '2', keywordGroup: 'default' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = dataSchema(adListSchema).parse(res.json()).data;
    expect(list.requestId).toBe('abcdefgh1');
    expect(list.ads).toHaveLength(2);
    for (const ad of list.ads) {
      expect(ad.title.length).toBeGreaterThan(0);
      expect(ad.clickUrl).toMatch(new RegExp(`^/api/v1/ads/${ad.creativeId}/click\\?serveToken=`));
    }
    for (const missing of ['requestId', 'channel', 'pageSize', 'keywordGroup']) {
      const query = { requestId: 'abcdefgh1', channel: 'search', pageSize: '1', keywordGroup: 'default' };
      delete (query as Record<string, string>)[missing];
      const refused = await requestAds(query);
      expect(refused.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(refused.json()).error.field).toBe(missing);
    }
    const tooMany = await requestAds({
      requestId: 'abcdefgh1',
      channel: 'news',
      pageSize: '6',
      keywordGroup: 'default',
    });
    expect(errorEnvelopeSchema.parse(tooMany.json()).error.field).toBe('pageSize');
  });

  it('demo creatives serve under the keyword group default for news, search and feed; another group answers an empty list', async () => {
    for (const channel of ['news', 'search', 'feed']) {
      const res = await requestAds({ requestId: 'abcdefgh2', channel, pageSize: '5', keywordGroup: 'default' });
      expect(dataSchema(adListSchema).parse(res.json()).data.ads.length, channel).toBeGreaterThan(0);
    }
    const none = await requestAds({ requestId: 'abcdefgh3', channel: 'news', pageSize: '5', keywordGroup: 'nobody' });
    expect(dataSchema(adListSchema).parse(none.json()).data.ads).toEqual([]);
  });

  it('a creative serves only between its start and end', async () => {
    const added = await ops(
      'ads',
      'creative-add',
      JSON.stringify({
        title: '기간 한정',
        image: 'demo/sources/codesoop.svg',
        targetUrl: 'https://example.org/limited',
        channels: ['news'],
        keywordGroups: ['limited'],
        startsAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
        endsAt: new Date(t.clock.now().getTime() + 120_000).toISOString(),
      }),
    );
    expect(added.ok).toBe(true);
    const count = async () =>
      dataSchema(adListSchema).parse(
        (await requestAds({ requestId: 'abcdefgh4', channel: 'news', pageSize: '5', keywordGroup: 'limited' })).json(),
      ).data.ads.length;
    expect(await count()).toBe(0);
    t.clock.advance(60_000);
    expect(await count()).toBe(1);
    t.clock.advance(60_000);
    expect(await count()).toBe(0);
    const id = Number(/#(\d+)/.exec(added.message)?.[1]);
    expect(await ops('ads', 'creative-end', String(id))).toEqual({ ok: true, message: `creative #${id} ended` });
    expect((await ops('ads', 'creative-add', JSON.stringify({ title: 'x' }))).message).toMatch(/^refused: image: /);
    expect(
      (
        await ops(
          'ads',
          'creative-add',
          JSON.stringify({
            title: 'x',
            image: 'demo/a.svg',
            targetUrl: '//evil.example',
            channels: ['news'],
            keywordGroups: ['x'],
            startsAt: '2026-01-01',
            endsAt: '2027-01-01',
          }),
        )
      ).message,
    ).toMatch(/^refused: targetUrl: /);
  });
});

describe('recordAdImpression', () => {
  it('counts once per served ad; a repeat answers counted: false', async () => {
    const ad = await serve();
    const first = await impression(ad.creativeId, ad.serveToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(dataSchema(adImpressionSchema).parse(first.json()).data).toEqual({ counted: true });
    for (let i = 0; i < 3; i += 1) {
      expect(
        dataSchema(adImpressionSchema).parse((await impression(ad.creativeId, ad.serveToken)).json()).data,
      ).toEqual({ counted: false });
    }
    // Another request of the same creative is another impression.
    const again = await serve();
    if (again.creativeId === ad.creativeId) {
      expect(
        dataSchema(adImpressionSchema).parse((await impression(again.creativeId, again.serveToken)).json()).data,
      ).toEqual({ counted: true });
    }
    const stats = await ops('ads', 'list', 'creatives');
    expect(stats.message).toMatch(new RegExp(`#${ad.creativeId} live .* impressions=[1-9]`));
  });

  it('ten at once count one', async () => {
    const ad = await serve();
    const answers = await Promise.all(Array.from({ length: 10 }, () => impression(ad.creativeId, ad.serveToken)));
    const counted = answers.map((r) => dataSchema(adImpressionSchema).parse(r.json()).data.counted);
    expect(counted.filter(Boolean)).toHaveLength(1);
  });

  it('an unknown creative answers 404; a forged, altered or other creative token 403', async () => {
    const ad = await serve();
    expect((await impression(999_999, ad.serveToken)).statusCode).toBe(404);
    const [payload, signature] = ad.serveToken.split('.') as [string, string];
    const forged = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forgedRes = await impression(ad.creativeId, forged);
    expect(forgedRes.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(forgedRes.json()).error.code).toBe(ERROR_CODE.adTokenInvalid);
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), r: 'someone-else' }),
    ).toString('base64url');
    expect((await impression(ad.creativeId, `${altered}.${signature}`)).statusCode).toBe(403);
    // The token of one creative does not count another's impression.
    const otherId = ad.creativeId === 1 ? 2 : 1;
    expect((await impression(otherId, ad.serveToken)).statusCode).toBe(403);
    expect((await impression(ad.creativeId, 'nonsense')).statusCode).toBe(400);
  });

  it('an expired serve token counts nothing', async () => {
    const ad = await serve();
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await impression(ad.creativeId, ad.serveToken)).statusCode).toBe(403);
  });

  it('from another site (Origin not allowed) it is refused before anything counts', async () => {
    const ad = await serve();
    const res = await impression(ad.creativeId, ad.serveToken, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe(ERROR_CODE.originNotAllowed);
    expect(dataSchema(adImpressionSchema).parse((await impression(ad.creativeId, ad.serveToken)).json()).data).toEqual({
      counted: true,
    });
  });
});

describe('clickAd', () => {
  const click = (url: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    t.app.inject({ url, headers });

  it('SH-ADS-14 the redirect counts the click, keeps the target, and stores the click info with project and app in a cookie for 30 s', async () => {
    const ad = await serve('feed', 'post-modal-bottom');
    const res = await click(ad.clickUrl);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\/(best|news|post)$/);
    const cookie = res.cookies.find((c) => c.name === COOKIE.adClickInfo);
    expect(cookie?.maxAge).toBe(AD_CLICK_INFO_COOKIE_MAX_AGE_S);
    expect(AD_CLICK_INFO_COOKIE_MAX_AGE_S).toBe(30);
    expect(cookie?.path).toBe('/');
    const info = adClickInfoSchema.parse(JSON.parse(decodeURIComponent(cookie!.value)));
    expect(info).toMatchObject({ creativeId: ad.creativeId, project: 'growday', app: 'growday-web', channel: 'feed' });
    expect(info.inventoryId).toBe('post-modal-bottom');
    const stats = async () =>
      Number(
        new RegExp(`#${ad.creativeId} .* clicks=(\\d+)`).exec((await ops('ads', 'list', 'creatives')).message)?.[1],
      );
    const before = await stats();
    // Repeats still land on the target but count nothing more.
    const repeat = await click(ad.clickUrl);
    expect(repeat.statusCode).toBe(302);
    expect(repeat.headers.location).toBe(res.headers.location);
    expect(await stats()).toBe(before);
  });

  it('the redirect only goes to the stored target: no parameter steers it (no open redirect)', async () => {
    const ad = await serve('news', 'news-bottom');
    const stored = (await click(ad.clickUrl)).headers.location;
    for (const extra of [
      'target=https://evil.example',
      'url=//evil.example',
      'redirect=https://evil.example',
      'next=/x',
    ]) {
      const res = await click(`${ad.clickUrl}&${extra}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(stored);
    }
    // A token of another creative or a forged one still goes only to this creative's target, uncounted.
    const forged = await click(
      `${apiPath('adClick', { creativeId: ad.creativeId })}?serveToken=${'a'.repeat(20)}.${'b'.repeat(43)}`,
    );
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe(stored);
    expect(forged.cookies.find((c) => c.name === COOKIE.adClickInfo)).toBeUndefined();
  });

  it('an unknown creative answers 404; a link from another site lands but counts nothing', async () => {
    const ad = await serve('search', 'search-bottom');
    expect((await click(`${apiPath('adClick', { creativeId: 999_999 })}?serveToken=${ad.serveToken}`)).statusCode).toBe(
      404,
    );
    const cross = await click(ad.clickUrl, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(302);
    expect(cross.cookies.find((c) => c.name === COOKIE.adClickInfo)).toBeUndefined();
    // The same ad clicked from our own page afterwards still counts (the cross-site one did not use it up).
    const own = await click(ad.clickUrl);
    expect(own.cookies.find((c) => c.name === COOKIE.adClickInfo)).toBeDefined();
  });
});
