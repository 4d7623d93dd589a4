import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  ERROR_CODE,
  RATE_LIMITS,
  adListSchema,
  adminAdCreativeListSchema,
  adminAdCreativeSchema,
  adminAuditListSchema,
  apiPath,
  dataSchema,
  errorEnvelopeSchema,
  type AdminAdCreative,
  type AdminAdCreativeBody,
} from '@growday/contracts';
import { runOpsCommand } from '../src/modules/ops/commands';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  await signIn(t.app, 'creative_admin');
  await runOpsCommand(['users', 'grant-admin', 'creative_admin'], { db: t.database.db, clock: t.clock });
  admin = await signIn(t.app, 'creative_admin');
  member = await signIn(t.app, 'creative_member');
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const listAnswer = dataSchema(adminAdCreativeListSchema);
const oneAnswer = dataSchema(adminAdCreativeSchema);

const send = (method: 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { origin: WEB_ORIGIN, cookie: admin, ...headers },
    ...(payload ? { payload } : {}),
  });
const list = async (): Promise<AdminAdCreative[]> =>
  listAnswer.parse((await t.app.inject({ url: API_PATHS.adminAdCreatives, headers: { cookie: admin } })).json()).data
    .items;
const field = (res: Res) => errorEnvelopeSchema.parse(res.json()).error.field;

const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
function body(keywordGroup: string, patch: Partial<AdminAdCreativeBody> = {}): AdminAdCreativeBody {
  return {
    title: '데스크에서 만든 광고',
    image: 'demo/sources/codesoop.svg',
    targetUrl: 'https://example.org/desk',
    channels: ['news'],
    keywordGroups: [keywordGroup],
    startsAt: inMinutes(-1),
    endsAt: inMinutes(60 * 24),
    ...patch,
  };
}
/** How many ads the house supplier serves for the keyword group on the news channel right now. */
async function served(keywordGroup: string) {
  const res = await t.app.inject({
    url: `${API_PATHS.adRequest}?${new URLSearchParams({ requestId: `desk-${Date.now()}`, channel: 'news', pageSize: '5', keywordGroup })}`,
  });
  return dataSchema(adListSchema).parse(res.json()).data.ads;
}
async function auditOf(id: number) {
  const res = await t.app.inject({ url: API_PATHS.adminAudit, headers: { cookie: admin } });
  return dataSchema(adminAuditListSchema)
    .parse(res.json())
    .data.items.filter((e) => e.targetType === 'ads' && e.targetId === String(id));
}

describe('house-ad creatives on the operator desk', () => {
  it('lists every creative with whether it serves now and its counts (the seeded demo creatives are live)', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThan(0);
    const demo = items.filter((c) => c.keywordGroups.includes('default'));
    expect(demo.length).toBeGreaterThan(0);
    for (const c of demo) expect(c).toMatchObject({ live: true, impressions: expect.any(Number), clicks: 0 });
  });

  it('an admin adds a creative: it serves at once, is listed, and the addition is audited with the admin named', async () => {
    const res = await send('POST', API_PATHS.adminAdCreatives, body('desk-add'));
    expect(res.statusCode, res.body).toBe(200);
    const added = oneAnswer.parse(res.json()).data;
    expect(added).toMatchObject({ title: '데스크에서 만든 광고', live: true, impressions: 0, clicks: 0 });
    expect((await list()).find((c) => c.id === added.id)?.targetUrl).toBe('https://example.org/desk');
    expect((await served('desk-add')).map((a) => a.creativeId)).toEqual([added.id]);
    expect(await auditOf(added.id)).toMatchObject([
      {
        action: 'ads.creative-add',
        actor: 'creative_admin',
        detail: '데스크에서 만든 광고 -> https://example.org/desk',
      },
    ]);
  });

  it('an admin edits a creative: title, target and keyword group change, its counts stay; audited', async () => {
    const added = oneAnswer.parse((await send('POST', API_PATHS.adminAdCreatives, body('desk-edit'))).json()).data;
    const res = await send(
      'PUT',
      apiPath('adminAdCreative', { creativeId: added.id }),
      body('desk-edit-2', { title: '고친 제목', targetUrl: '/best' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(oneAnswer.parse(res.json()).data).toMatchObject({
      id: added.id,
      title: '고친 제목',
      targetUrl: '/best',
      keywordGroups: ['desk-edit-2'],
    });
    expect(await served('desk-edit')).toEqual([]);
    const [ad] = await served('desk-edit-2');
    expect(ad).toMatchObject({ creativeId: added.id, title: '고친 제목' });
    // The click redirect goes to the stored (edited) target.
    const click = await t.app.inject({ url: ad!.clickUrl, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(click.headers.location).toBe(`${WEB_ORIGIN}/best`);
    expect((await auditOf(added.id)).map((e) => e.action)).toEqual(['ads.creative-edit', 'ads.creative-add']);
    const unknown = await send('PUT', apiPath('adminAdCreative', { creativeId: 999_999 }), body('x'));
    expect(unknown.statusCode).toBe(404);
  });

  it('an admin stops a creative: no longer served, listed as off with its counts; stopping again changes and records nothing', async () => {
    const added = oneAnswer.parse((await send('POST', API_PATHS.adminAdCreatives, body('desk-end'))).json()).data;
    expect(await served('desk-end')).toHaveLength(1);
    const res = await send('POST', apiPath('adminAdCreativeEnd', { creativeId: added.id }));
    expect(res.statusCode, res.body).toBe(200);
    const ended = oneAnswer.parse(res.json()).data;
    expect(ended.live).toBe(false);
    expect(Date.parse(ended.endsAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await served('desk-end')).toEqual([]);
    t.clock.advance(60_000);
    const again = oneAnswer.parse((await send('POST', apiPath('adminAdCreativeEnd', { creativeId: added.id }))).json());
    expect(again.data.endsAt).toBe(ended.endsAt);
    expect((await auditOf(added.id)).map((e) => e.action)).toEqual(['ads.creative-end', 'ads.creative-add']);
    expect((await send('POST', apiPath('adminAdCreativeEnd', { creativeId: 999_999 }))).statusCode).toBe(404);
  });

  it('a malformed creative is refused with 400 naming the field, and nothing is stored', async () => {
    const before = (await list()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body('bad'), targetUrl: 'javascript:alert(1)' }, 'targetUrl'],
      [{ ...body('bad'), targetUrl: '//evil.example/x' }, 'targetUrl'],
      [{ ...body('bad'), image: 'http://insecure.example/a.png' }, 'image'],
      [{ ...body('bad'), channels: ['tv'] }, 'channels.0'],
      [{ ...body('bad'), keywordGroups: ['Not A Slug'] }, 'keywordGroups.0'],
      [{ ...body('bad'), keywordGroups: [] }, 'keywordGroups'],
      [{ ...body('bad'), title: '   ' }, 'title'],
      [{ ...body('bad'), startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...body('bad'), endsAt: inMinutes(-10) }, 'endsAt'],
      [{ ...body('bad'), clicks: 5 }, ''],
    ];
    for (const [payload, name] of cases) {
      const res = await send('POST', API_PATHS.adminAdCreatives, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      const refused = errorEnvelopeSchema.parse(res.json()).error;
      expect(refused.code).toBe(ERROR_CODE.badRequest);
      if (name) expect(field(res), JSON.stringify(payload)).toBe(name);
      expect(res.body).not.toMatch(/at .+\.ts:\d+/);
    }
    const [first] = await list();
    const edit = await send('PUT', apiPath('adminAdCreative', { creativeId: first!.id }), {
      ...body('bad'),
      targetUrl: 'data:text/html,x',
    });
    expect(field(edit)).toBe('targetUrl');
    expect((await list()).length).toBe(before);
    expect((await list())[0]).toEqual(first);
  });

  it('admins only: a visitor gets 401 and a member 403 on every creative route, and nothing changes', async () => {
    const [first] = await list();
    const calls = [
      { method: 'GET' as const, url: API_PATHS.adminAdCreatives },
      { method: 'POST' as const, url: API_PATHS.adminAdCreatives, payload: body('nope') },
      { method: 'PUT' as const, url: apiPath('adminAdCreative', { creativeId: first!.id }), payload: body('nope') },
      { method: 'POST' as const, url: apiPath('adminAdCreativeEnd', { creativeId: first!.id }) },
    ];
    for (const call of calls) {
      const as = (cookie?: string) =>
        t.app.inject({
          method: call.method,
          url: call.url,
          headers: { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(call.payload ? { payload: call.payload } : {}),
        });
      expect((await as()).statusCode, call.url).toBe(401);
      expect((await as(member)).statusCode, call.url).toBe(403);
    }
    expect(await served('nope')).toEqual([]);
    expect((await list())[0]).toEqual(first);
  });

  it('a write from another site (Origin not ours) is refused before anything is stored', async () => {
    const before = (await list()).length;
    // A foreign Origin, and a browser's request that carries none (Sec-Fetch-Site says it is a browser).
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: API_PATHS.adminAdCreatives,
        headers: { cookie: admin, ...headers },
        payload: body('cross-site'),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe(ERROR_CODE.originNotAllowed);
    }
    expect(await served('cross-site')).toEqual([]);
    expect((await list()).length).toBe(before);
  });

  it('the creative routes count toward the admin abuse limit: over it, an addition answers 429 and stores nothing', async () => {
    await signIn(t.app, 'creative_busy');
    await runOpsCommand(['users', 'grant-admin', 'creative_busy'], { db: t.database.db, clock: t.clock });
    const busy = await signIn(t.app, 'creative_busy');
    const remoteAddress = '198.51.100.77';
    const { perUser } = RATE_LIMITS.admin;
    for (let i = 0; i < perUser!.max; i += 1) {
      const res = await t.app.inject({ url: API_PATHS.adminAdCreatives, headers: { cookie: busy }, remoteAddress });
      expect(res.statusCode, `call ${i + 1}`).toBe(200);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminAdCreatives,
      headers: { cookie: busy, origin: WEB_ORIGIN },
      remoteAddress,
      payload: body('limited'),
    });
    expect(over.statusCode).toBe(429);
    expect(await served('limited')).toEqual([]);
  });
});
