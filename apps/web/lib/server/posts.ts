import { FEED_PAGE_SIZE_DEFAULT, postIdSchema, type Connection, type Post } from '@growday/contracts';
import { isApiErrorStatus } from '@growday/ui/core';
import { cache } from 'react';
import { getServerApiClient } from './api-client';

/** Canonical post ids only: "12", not "012", "1e3" or "12.0". */
const CANONICAL_ID = /^[1-9][0-9]*$/;

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
  if (!CANONICAL_ID.test(id)) return null;
  const parsed = postIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const api = await getServerApiClient();
  try {
    return await api.getPost(parsed.data);
  } catch (error) {
    if (isApiErrorStatus(error, 400, 404)) return null;
    throw error;
  }
});
