import { FEED_PAGE_SIZE_DEFAULT, type Connection, type Post } from '@growday/contracts';
import { getNews, isApiErrorStatus, listNews } from '@growday/ui';
import { cache } from 'react';
import { getServerApiClient } from './api-client';
import { parseCanonicalId } from './content';

/** One news item, or null when the id is malformed, unknown or not news (the page answers 404). */
export const getNewsItem = cache(async (id: string): Promise<Post | null> => {
  const newsId = parseCanonicalId(id);
  if (newsId === null) return null;
  try {
    return await getNews(await getServerApiClient(), newsId);
  } catch (error) {
    if (isApiErrorStatus(error, 400, 404)) return null;
    throw error;
  }
});

/** The first page of the news list for the server render; null when the API fails. */
export const getNewsFirstPage = cache(async (): Promise<Connection<Post> | null> => {
  try {
    return await listNews(await getServerApiClient(), { first: FEED_PAGE_SIZE_DEFAULT });
  } catch (error) {
    console.error('[web] news list for the server render failed:', error);
    return null;
  }
});
