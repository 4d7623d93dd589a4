import {
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchRankingEntry,
  type SearchResults,
} from '@growday/contracts';
import { isApiErrorStatus, listSearchRanking, searchPosts } from '@growday/ui';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getServerApiClient } from './api-client';
import { EDGE_ENV_FLAG } from './client-address';

export type SearchParams = Record<string, string | string[] | undefined>;

/** /search's `query`: trimmed and cut as the API cuts it; '' when absent or blank (the empty state). */
export function parseSearchQuery(params: SearchParams): string {
  const raw = Array.isArray(params.query) ? params.query[0] : params.query;
  return Array.from((raw ?? '').trim())
    .slice(0, SEARCH_QUERY_MAX_LENGTH)
    .join('')
    .trim();
}

const EMPTY_PAGE: SearchResults = { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, terms: [] };

/**
 * The first page of results for the server render. The visitor's address (as the website's edge
 * wrote it) goes along, so the API's per-client search limit and its one-count-per-searcher
 * popular list see the visitor, not the website. A refused query (400) finds nothing; any other
 * failure answers null and the browser asks again.
 */
export const getSearchFirstPage = cache(async (query: string): Promise<SearchResults | null> => {
  const incoming = await headers();
  const client = process.env[EDGE_ENV_FLAG] === '1' ? incoming.get('x-forwarded-for') : null;
  try {
    return await searchPosts(await getServerApiClient(), query, {
      first: SEARCH_PAGE_SIZE,
      headers: client ? { 'x-forwarded-for': client } : undefined,
    });
  } catch (error) {
    if (isApiErrorStatus(error, 400)) return EMPTY_PAGE;
    console.error('[web] search for the server render failed:', error);
    return null;
  }
});

/** Popular searches for the empty state; none when the API fails (the page still renders). */
export const getSearchRanking = cache(async (): Promise<SearchRankingEntry[]> => {
  try {
    return await listSearchRanking(await getServerApiClient());
  } catch (error) {
    console.error('[web] popular searches failed:', error);
    return [];
  }
});
