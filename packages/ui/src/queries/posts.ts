import type { Connection, Post } from '@growday/contracts';
import { FEED_PAGE_SIZE_DEFAULT } from '@growday/contracts/client';
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { nextCursor } from './pages';

/** Query keys of the posts domain; lists share the `['posts', 'list']` prefix. */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  latest: (first: number) => [...postKeys.lists(), 'latest', { first }] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (postId: number) => [...postKeys.details(), postId] as const,
};

export type PostPage = Connection<Post>;
/** Cursor of the next page; null asks for the first page. */
export type PostPageParam = string | null;

/** The infinite cache shape holding one first page fetched elsewhere (the server render). */
export function firstPageAsInfiniteData<P extends PostPage>(page: P): InfiniteData<P, PostPageParam> {
  return { pages: [page], pageParams: [null] };
}

export function latestPostsInfiniteOptions(api: ApiClient, first: number = FEED_PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: postKeys.latest(first),
    queryFn: ({ pageParam, signal }) => api.listLatestPosts({ first, after: pageParam, signal }),
    initialPageParam: null as PostPageParam,
    getNextPageParam: nextCursor,
  });
}

/** A single post (CC-DATA-04): read as edges[0].node and refetched on window focus. */
export function postOptions(api: ApiClient, postId: number) {
  return queryOptions({
    queryKey: postKeys.detail(postId),
    queryFn: ({ signal }) => api.getPost(postId, { signal }),
    refetchOnWindowFocus: true,
  });
}
