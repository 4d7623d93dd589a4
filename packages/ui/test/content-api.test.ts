import { API_PATHS, FEED_TAG_LIST_SIZE, type Post } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import {
  getNews,
  listCommunityBest,
  listNewsHeadlines,
  listPostsByFilter,
  listSimilarPosts,
  listTags,
  similarPostsPath,
  updateNewsViewCount,
} from '../src/api/content';

interface Call {
  url: URL;
  method: string;
}

/** An API client whose fetch records each call and answers `{ data }`. */
function fakeApi(data: unknown, status = 200) {
  const calls: Call[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input, init) => {
      calls.push({ url: new URL(input), method: init?.method ?? 'GET' });
      const body = status < 400 ? { data } : { error: { status, code: 'NOT_FOUND', message: 'nope' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, calls };
}

const emptyConnection = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

describe('content API calls', () => {
  it('CC-BEST-06 CC-BEST-07 the community best list is GET on the best path plus a period segment, read from results', async () => {
    const results = [{ id: 3, title: '베스트 글', commentCount: 7 }];
    const { api, calls } = fakeApi({ results });
    expect(await listCommunityBest(api, 'LAST_WEEK', { first: 10 })).toEqual(results);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url.pathname).toBe('/api/v1/posts/bestPosts/LAST_WEEK');
    expect(calls[0]?.url.searchParams.get('first')).toBe('10');
  });

  it('CC-POP-12 similar posts: the base path, then the optional /{similarType}, then /{postId}', () => {
    expect(similarPostsPath(42)).toBe('/api/v1/posts/bestPosts/similar/42');
    expect(similarPostsPath(42, 'SIMILAR')).toBe('/api/v1/posts/bestPosts/similar/SIMILAR/42');
    expect(similarPostsPath(42, 'COMMUNITY')).toBe('/api/v1/posts/bestPosts/similar/COMMUNITY/42');
  });

  it('CC-POP-13 CC-POP-07 the similar list is read from data.data edges and holds at most 5 items', async () => {
    const nodes = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, title: `t${i}` }));
    const { api, calls } = fakeApi({ edges: nodes.map((node) => ({ node, cursor: String(node.id) })) });
    const items = await listSimilarPosts(api, { postId: 9, similarType: 'COMMUNITY', filter: 'comment' });
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(calls[0]?.url.pathname).toBe('/api/v1/posts/bestPosts/similar/COMMUNITY/9');
    expect(calls[0]?.url.searchParams.get('filter')).toBe('comment');
    expect(calls[0]?.url.searchParams.get('first')).toBe('5');
  });

  it('CC-ROUTE-03 CC-ROUTE-05 CC-ROUTE-06 each /post filter asks its own list path and parameter', async () => {
    const cases = [
      [{ kind: 'tag', tagName: '리액트' }, API_PATHS.postsByTag, 'tagName', '리액트'],
      [{ kind: 'source', sourceName: '기술 블로그' }, API_PATHS.postsBySource, 'sourceName', '기술 블로그'],
      [{ kind: 'author', authorName: '홍길동' }, API_PATHS.postsByAuthor, 'authorName', '홍길동'],
      [{ kind: 'tagGroup', tagGroup: 4, groupName: '주요 뉴스' }, API_PATHS.postsByTagGroup, 'tagGroup', '4'],
    ] as const;
    for (const [filter, path, param, value] of cases) {
      const { api, calls } = fakeApi(emptyConnection);
      await listPostsByFilter(api, filter, { first: 20, after: 'c1' });
      expect(calls[0]?.url.pathname).toBe(path);
      expect(calls[0]?.url.searchParams.get(param)).toBe(value);
      expect(calls[0]?.url.searchParams.get('after')).toBe('c1');
      expect(calls[0]?.url.searchParams.has('groupName')).toBe(false);
    }
  });

  it('CC-CONST-03 the feed tag list asks for 100 tags and reads the connection nodes', async () => {
    const tag = { id: 1, name: 'TypeScript', iconKey: null, curated: true, shortName: 'TS' };
    const { api, calls } = fakeApi({ edges: [{ node: tag, cursor: '1' }], pageInfo: emptyConnection.pageInfo });
    expect(await listTags(api)).toEqual([tag]);
    expect(FEED_TAG_LIST_SIZE).toBe(100);
    expect(calls[0]?.url.pathname).toBe(API_PATHS.tags);
    expect(calls[0]?.url.searchParams.get('first')).toBe('100');
  });

  it('a news item is edges[0].node; a non-news node or an empty answer is a 404', async () => {
    const news = { id: 5, type: 'news', title: '뉴스' } as Post;
    expect(await getNews(fakeApi({ edges: [{ node: news, cursor: '5' }] }).api, 5)).toEqual(news);
    await expect(
      getNews(fakeApi({ edges: [{ node: { ...news, type: 'post' }, cursor: '5' }] }).api, 5),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(getNews(fakeApi(emptyConnection).api, 5)).rejects.toMatchObject({ status: 404 });
    await expect(getNews(fakeApi(null, 404).api, 5)).rejects.toMatchObject({ status: 404 });
  });

  it('a news view is a POST to the view-count path and answers the click count', async () => {
    const { api, calls } = fakeApi({ clickCount: 12 });
    expect(await updateNewsViewCount(api, 5)).toBe(12);
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0]?.url.pathname).toBe('/api/v2/updateViewCount/news/5');
  });

  it('news best headlines are asked by tab and read from results', async () => {
    const { api, calls } = fakeApi({ results: [{ id: 1 }] });
    expect(await listNewsHeadlines(api, 'week', { first: 5 })).toEqual([{ id: 1 }]);
    expect(calls[0]?.url.pathname).toBe(API_PATHS.newsHeadlines);
    expect(calls[0]?.url.searchParams.get('tab')).toBe('week');
  });
});
