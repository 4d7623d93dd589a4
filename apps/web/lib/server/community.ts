import {
  API_PATHS,
  BEST_PERIODS,
  COMMUNITY_SORTS,
  DEFAULT_COMMUNITY_SORT,
  type CommunityCategory,
  type CommunityPostSummary,
  type CommunitySort,
  type Connection,
} from '@growday/contracts';
import { isApiErrorStatus } from '@growday/ui';
import { cache } from 'react';
import { getServerApiClient } from './api-client';

export const isCommunitySort = (value: unknown): value is CommunitySort =>
  typeof value === 'string' && (COMMUNITY_SORTS as readonly string[]).includes(value);
export const isBestSort = (sort: CommunitySort) => (BEST_PERIODS as readonly string[]).includes(sort);

/** The operator's categories (tab order); empty when the API fails, the page still renders. */
export const getCommunityCategories = cache(async (): Promise<CommunityCategory[]> => {
  try {
    const api = await getServerApiClient();
    return (await api.request<{ categories: CommunityCategory[] }>(API_PATHS.communityCategories)).categories;
  } catch {
    return [];
  }
});

export interface CommunityListParams {
  sort: CommunitySort;
  category: string | undefined;
  after: string | undefined;
}

/** One page of /community; a cursor the API refuses (400) starts again from the first page. */
export async function getCommunityPage(params: CommunityListParams): Promise<Connection<CommunityPostSummary>> {
  const api = await getServerApiClient();
  const query = { sort: params.sort, category: params.category, after: params.after };
  try {
    return await api.request<Connection<CommunityPostSummary>>(API_PATHS.communityPosts, { query });
  } catch (error) {
    if (params.after && isApiErrorStatus(error, 400)) {
      return api.request<Connection<CommunityPostSummary>>(API_PATHS.communityPosts, {
        query: { ...query, after: undefined },
      });
    }
    throw error;
  }
}

export function communityHref(params: Partial<CommunityListParams>): string {
  const search = new URLSearchParams();
  if (params.sort && params.sort !== DEFAULT_COMMUNITY_SORT) search.set('sort', params.sort);
  if (params.category) search.set('category', params.category);
  if (params.after) search.set('after', params.after);
  const text = search.toString();
  return text ? `/community?${text}` : '/community';
}
