import { KEYWORDS_CACHE_SECONDS, SEARCH_PAGE_SIZE } from '@growday/contracts/client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { listKeywords, searchPosts } from '../api/search';
import { nextCursor } from './pages';
import { postKeys, type PostPageParam } from './posts';

/**
 * Search results live under the posts domain's `['posts', 'list']` prefix, so a bookmark change
 * reaches the cards of a search like any other list.
 */
export const searchKeys = {
  results: (query: string, first: number) => [...postKeys.lists(), 'search', query, { first }] as const,
  keywords: (prefix: string) => ['search', 'keywords', prefix] as const,
};

export function searchResultsInfiniteOptions(api: ApiClient, query: string, first: number = SEARCH_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(query, first),
    queryFn: ({ pageParam, signal }) => searchPosts(api, query, { first, after: pageParam, signal }),
    initialPageParam: null as PostPageParam,
    getNextPageParam: nextCursor,
  });
}

/** Suggestions for a prefix: kept as long as the API says they stay fresh; a failure just shows none. */
export function keywordSuggestionsOptions(api: ApiClient, prefix: string) {
  return queryOptions({
    queryKey: searchKeys.keywords(prefix),
    queryFn: ({ signal }) => listKeywords(api, prefix, { signal }),
    staleTime: KEYWORDS_CACHE_SECONDS * 1000,
    retry: false,
  });
}
