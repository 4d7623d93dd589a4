import { API_PATHS, ERROR_CODE, REQUEST_TIMEOUT_MS, type Post } from '@growday/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { createApiClient, type FetchLike } from '../src/api/client';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  };
  return { fetch, calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const post: Post = {
  id: 7,
  type: 'post',
  title: '리액트 19 정리',
  desc: '본문',
  url: 'https://example.com/a',
  href: '/feed/7',
  author: null,
  source: { name: '예제', iconKey: null },
  tags: [],
  thumbnail: null,
  thumbnailKey: null,
  clickCount: 0,
  shareCount: 0,
  bookmarkCount: 0,
  commentCount: 0,
  viewerHasBookmarked: false,
  viewerHasRead: false,
  isBest: false,
  createdAt: '2026-01-05T00:00:00.000Z',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('API client', () => {
  it('SH-API-01 CC-API-01 requests go to the API host base URL and send cookies (credentials include)', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(200, { data: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } } }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test:4000/', fetch });
    await api.listLatestPosts({ first: 5, after: 'abc' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`http://api.test:4000${API_PATHS.latestPosts}?first=5&after=abc`);
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(calls[0]?.init?.method).toBe('GET');
  });

  it('SH-API-01 POST bodies are JSON and extra headers (the forwarded cookie) are sent', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { data: { ok: true } }));
    const api = createApiClient({ baseUrl: '', fetch, headers: () => ({ cookie: 'gd_session=s1' }) });
    await api.devLogin('tester');
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(calls[0]?.url).toBe(API_PATHS.devLogin);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.cookie).toBe('gd_session=s1');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ username: 'tester' });
  });

  it('SH-API-02 a request times out after 30000 ms and becomes an ApiError', async () => {
    vi.useFakeTimers();
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const api = createApiClient({ baseUrl: '', fetch });
    let settled: unknown = 'pending';
    const pending = api.getCurrentUser().then(
      (value) => (settled = value),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBeInstanceOf(ApiError);
    expect((settled as ApiError).kind).toBe('timeout');
    expect((settled as ApiError).status).toBe(0);
  });

  it('SH-API-02 a network failure becomes an ApiError of kind network', async () => {
    const api = createApiClient({
      baseUrl: '',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(api.listLatestPosts()).rejects.toMatchObject({ name: 'ApiError', kind: 'network', status: 0 });
  });

  it('SH-API-01 an error envelope becomes an ApiError with status, code, message and field', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        error: {
          status: 400,
          code: ERROR_CODE.badRequest,
          message: 'postId must be a positive integer',
          field: 'postId',
        },
      }),
    );
    const api = createApiClient({ baseUrl: '', fetch });
    const error = await api.getPost('abc').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: ERROR_CODE.badRequest,
      message: 'postId must be a positive integer',
      field: 'postId',
      kind: 'http',
    });
    const html = createApiClient({ baseUrl: '', fetch: async () => new Response('<html>', { status: 502 }) });
    await expect(html.getCurrentUser()).rejects.toMatchObject({ status: 502, code: ERROR_CODE.internal });
  });

  it('CC-DATA-04 a single post is fetched by postId and read as edges[0].node', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(200, { data: { edges: [{ node: post, cursor: 'c7' }], pageInfo: { endCursor: 'c7', hasNextPage: false } } }),
    );
    const api = createApiClient({ baseUrl: '', fetch });
    await expect(api.getPost(7)).resolves.toEqual(post);
    expect(calls[0]?.url).toBe('/api/v1/posts/byPostId/7');
    const empty = createApiClient({
      baseUrl: '',
      fetch: async () => json(200, { data: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } } }),
    });
    await expect(empty.getPost(8)).rejects.toMatchObject({ status: 404 });
  });

  it('CC-DATA-10 the viewer is signed in only when the current-user call returns an id', async () => {
    const signedOut = createApiClient({ baseUrl: '', fetch: async () => json(200, { data: null }) });
    await expect(signedOut.getCurrentUser()).resolves.toBeNull();
    const noId = createApiClient({ baseUrl: '', fetch: async () => json(200, { data: { username: 'x' } }) });
    await expect(noId.getCurrentUser()).resolves.toBeNull();
    const signedIn = createApiClient({
      baseUrl: '',
      fetch: async () => json(200, { data: { id: 3, username: '개발자' } }),
    });
    await expect(signedIn.getCurrentUser()).resolves.toMatchObject({ id: 3, username: '개발자' });
  });
});
