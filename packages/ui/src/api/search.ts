import {
  SEARCH_PAGE_SIZE,
  SEARCH_PATHS,
  type Keyword,
  type SearchRankingEntry,
  type SearchResults,
} from '@growday/contracts/client';
import type { ApiClient } from './client';

/** The search calls (searchPosts, listSearchRanking, listKeywords), framework-free for server renders and hooks. */

type Signal = { signal?: AbortSignal | undefined };

export interface SearchPostsParams extends Signal {
  first?: number;
  after?: string | null | undefined;
  /** Headers of this request (the website's server render forwards the visitor's address). */
  headers?: Record<string, string> | undefined;
}

/** One page of posts and news matching `query` (trimmed by the caller; the API refuses blank). */
export function searchPosts(
  api: ApiClient,
  query: string,
  { first = SEARCH_PAGE_SIZE, after, signal, headers }: SearchPostsParams = {},
): Promise<SearchResults> {
  return api.request<SearchResults>(SEARCH_PATHS.searchPosts, {
    query: { query, first, after },
    signal,
    answer: (c) => c.searchResultsSchema,
    ...(headers ? { headers } : {}),
  });
}

/** Popular searches of the last 24 hours, most searched first. */
export async function listSearchRanking(api: ApiClient, { signal }: Signal = {}): Promise<SearchRankingEntry[]> {
  return (
    (await api.request<SearchRankingEntry[]>(SEARCH_PATHS.searchRanking, {
      signal,
      answer: (c) => c.searchRankingEntrySchema.array(),
    })) ?? []
  );
}

/** Completions of what the user has typed (tags, sources, popular queries; ㄹㅇㅌ finds 리액트). */
export async function listKeywords(api: ApiClient, prefix: string, { signal }: Signal = {}): Promise<Keyword[]> {
  return (
    (await api.request<Keyword[]>(SEARCH_PATHS.keywords, {
      query: { prefix },
      signal,
      answer: (c) => c.keywordSchema.array(),
    })) ?? []
  );
}
