import type { BestFilterKey, CommunityBestPost, CommunityPost, NewsHeadline } from '@growday/contracts';
import {
  COMMUNITY_BEST_SIZE,
  bestPeriodOf,
  getCommunityPost as fetchCommunityPost,
  isApiErrorStatus,
  listCommunityBest,
  listNewsHeadlines,
  DEFAULT_BEST_FILTER,
  DEFAULT_NEWS_BEST_TAB,
  NEWS_HEADLINES_SIZE,
  type CommunityBestRow,
} from '@growday/ui';
import { cache } from 'react';
import { getServerApiClient } from './api-client';
import { parseCanonicalId } from './content';

/** The /best list of one filter: rank, title, votes and comments come with the list. */
export const getCommunityBestBoard = cache(async (filter: BestFilterKey): Promise<CommunityBestRow[]> => {
  const api = await getServerApiClient();
  return listCommunityBest(api, bestPeriodOf(filter), { first: COMMUNITY_BEST_SIZE });
});

/** One community post, or null when the id is malformed or unknown (the page answers 404). */
export const getCommunityPost = cache(async (id: string): Promise<CommunityPost | null> => {
  const postId = parseCanonicalId(id);
  if (postId === null) return null;
  try {
    return await fetchCommunityPost(await getServerApiClient(), postId);
  } catch (error) {
    if (isApiErrorStatus(error, 400, 404)) return null;
    throw error;
  }
});

/**
 * The home best sections' default lists, for the server render (no layout shift when they
 * arrive). Null when the API fails: the section then loads in the browser and, if that fails
 * too, renders nothing (CC-BEST-03, CC-BEST-04).
 */
export async function getHomeBestLists(): Promise<{
  community: CommunityBestPost[] | null;
  news: NewsHeadline[] | null;
}> {
  const api = await getServerApiClient();
  const [community, news] = await Promise.all([
    listCommunityBest(api, bestPeriodOf(DEFAULT_BEST_FILTER), { first: COMMUNITY_BEST_SIZE }).catch(() => null),
    listNewsHeadlines(api, DEFAULT_NEWS_BEST_TAB, { first: NEWS_HEADLINES_SIZE }).catch(() => null),
  ]);
  return { community, news };
}
