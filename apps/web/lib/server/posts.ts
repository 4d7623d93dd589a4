import {
  FEED_PAGE_SIZE_DEFAULT,
  SIMILAR_PAGE_SIZE,
  type Connection,
  type PopularItem,
  type Post,
} from '@growday/contracts';
import { DEFAULT_POPULAR_FILTERS, listSimilarPosts, popularRequest } from '@growday/ui';
import { isApiErrorStatus } from '@growday/ui/core';
import { cache } from 'react';
import { getServerApiClient } from './api-client';
import { parseCanonicalId } from './content';

/** The first page of the latest feed for the server render; null when the API fails. */
export const getLatestPostsFirstPage = cache(async (): Promise<Connection<Post> | null> => {
  try {
    const api = await getServerApiClient();
    return await api.listLatestPosts({ first: FEED_PAGE_SIZE_DEFAULT });
  } catch (error) {
    console.error('[web] latest posts for the server render failed:', error);
    return null;
  }
});

/** One post, or null when the id is malformed or unknown (the page answers 404). */
export const getPost = cache(async (id: string): Promise<Post | null> => {
  const postId = parseCanonicalId(id);
  if (postId === null) return null;
  const api = await getServerApiClient();
  try {
    return await api.getPost(postId);
  } catch (error) {
    if (isApiErrorStatus(error, 400, 404)) return null;
    throw error;
  }
});

/**
 * The popular panel's default list (SIMILAR tab, default filter) beside the post of a route id, read for this
 * viewer for the server render, so the panel is in the first paint and the promo banners under it
 * never move. Null when the API fails: the panel then reads it in the browser as before.
 */
export const getPopularPanelItems = cache(async (id: string): Promise<PopularItem[] | null> => {
  const postId = parseCanonicalId(id);
  if (postId === null) return null;
  try {
    const api = await getServerApiClient();
    return await listSimilarPosts(api, {
      postId,
      ...popularRequest({ tab: 'SIMILAR', filter: DEFAULT_POPULAR_FILTERS.SIMILAR }),
      first: SIMILAR_PAGE_SIZE,
    });
  } catch (error) {
    // An unknown post's page answers 404 by itself; only a real failure is worth a log line.
    if (!isApiErrorStatus(error, 400, 404)) console.error('[web] popular panel for the server render failed:', error);
    return null;
  }
});
