import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { apiPath, errorEnvelopeSchema, type Connection, type Post } from '@growday/contracts';
import { posts } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

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

/** State-changing calls carry the web origin, as a browser on the site would (CSRF check). */
const send = (method: 'POST' | 'PATCH', url: string, origin: string = t.config.webOrigin, payload?: object) =>
  t.app.inject({ method, url, headers: { origin }, ...(payload ? { payload } : {}) });

const click = (id: number | string) => send('POST', apiPath('clickPost', { postId: id }));
const share = (id: number | string) => send('PATCH', apiPath('shareCount', { postId: id }));
/** The web client posts an empty JSON object here. */
const viewNews = (id: number | string) => send('POST', apiPath('newsViewCount', { id }), t.config.webOrigin, {});

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

describe('recordPostClick', () => {
  it('SH-API-08 CC-AUTH-01 raises clickCount by one for an anonymous visitor; a refreshed getPost shows it', async () => {
    const before = (await getPost(postId)).clickCount;
    const res = await click(postId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { clickCount: before + 1 } });
    expect((await getPost(postId)).clickCount).toBe(before + 1);
    expect((await stored(postId)).clickCount).toBe(before + 1);
  });

  it('counts exactly N concurrent clicks (N = 50), each answer a distinct stored value', async () => {
    const before = (await stored(postId)).clickCount;
    const answers = await Promise.all(Array.from({ length: 50 }, () => click(postId)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const counts = answers.map((res) => (res.json() as { data: { clickCount: number } }).data.clickCount);
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
    expect((await stored(postId)).clickCount).toBe(before + 50);
  });

  it('answers 404 for an unknown id and 400 naming postId for a malformed one', async () => {
    await expectError(await click(999999), 404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) await expectError(await click(bad), 400, 'postId');
  });

  it('refuses a state-changing call from a foreign origin and leaves the count alone', async () => {
    const before = (await stored(postId)).clickCount;
    const res = await send('POST', apiPath('clickPost', { postId }), 'https://evil.example');
    await expectError(res, 403);
    expect((await stored(postId)).clickCount).toBe(before);
  });
});

describe('patchShareCount', () => {
  it('CC-SHARE-10 CC-AUTH-01 PATCH on the share-count path /{postId} raises shareCount by one, no login needed', async () => {
    const before = (await getPost(postId)).shareCount;
    const res = await share(postId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { shareCount: before + 1 } });
    expect((await getPost(postId)).shareCount).toBe(before + 1);
  });

  it('counts exactly N concurrent shares (N = 50), each answer a distinct stored value', async () => {
    const before = (await stored(postId)).shareCount;
    const answers = await Promise.all(Array.from({ length: 50 }, () => share(postId)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const counts = answers.map((res) => (res.json() as { data: { shareCount: number } }).data.shareCount);
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
    expect((await stored(postId)).shareCount).toBe(before + 50);
  });

  it('counts concurrent shares of different posts each on its own row', async () => {
    const [a, b] = [await stored(postId), await stored(newsId)];
    await Promise.all(Array.from({ length: 20 }, (_, i) => share(i % 2 === 0 ? postId : newsId)));
    expect((await stored(postId)).shareCount).toBe(a.shareCount + 10);
    expect((await stored(newsId)).shareCount).toBe(b.shareCount + 10);
  });

  it('answers 404 for an unknown id and 400 naming postId for a malformed one', async () => {
    await expectError(await share(999999), 404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) await expectError(await share(bad), 400, 'postId');
  });

  it('refuses a foreign origin (403)', async () => {
    await expectError(await send('PATCH', apiPath('shareCount', { postId }), 'https://evil.example'), 403);
  });
});

describe('updateNewsViewCount', () => {
  it('SH-API-16 raises a news item’s clickCount by one; getNews then shows it', async () => {
    const read = async () =>
      ((await t.app.inject({ url: apiPath('newsById', { id: newsId }) })).json() as { data: Connection<Post> }).data
        .edges[0]?.node.clickCount;
    const before = await read();
    if (before === undefined) throw new Error('news not answered');
    const res = await viewNews(newsId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { clickCount: before + 1 } });
    expect(await read()).toBe(before + 1);
  });

  it('counts exactly N concurrent views (N = 50)', async () => {
    const before = (await stored(newsId)).clickCount;
    const answers = await Promise.all(Array.from({ length: 50 }, () => viewNews(newsId)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect((await stored(newsId)).clickCount).toBe(before + 50);
  });

  it('answers 404 for a feed post id (not news) without counting it, and for an unknown id', async () => {
    const before = (await stored(postId)).clickCount;
    await expectError(await viewNews(postId), 404);
    expect((await stored(postId)).clickCount).toBe(before);
    await expectError(await viewNews(999999), 404);
  });

  it('answers 400 naming id for a malformed id', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) await expectError(await viewNews(bad), 400, 'id');
  });
});
