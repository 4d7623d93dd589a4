import type { Connection, Post } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { latestPostsInfiniteOptions, postKeys, postOptions } from '../src/queries/posts';
import { createQueryClient } from '../src/queries/query-client';

const api = createApiClient({ baseUrl: '', fetch: async () => new Response('{}') });

describe('query cache defaults', () => {
  it('SH-API-06 queries do not retry', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    let attempts = 0;
    await client
      .fetchQuery({
        queryKey: ['failing'],
        queryFn: () => {
          attempts += 1;
          throw new Error('boom');
        },
      })
      .catch(() => undefined);
    expect(attempts).toBe(1);
  });

  it('SH-API-07 queries do not refetch on mount or on window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.refetchOnMount).toBe(false);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('CC-DATA-04 the single post query refetches on window focus; feed lists do not override it', () => {
    expect(postOptions(api, 7).refetchOnWindowFocus).toBe(true);
    expect(postOptions(api, 7).queryKey).toEqual(postKeys.detail(7));
    expect(latestPostsInfiniteOptions(api).refetchOnWindowFocus).toBeUndefined();
  });

  it('CC-DATA-03 the feed reads pages as edges and asks for the next page with endCursor', () => {
    const options = latestPostsInfiniteOptions(api, 20);
    const page = (hasNextPage: boolean): Connection<Post> => ({
      edges: [],
      pageInfo: { endCursor: 'cursor-1', hasNextPage },
    });
    expect(options.initialPageParam).toBeNull();
    expect(options.getNextPageParam(page(true), [page(true)], null, [null])).toBe('cursor-1');
    expect(options.getNextPageParam(page(false), [page(false)], null, [null])).toBeUndefined();
  });
});
