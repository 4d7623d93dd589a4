import { API_PATHS } from '@growday/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../src/api/client';
import { listTagGroups } from '../src/api/content';
import { listSearchRanking } from '../src/api/search';

/** An API that answers `data` on every path. */
function apiAnswering(data: unknown) {
  const fetch: FetchLike = async () =>
    new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  return createApiClient({ baseUrl: 'http://127.0.0.1:1', fetch });
}

const group = {
  id: 1,
  name: '개발',
  ename: 'dev',
  tags: [{ id: 2, name: 'react', iconKey: null, curated: true, shortName: 'react' }],
};

describe('the API client checks answers against the contracts in development and tests (issue 13 item 7)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('passes an answer that matches its contract', async () => {
    await expect(listTagGroups(apiAnswering([group]))).resolves.toEqual([group]);
    await expect(listSearchRanking(apiAnswering([{ query: '리액트', count: 3 }]))).resolves.toEqual([
      { query: '리액트', count: 3 },
    ]);
  });

  it('fails loudly, naming the field, when an answer drifts from its contract', async () => {
    await expect(listTagGroups(apiAnswering([{ ...group, ename: 7 }]))).rejects.toThrow(/ename/);
    await expect(listSearchRanking(apiAnswering([{ query: '리액트', count: '3' }]))).rejects.toThrow(/count/);
    await expect(apiAnswering({ edges: 'none' }).listLatestPosts()).rejects.toThrow(/edges/);
  });

  it('trusts the answer in production, where the bundles carry no zod', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const drifted = [{ ...group, ename: 7 }];
    await expect(listTagGroups(apiAnswering(drifted))).resolves.toEqual(drifted);
  });

  it('leaves a call without a contract unchecked', async () => {
    await expect(apiAnswering({ anything: true }).request(API_PATHS.tagGroups)).resolves.toEqual({ anything: true });
  });
});
