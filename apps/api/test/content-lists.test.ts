import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  errorEnvelopeSchema,
  FEED_CACHE_TTL_MS,
  FEED_TAG_LIST_SIZE,
  LIST_CACHE_TTL_MS,
  postSchema,
  tagGroupSchema,
  tagSchema,
  type Connection,
  type Post,
  type Tag,
  type TagGroup,
} from '@growday/contracts';
import { posts, tagGroups, tags } from '../src/db/schema';
import { CACHE_NAMES } from '../src/lib/cache-registry';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** Every seeded post, newest first, read through the latest feed: the reference the lists are checked against. */
let allPosts: Post[];
let groups: TagGroup[];

beforeAll(async () => {
  t = await createTestApp();
  allPosts = await walk(API_PATHS.latestPosts, {}, 50);
  groups = ((await t.app.inject({ url: API_PATHS.tagGroups })).json() as { data: TagGroup[] }).data;
});
afterAll(() => t.close());

type Query = Record<string, string | number | string[] | undefined>;

function url(path: string, query: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value])
      params.append(key, String(one));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function get<T>(path: string, query: Query = {}) {
  const res = await t.app.inject({ method: 'GET', url: url(path, query) });
  return { res, body: res.json() as T };
}

/** Follows endCursor to the end; asserts every node once, valid, and each page newest first. */
async function walk(path: string, query: Record<string, string | number>, first: number): Promise<Post[]> {
  const out: Post[] = [];
  const seen = new Set<number>();
  let after: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const { res, body } = await get<{ data: Connection<Post> }>(path, { ...query, first, after });
    expect(res.statusCode, res.body).toBe(200);
    const { edges, pageInfo } = body.data;
    expect(edges.length).toBeLessThanOrEqual(first);
    for (const edge of edges) {
      expect(postSchema.parse(edge.node)).toEqual(edge.node);
      expect(seen.has(edge.node.id), `post ${edge.node.id} twice`).toBe(false);
      seen.add(edge.node.id);
      out.push(edge.node);
    }
    expect(pageInfo.endCursor).toBe(edges.at(-1)?.cursor ?? null);
    if (!pageInfo.hasNextPage) {
      expect(edges.length).toBeLessThanOrEqual(first);
      return out;
    }
    expect(edges).toHaveLength(first);
    after = pageInfo.endCursor ?? undefined;
  }
  throw new Error(`${path} did not end`);
}

const ids = (list: Post[]) => list.map((p) => p.id);
const newestFirst = (list: Post[]) => {
  for (let i = 1; i < list.length; i += 1) {
    const [a, b] = [list[i - 1], list[i]];
    if (!a || !b) continue;
    const [ta, tb] = [Date.parse(a.createdAt), Date.parse(b.createdAt)];
    expect(ta > tb || (ta === tb && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
  }
};

/** The value of `key` shared by the most posts: a list worth paging through. */
function mostCommon(values: (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('nothing seeded');
  return best[0];
}

async function expectBadRequest(path: string, query: Query, field: string) {
  const { res } = await get(path, query);
  expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(400);
  const body = errorEnvelopeSchema.parse(res.json());
  expect(body.error.code).toBe('BAD_REQUEST');
  expect(body.error.field).toBe(field);
  expect(res.body).not.toMatch(/at .*\.ts:\d+/);
}

async function expectEmpty(path: string, query: Record<string, string | number>) {
  const { res, body } = await get<{ data: Connection<Post> }>(path, query);
  expect(res.statusCode).toBe(200);
  expect(body.data).toEqual({ edges: [], pageInfo: { endCursor: null, hasNextPage: false } });
}

it('the seeded reference holds 360 posts, newest first', () => {
  expect(allPosts).toHaveLength(360);
  newestFirst(allPosts);
});

describe('listPostsByTag', () => {
  it('CC-ROUTE-03 SH-API-10 lists every post having the tag, newest first, each once across pages', async () => {
    const tagName = mostCommon(allPosts.flatMap((p) => p.tags.map((tag) => tag.name)));
    const expected = allPosts.filter((p) => p.tags.some((tag) => tag.name === tagName));
    expect(expected.length).toBeGreaterThan(14);
    const listed = await walk(API_PATHS.postsByTag, { tagName }, 7);
    expect(ids(listed)).toEqual(ids(expected));
    newestFirst(listed);
    for (const post of listed) expect(post.tags.map((tag) => tag.name)).toContain(tagName);
  });

  it('matches the exact tag name: Java is not JavaScript, nor java', async () => {
    const listed = await walk(API_PATHS.postsByTag, { tagName: 'Java' }, 50);
    expect(ids(listed)).toEqual(ids(allPosts.filter((p) => p.tags.some((tag) => tag.name === 'Java'))));
    await expectEmpty(API_PATHS.postsByTag, { tagName: 'java' });
    await expectEmpty(API_PATHS.postsByTag, { tagName: 'Jav' });
  });

  it('answers 200 with an empty list for a tag nobody uses', async () => {
    await expectEmpty(API_PATHS.postsByTag, { tagName: '없는태그' });
  });

  it.each([
    [{}, 'tagName'],
    [{ tagName: '' }, 'tagName'],
    [{ tagName: '   ' }, 'tagName'],
    [{ tagName: 'x'.repeat(101) }, 'tagName'],
    [{ tagName: 'a\u0000b' }, 'tagName'],
    [{ tagName: ['React', 'Go'] }, 'tagName'],
    [{ tagName: 'React', after: 'bm90LWEtY3Vyc29y' }, 'after'],
    [{ tagName: 'React', first: 0 }, 'first'],
    [{ tagName: 'React', first: 51 }, 'first'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    await expectBadRequest(API_PATHS.postsByTag, query, field);
  });
});

describe('listPostsBySource', () => {
  it('CC-ROUTE-05 SH-API-10 lists every post of the source, newest first, each once across pages', async () => {
    const sourceName = mostCommon(allPosts.map((p) => p.source.name));
    const expected = allPosts.filter((p) => p.source.name === sourceName);
    expect(expected.length).toBeGreaterThan(10);
    const listed = await walk(API_PATHS.postsBySource, { sourceName }, 10);
    expect(ids(listed)).toEqual(ids(expected));
    for (const post of listed) expect(post.source.name).toBe(sourceName);
  });

  it('answers 200 with an empty list for an unknown source, 400 for an empty name', async () => {
    await expectEmpty(API_PATHS.postsBySource, { sourceName: '없는 블로그' });
    await expectBadRequest(API_PATHS.postsBySource, { sourceName: '' }, 'sourceName');
    await expectBadRequest(API_PATHS.postsBySource, {}, 'sourceName');
    await expectBadRequest(API_PATHS.postsBySource, { sourceName: '\u0000' }, 'sourceName');
    await expectBadRequest(API_PATHS.postsBySource, { sourceName: 'x', after: '%%%' }, 'after');
  });
});

describe('listPostsByAuthor', () => {
  it('CC-ROUTE-06 SH-API-10 lists every post of the author, newest first, each once across pages', async () => {
    const authorName = mostCommon(allPosts.map((p) => p.author));
    const expected = allPosts.filter((p) => p.author === authorName);
    expect(expected.length).toBeGreaterThan(5);
    const listed = await walk(API_PATHS.postsByAuthor, { authorName }, 4);
    expect(ids(listed)).toEqual(ids(expected));
    for (const post of listed) expect(post.author).toBe(authorName);
  });

  it('reads a Korean name with a space from the query string', async () => {
    const reporter = allPosts.find((p) => p.author?.endsWith(' 기자'))?.author;
    if (!reporter) throw new Error('no reporter seeded');
    const listed = await walk(API_PATHS.postsByAuthor, { authorName: reporter }, 50);
    expect(ids(listed)).toEqual(ids(allPosts.filter((p) => p.author === reporter)));
  });

  it('answers 200 with an empty list for an unknown author, 400 for an empty name', async () => {
    await expectEmpty(API_PATHS.postsByAuthor, { authorName: '아무개' });
    await expectBadRequest(API_PATHS.postsByAuthor, { authorName: ' ' }, 'authorName');
    await expectBadRequest(API_PATHS.postsByAuthor, {}, 'authorName');
    await expectBadRequest(API_PATHS.postsByAuthor, { authorName: '김\u0000' }, 'authorName');
  });
});

describe('listPostsByTagGroup', () => {
  it('SH-API-10 lists every post having any tag of the group, each post once, newest first', async () => {
    let checkedOverlap = false;
    for (const group of groups) {
      const names = new Set(group.tags.map((tag) => tag.name));
      const expected = allPosts.filter((p) => p.tags.some((tag) => names.has(tag.name)));
      const listed = await walk(API_PATHS.postsByTagGroup, { tagGroup: group.id }, 20);
      expect(ids(listed), group.name).toEqual(ids(expected));
      if (expected.some((p) => p.tags.filter((tag) => names.has(tag.name)).length >= 2)) checkedOverlap = true;
    }
    // At least one post carries two tags of one group, so "each post once" was really tested.
    expect(checkedOverlap).toBe(true);
  });

  it('answers 200 with an empty list for an unknown group', async () => {
    await expectEmpty(API_PATHS.postsByTagGroup, { tagGroup: 9999 });
  });

  it.each([
    [{}, 'tagGroup'],
    [{ tagGroup: '' }, 'tagGroup'],
    [{ tagGroup: 'abc' }, 'tagGroup'],
    [{ tagGroup: '1.5' }, 'tagGroup'],
    [{ tagGroup: 0 }, 'tagGroup'],
    [{ tagGroup: -3 }, 'tagGroup'],
    [{ tagGroup: '99999999999' }, 'tagGroup'],
    [{ tagGroup: 1, after: 'bm90LWEtY3Vyc29y' }, 'after'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    await expectBadRequest(API_PATHS.postsByTagGroup, query, field);
  });
});

describe('listTagGroups', () => {
  it('answers every tag group by position, each with its tags', () => {
    expect(groups).toHaveLength(5);
    expect(groups[0]?.name).toBe('주요 뉴스');
    for (const group of groups) expect(tagGroupSchema.parse(group)).toEqual(group);
    expect(groups.flatMap((g) => g.tags)).toHaveLength(66);
    expect(groups.flatMap((g) => g.tags).some((tag) => tag.iconKey === null)).toBe(true);
    expect(groups.flatMap((g) => g.tags).some((tag) => !tag.curated)).toBe(true);
  });
});

describe('listTags', () => {
  const listTags = (query: Record<string, string | number> = {}) =>
    get<{ data: Connection<Tag> }>(API_PATHS.tags, query);

  async function walkTags(first: number): Promise<Tag[]> {
    const out: Tag[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 100; pages += 1) {
      const { res, body } = await listTags({ first, ...(after ? { after } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      out.push(...body.data.edges.map((e) => tagSchema.parse(e.node)));
      if (!body.data.pageInfo.hasNextPage) return out;
      after = body.data.pageInfo.endCursor ?? undefined;
    }
    throw new Error('tag list did not end');
  }

  it('SH-API-13 answers { data: { edges[{node: Tag, cursor}], pageInfo } } in tag-group order', async () => {
    const { res, body } = await listTags();
    expect(res.statusCode).toBe(200);
    expect(body.data.edges.map((e) => e.node)).toEqual(groups.flatMap((g) => g.tags));
    expect(body.data.pageInfo).toEqual({ endCursor: body.data.edges.at(-1)?.cursor, hasNextPage: false });
  });

  it('pages through every tag once with first and after', async () => {
    const paged = await walkTags(10);
    expect(paged.map((tag) => tag.id)).toEqual(groups.flatMap((g) => g.tags).map((tag) => tag.id));
  });

  it('CC-CONST-03 answers FEED_TAG_LIST_SIZE (100) tags by default; ungrouped tags come last', async () => {
    const extra = Array.from({ length: 50 }, (_, i) => ({ name: `추가태그${i}`, shortName: `추가${i}`, position: i }));
    await t.database.db.insert(tags).values(extra);
    t.clock.advance(LIST_CACHE_TTL_MS + 1); // the tag list is cached that long
    try {
      const { body } = await listTags();
      expect(FEED_TAG_LIST_SIZE).toBe(100);
      expect(body.data.edges).toHaveLength(FEED_TAG_LIST_SIZE);
      expect(body.data.pageInfo.hasNextPage).toBe(true);
      const all = await walkTags(30);
      expect(all).toHaveLength(116);
      expect(all.slice(0, 66)).toEqual(groups.flatMap((g) => g.tags));
      expect(all.slice(66).map((tag) => tag.name)).toEqual(extra.map((tag) => tag.name));
    } finally {
      await t.database.db.delete(tags).where(
        inArray(
          tags.name,
          extra.map((tag) => tag.name),
        ),
      );
    }
  });

  it('orders by group position, then tag position, not by id', async () => {
    const [first, second] = groups;
    if (!first || !second) throw new Error('two groups expected');
    const db = t.database.db;
    const swapPositions = async (a: TagGroup, b: TagGroup) => {
      const [pa] = await db.select({ p: tagGroups.position }).from(tagGroups).where(eq(tagGroups.id, a.id));
      const [pb] = await db.select({ p: tagGroups.position }).from(tagGroups).where(eq(tagGroups.id, b.id));
      await db
        .update(tagGroups)
        .set({ position: pb?.p ?? 0 })
        .where(eq(tagGroups.id, a.id));
      await db
        .update(tagGroups)
        .set({ position: pa?.p ?? 0 })
        .where(eq(tagGroups.id, b.id));
    };
    const reverseTags = async (group: TagGroup) => {
      for (const [i, tag] of group.tags.entries()) {
        await db
          .update(tags)
          .set({ position: group.tags.length - 1 - i })
          .where(eq(tags.id, tag.id));
      }
    };
    await swapPositions(first, second);
    await reverseTags(second);
    t.clock.advance(LIST_CACHE_TTL_MS + 1); // the tag lists are cached that long
    try {
      const expected = [...second.tags].reverse().concat(first.tags, ...groups.slice(2).map((g) => g.tags));
      expect((await walkTags(7)).map((tag) => tag.id)).toEqual(expected.map((tag) => tag.id));
      const { body } = await get<{ data: TagGroup[] }>(API_PATHS.tagGroups);
      expect(body.data.map((g) => g.id)).toEqual([second.id, first.id, ...groups.slice(2).map((g) => g.id)]);
      expect(body.data[0]?.tags.map((tag) => tag.id)).toEqual([...second.tags].reverse().map((tag) => tag.id));
    } finally {
      await swapPositions(first, second);
      for (const [i, tag] of second.tags.entries()) {
        await db.update(tags).set({ position: i }).where(eq(tags.id, tag.id));
      }
    }
  });

  it.each([
    [{ first: 0 }, 'first'],
    [{ first: 201 }, 'first'],
    [{ first: 'abc' }, 'first'],
    [{ after: 'bm90LWEtY3Vyc29y' }, 'after'],
    [{ after: 'dDoxOjI6Mzo0' + 'x' }, 'after'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    await expectBadRequest(API_PATHS.tags, query, field);
  });

  it('does not take a post cursor for a tag cursor, nor the other way round', async () => {
    const { body: tagPage } = await listTags({ first: 1 });
    const tagCursor = tagPage.data.pageInfo.endCursor ?? '';
    await expectBadRequest(API_PATHS.postsByTag, { tagName: 'React', after: tagCursor }, 'after');
    const { body: postPage } = await get<{ data: Connection<Post> }>(API_PATHS.news, { first: 1 });
    await expectBadRequest(API_PATHS.tags, { after: postPage.data.pageInfo.endCursor ?? '' }, 'after');
  });
});

describe('listNews and getNews', () => {
  it('SH-API-16 listNews lists only the 60 news items, newest first, each once across pages', async () => {
    const listed = await walk(API_PATHS.news, {}, 25);
    expect(listed).toHaveLength(60);
    expect(ids(listed)).toEqual(ids(allPosts.filter((p) => p.type === 'news')));
    for (const news of listed) {
      expect(news.type).toBe('news');
      expect(news.href).toBe(`/news/${news.id}`);
    }
  });

  it('CC-ROUTE-07 getNews answers one news item as edges[0].node', async () => {
    const news = allPosts.find((p) => p.type === 'news');
    if (!news) throw new Error('no news seeded');
    const { res, body } = await get<{ data: Connection<Post> }>(apiPath('newsById', { id: news.id }));
    expect(res.statusCode).toBe(200);
    expect(body.data.edges).toHaveLength(1);
    expect(body.data.edges[0]?.node).toEqual(news);
    expect(body.data.pageInfo).toEqual({ endCursor: body.data.edges[0]?.cursor, hasNextPage: false });
  });

  it('getNews answers 404 for a feed post id and for an unknown id, 400 for a malformed id', async () => {
    const post = allPosts.find((p) => p.type === 'post');
    if (!post) throw new Error('no post seeded');
    for (const id of [post.id, 999999]) {
      const { res } = await get(apiPath('newsById', { id }));
      expect(res.statusCode, String(id)).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const { res } = await get(apiPath('newsById', { id: bad }));
      expect(res.statusCode, bad).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).error.field).toBe('id');
    }
  });

  it('listNews answers 400 naming the field for a bad page', async () => {
    await expectBadRequest(API_PATHS.news, { first: 0 }, 'first');
    await expectBadRequest(API_PATHS.news, { after: 'bm90LWEtY3Vyc29y' }, 'after');
  });
});

describe('OpenAPI', () => {
  it('SH-API-10 SH-API-13 SH-API-16 documents the content list and counter operations at their paths', async () => {
    const doc = (await t.app.inject({ url: API_PATHS.openapi })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const op = (path: string, method: string) => doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method]?.operationId;
    expect(op(API_PATHS.postsByTag, 'get')).toBe('listPostsByTag');
    expect(op(API_PATHS.postsBySource, 'get')).toBe('listPostsBySource');
    expect(op(API_PATHS.postsByAuthor, 'get')).toBe('listPostsByAuthor');
    expect(op(API_PATHS.postsByTagGroup, 'get')).toBe('listPostsByTagGroup');
    expect(op(API_PATHS.tags, 'get')).toBe('listTags');
    expect(op(API_PATHS.tagGroups, 'get')).toBe('listTagGroups');
    expect(op(API_PATHS.news, 'get')).toBe('listNews');
    expect(op(API_PATHS.newsById, 'get')).toBe('getNews');
    expect(op(API_PATHS.newsViewCount, 'post')).toBe('updateNewsViewCount');
    expect(op(API_PATHS.clickPost, 'post')).toBe('recordPostClick');
    expect(op(API_PATHS.shareCount, 'patch')).toBe('patchShareCount');
  });
});

describe('posts by tag: the shared page cache', () => {
  const first = async () =>
    (
      (await t.app.inject({ url: url(API_PATHS.postsByTag, { tagName: 'React', first: 3 }) })).json() as {
        data: Connection<Post>;
      }
    ).data.edges[0]!.node;

  it('serves a page for at most FEED_CACHE_TTL_MS, then reads the database again', async () => {
    const before = await first();
    await t.database.db.update(posts).set({ title: '태그 캐시 확인 1' }).where(eq(posts.id, before.id));
    expect((await first()).title).toBe(before.title);
    t.clock.advance(FEED_CACHE_TTL_MS + 1);
    expect((await first()).title).toBe('태그 캐시 확인 1');
  });

  it('a write that names CACHE_NAMES.postLists (an ingest pass) empties it at once', async () => {
    const before = await first();
    await t.database.db.update(posts).set({ title: '태그 캐시 확인 2' }).where(eq(posts.id, before.id));
    expect((await first()).title).toBe(before.title);
    await t.app.caches.invalidate(CACHE_NAMES.postLists);
    expect((await first()).title).toBe('태그 캐시 확인 2');
  });
});
