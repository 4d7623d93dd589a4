import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import {
  apiPath,
  errorEnvelopeSchema,
  VIEWER_COUNTER_WINDOW_SECONDS,
  type Connection,
  type Post,
} from '@growday/contracts';
import { counterHits, posts } from '../src/db/schema';
import { deleteExpiredCounterHits } from '../src/modules/content-lists/counters-repository';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let postId: number;
let newsId: number;

beforeAll(async () => {
  t = await createTestApp();
  const firstOf = async (type: 'post' | 'news') => {
    const [row] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.type, type))
      .orderBy(asc(posts.id))
      .limit(1);
    if (!row) throw new Error(`no ${type} seeded`);
    return row.id;
  };
  postId = await firstOf('post');
  newsId = await firstOf('news');
});
afterAll(() => t.close());

const WINDOW_MS = VIEWER_COUNTER_WINDOW_SECONDS * 1000;

/** Who calls: a client address (inject's TCP peer, not a trusted proxy) and optionally a session. */
interface Caller {
  address?: string;
  cookie?: string;
  origin?: string;
}

/** A documentation-range address no other test uses. */
let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

/** State-changing calls carry the web origin, as a browser on the site would (CSRF check). */
const send = (method: 'POST' | 'PATCH', url: string, caller: Caller = {}, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: caller.address ?? '192.0.2.1',
    headers: { origin: caller.origin ?? t.config.webOrigin, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const click = (id: number | string, caller?: Caller) => send('POST', apiPath('clickPost', { postId: id }), caller);
const share = (id: number | string, caller?: Caller) => send('PATCH', apiPath('shareCount', { postId: id }), caller);
/** The web client posts an empty JSON object here. */
const viewNews = (id: number | string, caller?: Caller) => send('POST', apiPath('newsViewCount', { id }), caller, {});

async function stored(id: number) {
  const [row] = await t.database.db
    .select({ clickCount: posts.clickCount, shareCount: posts.shareCount })
    .from(posts)
    .where(eq(posts.id, id));
  if (!row) throw new Error(`post ${id} is gone`);
  return row;
}

async function getPost(id: number): Promise<Post> {
  const res = await t.app.inject({ url: apiPath('postById', { postId: id }) });
  const node = (res.json() as { data: Connection<Post> }).data.edges[0]?.node;
  if (!node) throw new Error(`post ${id} not answered`);
  return node;
}

async function expectError(res: Awaited<ReturnType<typeof send>>, status: number, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorEnvelopeSchema.parse(res.json());
  if (field) expect(body.error.field).toBe(field);
  expect(res.body).not.toMatch(/at .*\.ts:\d+/);
}

/** The three counters a visitor moves, each with the call that moves it and where it is stored. */
const counters = [
  {
    name: 'recordPostClick',
    call: click,
    target: () => postId,
    field: 'clickCount' as const,
  },
  {
    name: 'patchShareCount',
    call: share,
    target: () => postId,
    field: 'shareCount' as const,
  },
  {
    name: 'updateNewsViewCount',
    call: viewNews,
    target: () => newsId,
    field: 'clickCount' as const,
  },
];

const answered = (res: Awaited<ReturnType<typeof send>>, field: 'clickCount' | 'shareCount') => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Record<typeof field, number> }).data[field];
};

describe('recordPostClick', () => {
  it('SH-API-08 CC-AUTH-01 raises clickCount by one for an anonymous visitor; a refreshed getPost shows it', async () => {
    const before = (await getPost(postId)).clickCount;
    const res = await click(postId, { address: freshAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { clickCount: before + 1 } });
    expect((await getPost(postId)).clickCount).toBe(before + 1);
    expect((await stored(postId)).clickCount).toBe(before + 1);
  });

  it('answers 404 for an unknown id and 400 naming postId for a malformed one', async () => {
    await expectError(await click(999999), 404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) await expectError(await click(bad), 400, 'postId');
  });

  it('refuses a state-changing call from a foreign origin and leaves the count alone', async () => {
    const before = (await stored(postId)).clickCount;
    const res = await click(postId, { address: freshAddress(), origin: 'https://evil.example' });
    await expectError(res, 403);
    expect((await stored(postId)).clickCount).toBe(before);
  });

  it('a signed-in reader’s repeated click still enters their reading history though it counts once', async () => {
    const cookie = await signIn(t.app, 'counter_reader');
    const before = (await stored(postId)).clickCount;
    for (let i = 0; i < 3; i++) expect((await click(postId, { cookie })).statusCode).toBe(200);
    expect((await stored(postId)).clickCount).toBe(before + 1);
    const history = await t.app.inject({ url: `${apiPath('history')}?first=5`, headers: { cookie } });
    const listed = (history.json() as { data: Connection<Post> }).data.edges.map((e) => e.node.id);
    expect(listed).toEqual([postId]);
    const me = await t.app.inject({ url: apiPath('currentUser'), headers: { cookie } });
    expect((me.json() as { data: { historyCount: number } }).data.historyCount).toBe(1);
  });
});

describe('patchShareCount', () => {
  it('CC-SHARE-10 CC-AUTH-01 PATCH on the share-count path /{postId} raises shareCount by one, no login needed', async () => {
    const before = (await getPost(postId)).shareCount;
    const res = await share(postId, { address: freshAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { shareCount: before + 1 } });
    expect((await getPost(postId)).shareCount).toBe(before + 1);
  });

  it('counts concurrent shares of different posts each on its own row', async () => {
    const a = await stored(postId);
    const b = await stored(newsId);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => share(i % 2 === 0 ? postId : newsId, { address: freshAddress() })),
    );
    expect((await stored(postId)).shareCount).toBe(a.shareCount + 10);
    expect((await stored(newsId)).shareCount).toBe(b.shareCount + 10);
  });

  it('answers 404 for an unknown id and 400 naming postId for a malformed one', async () => {
    await expectError(await share(999999), 404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) await expectError(await share(bad), 400, 'postId');
  });

  it('refuses a foreign origin (403)', async () => {
    await expectError(await share(postId, { origin: 'https://evil.example' }), 403);
  });
});

describe('updateNewsViewCount', () => {
  it('SH-API-16 raises a news item’s clickCount by one; getNews then shows it', async () => {
    const read = async () =>
      ((await t.app.inject({ url: apiPath('newsById', { id: newsId }) })).json() as { data: Connection<Post> }).data
        .edges[0]?.node.clickCount;
    const before = await read();
    if (before === undefined) throw new Error('news not answered');
    const res = await viewNews(newsId, { address: freshAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { clickCount: before + 1 } });
    expect(await read()).toBe(before + 1);
  });

  it('answers 404 for a feed post id (not news) without counting it, and for an unknown id', async () => {
    const caller = { address: freshAddress() };
    const before = (await stored(postId)).clickCount;
    await expectError(await viewNews(postId, caller), 404);
    expect((await stored(postId)).clickCount).toBe(before);
    // The refused call claimed nothing: the same viewer's click on that post still counts.
    expect(answered(await click(postId, caller), 'clickCount')).toBe(before + 1);
    await expectError(await viewNews(999999), 404);
  });

  it('answers 400 naming id for a malformed id', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) await expectError(await viewNews(bad), 400, 'id');
  });
});

describe.each(counters)('$name counts once per viewer and window', ({ call, target, field }) => {
  it('300 calls from one client move the count by 1; each answers 200 with the stored count', async () => {
    const id = target();
    const caller = { address: freshAddress() };
    const before = (await stored(id))[field];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => call(id, caller)));
      for (const res of answers) expect(answered(res, field)).toBe(before + 1);
    }
    expect((await stored(id))[field]).toBe(before + 1);
  });

  it('another client moves it by one more; a signed-in user counts once from any address', async () => {
    const id = target();
    const before = (await stored(id))[field];
    expect(answered(await call(id, { address: freshAddress() }), field)).toBe(before + 1);
    expect(answered(await call(id, { address: freshAddress() }), field)).toBe(before + 2);
    const cookie = await signIn(t.app, `counter_${field}_${id}`);
    expect(answered(await call(id, { cookie, address: freshAddress() }), field)).toBe(before + 3);
    // The session, not the address, is the viewer: a new address does not make the user new.
    expect(answered(await call(id, { cookie, address: freshAddress() }), field)).toBe(before + 3);
    expect((await stored(id))[field]).toBe(before + 3);
  });

  it('counts exactly N concurrent calls of N distinct viewers (N = 50), each answer a distinct stored value', async () => {
    const id = target();
    const before = (await stored(id))[field];
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(id, { address: freshAddress() })));
    const counts = answers.map((res) => answered(res, field));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
    expect((await stored(id))[field]).toBe(before + 50);
  });

  it('50 concurrent calls from one viewer move it by 1', async () => {
    const id = target();
    const caller = { address: freshAddress() };
    const before = (await stored(id))[field];
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(id, caller)));
    for (const res of answers) expect(answered(res, field)).toBe(before + 1);
    expect((await stored(id))[field]).toBe(before + 1);
  });

  it('the same viewer counts again once the window has passed, not a moment before', async () => {
    const id = target();
    const caller = { address: freshAddress() };
    const before = (await stored(id))[field];
    expect(answered(await call(id, caller), field)).toBe(before + 1);
    t.clock.advance(WINDOW_MS - 1);
    expect(answered(await call(id, caller), field)).toBe(before + 1);
    t.clock.advance(1);
    expect(answered(await call(id, caller), field)).toBe(before + 2);
    expect(answered(await call(id, caller), field)).toBe(before + 2);
  });
});

describe('counter claims', () => {
  it('each counter kind is claimed on its own: a click does not use up the share', async () => {
    const caller = { address: freshAddress() };
    const before = await stored(postId);
    expect(answered(await click(postId, caller), 'clickCount')).toBe(before.clickCount + 1);
    expect(answered(await share(postId, caller), 'shareCount')).toBe(before.shareCount + 1);
  });

  it('store a keyed hash of the viewer, never the client address or the user id', async () => {
    const address = freshAddress();
    await click(postId, { address });
    const rows = await t.database.db.select({ viewerHash: counterHits.viewerHash }).from(counterHits);
    expect(rows.length).toBeGreaterThan(0);
    for (const { viewerHash } of rows) {
      expect(viewerHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(viewerHash).not.toContain(address);
    }
  });

  it('the sweep removes claims older than the window and keeps the live ones', async () => {
    const live = freshAddress();
    t.clock.advance(WINDOW_MS + 1);
    await click(postId, { address: live });
    const total = async () =>
      Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(counterHits))[0]?.n ?? 0);
    const all = await total();
    const removed = await deleteExpiredCounterHits(t.database.db, t.clock);
    expect(removed).toBeGreaterThan(0);
    expect(await total()).toBe(all - removed);
    expect(await total()).toBe(1);
    // The live claim still holds.
    const before = (await stored(postId)).clickCount;
    expect(answered(await click(postId, { address: live }), 'clickCount')).toBe(before);
  });
});
