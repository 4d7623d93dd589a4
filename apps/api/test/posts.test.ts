import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiPath, errorEnvelopeSchema, postSchema, type Connection, type Post } from '@growday/contracts';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `${API_PATHS.latestPosts}${query}` });
  return { res, body: res.json() as { data: Connection<Post> } };
}

describe('listLatestPosts', () => {
  it('SH-API-09 CC-DATA-03 answers { data: { edges[{node, cursor}], pageInfo } } newest first', async () => {
    const { res, body } = await page('?first=5');
    expect(res.statusCode).toBe(200);
    expect(body.data.edges).toHaveLength(5);
    for (const edge of body.data.edges) {
      expect(postSchema.parse(edge.node)).toEqual(edge.node);
      expect(edge.cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    const times = body.data.edges.map((e) => Date.parse(e.node.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.data.pageInfo).toEqual({ endCursor: body.data.edges[4]?.cursor, hasNextPage: true });
  });

  it('walks every seeded post exactly once by following endCursor', async () => {
    const seen = new Set<number>();
    let after: string | null = null;
    let pages = 0;
    do {
      const { body } = await page(`?first=50${after ? `&after=${after}` : ''}`);
      for (const e of body.data.edges) {
        expect(seen.has(e.node.id)).toBe(false);
        seen.add(e.node.id);
      }
      after = body.data.pageInfo.hasNextPage ? body.data.pageInfo.endCursor : null;
      pages += 1;
    } while (after && pages < 20);
    expect(seen.size).toBe(360);
  });

  it('returns each post with its source, tags and href, and filters by type', async () => {
    const { body } = await page('?first=50&type=news');
    expect(body.data.edges.length).toBeGreaterThan(0);
    for (const { node } of body.data.edges) {
      expect(node.type).toBe('news');
      expect(node.href).toBe(`/news/${node.id}`);
      expect(node.source.name.length).toBeGreaterThan(0);
    }
    const { body: all } = await page('?first=50');
    expect(all.data.edges.some((e) => e.node.tags.length >= 3)).toBe(true);
    const post = all.data.edges.find((e) => e.node.type === 'post')?.node;
    expect(post?.href).toBe(`/feed/${post?.id}`);
  });

  it.each([
    ['?after=bm90LWEtY3Vyc29y', 'after'],
    ['?after=%25%25%25', 'after'],
    ['?first=0', 'first'],
    ['?first=abc', 'first'],
    ['?first=1000', 'first'],
    ['?type=video', 'type'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { res } = await page(query);
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.error.field).toBe(field);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('getPost', () => {
  it('CC-DATA-04 answers one post as edges[0].node', async () => {
    const { body: list } = await page('?first=1');
    const first = list.data.edges[0]?.node;
    if (!first) throw new Error('no post seeded');
    const res = await t.app.inject({ method: 'GET', url: apiPath('postById', { postId: first.id }) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Connection<Post> };
    expect(body.data.edges).toHaveLength(1);
    expect(body.data.edges[0]?.node).toEqual(first);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: apiPath('postById', { postId: 999999 }) });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).error.code).toBe('NOT_FOUND');
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: apiPath('postById', { postId: bad }) });
      expect(res.statusCode, bad).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe('postId');
    }
  });
});

describe('feed page cache', () => {
  it('serves a page for at most FEED_CACHE_TTL_MS, then reads the database again', async () => {
    const { eq } = await import('drizzle-orm');
    const { posts } = await import('../src/db/schema');
    const { FEED_CACHE_TTL_MS } = await import('@growday/contracts');
    const { body: before } = await page('?first=3');
    const newest = before.data.edges[0]?.node;
    if (!newest) throw new Error('no post');
    await t.database.db.update(posts).set({ title: '캐시 확인용 새 제목' }).where(eq(posts.id, newest.id));
    const { body: cached } = await page('?first=3');
    expect(cached.data.edges[0]?.node.title).toBe(newest.title);
    t.clock.advance(FEED_CACHE_TTL_MS + 1);
    const { body: fresh } = await page('?first=3');
    expect(fresh.data.edges[0]?.node.title).toBe('캐시 확인용 새 제목');
  });

  it("a visitor's page of the latest feed and of a tag is kept as encoded text that says what a reader's says", async () => {
    const cookie = await signIn(t.app, 'kept_text_reader');
    const { body: first } = await page('?first=5');
    const tagName = first.data.edges.flatMap((e) => e.node.tags)[0]?.name;
    if (!tagName) throw new Error('no tagged post');
    for (const url of [
      `${API_PATHS.latestPosts}?first=5`,
      `${API_PATHS.postsByTag}?tagName=${encodeURIComponent(tagName)}&first=5`,
    ]) {
      const visitor = await t.app.inject({ method: 'GET', url });
      const again = await t.app.inject({ method: 'GET', url });
      const reader = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['content-type']).toMatch(/^application\/json/);
      expect(again.body).toBe(visitor.body);
      expect(reader.statusCode).toBe(200);
      // The reader's answer goes through the response serialiser (nothing read or kept: flags false).
      expect(visitor.json()).toEqual(reader.json());
      expect((visitor.json() as { data: Connection<Post> }).data.edges.length).toBeGreaterThan(0);
    }
  });
});

describe('post cache', () => {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(method === 'GET' ? {} : { origin: t.config.webOrigin }), ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const read = async (postId: number, cookie?: string) => {
    const res = await send('GET', apiPath('postById', { postId }), cookie);
    expect(res.statusCode, res.body).toBe(200);
    return postSchema.parse((res.json() as { data: Connection<Post> }).data.edges[0]!.node);
  };

  it('SH-API-08 keeps a post for POST_CACHE_TTL_MS, but a click, share, bookmark or comment on it shows at once', async () => {
    const { eq } = await import('drizzle-orm');
    const { posts } = await import('../src/db/schema');
    const { POST_CACHE_TTL_MS } = await import('@growday/contracts');
    const { body } = await page('?first=8');
    const postId = body.data.edges[7]!.node.id;
    const cookie = await signIn(t.app, 'post_cache_reader');
    const before = await read(postId);
    // A change no route announces (an edit by hand) waits for the TTL: the post is kept.
    await t.database.db.update(posts).set({ title: '보관 확인용 제목' }).where(eq(posts.id, postId));
    expect((await read(postId)).title).toBe(before.title);

    expect((await send('POST', apiPath('clickPost', { postId }))).statusCode).toBe(200);
    const clicked = await read(postId);
    expect(clicked.clickCount).toBe(before.clickCount + 1);
    expect(clicked.title).toBe('보관 확인용 제목');

    expect((await send('PATCH', apiPath('shareCount', { postId }))).statusCode).toBe(200);
    expect((await read(postId)).shareCount).toBe(before.shareCount + 1);

    expect((await send('POST', API_PATHS.bookmark, cookie, { postId })).statusCode).toBe(200);
    const bookmarked = await read(postId, cookie);
    expect(bookmarked.bookmarkCount).toBe(before.bookmarkCount + 1);
    expect(bookmarked.viewerHasBookmarked).toBe(true);
    // A visitor's copy of the same kept post carries no reader's state.
    expect((await read(postId)).viewerHasBookmarked).toBe(false);

    const created = await send('POST', API_PATHS.comments, cookie, { postId, text: '보관된 글에 남기는 댓글' });
    expect(created.statusCode, created.body).toBe(200);
    expect((await read(postId)).commentCount).toBe(before.commentCount + 1);
    const commentId = (created.json() as { data: { comment: { id: number } } }).data.comment.id;
    const removed = await send('DELETE', `${apiPath('comment', { commentId })}?postId=${postId}`, cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await read(postId)).commentCount).toBe(before.commentCount);

    // And the unannounced edit shows once the TTL has passed.
    await t.database.db.update(posts).set({ title: '두 번째 제목' }).where(eq(posts.id, postId));
    expect((await read(postId)).title).toBe('보관 확인용 제목');
    t.clock.advance(POST_CACHE_TTL_MS + 1);
    expect((await read(postId)).title).toBe('두 번째 제목');
  });

  it('an unknown id is not kept: a post that arrives later is found at once', async () => {
    const { sql } = await import('drizzle-orm');
    const { rowsOf } = await import('../src/modules/analytics/rows');
    const maxId = rowsOf<{ id: number }>(await t.database.db.execute(sql`select max(id) as id from posts`))[0]!.id;
    const next = Number(maxId) + 1;
    expect((await send('GET', apiPath('postById', { postId: next }))).statusCode).toBe(404);
    await t.database.db.execute(sql`
      insert into posts (id, key, type, title, description, url, source_id, published_at, created_at)
      select ${next}, 'post-cache-late', 'post', '늦게 온 글', '', 'https://x.example/late', source_id, published_at, created_at
      from posts where id = ${Number(maxId)}`);
    expect((await read(next)).title).toBe('늦게 온 글');
  });
});
