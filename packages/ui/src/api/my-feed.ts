import {
  FEED_PAGE_SIZE_DEFAULT,
  POST_PATHS,
  TAG_PATHS,
  type Connection,
  type FollowedTags,
  type Post,
  type SaveMyFeedTagsBody,
} from '@growday/contracts/client';
import type { ApiClient } from './client';
import type { PageParams } from './content';

type Signal = { signal?: AbortSignal | undefined };

/**
 * The viewer's followed tags: GET on the feed-tags path with ?following=true, read from data.data as
 * edges of nodes (SH-MYFEED-15). `request()` unwraps the outer `data`.
 */
export async function listFollowedTags(api: ApiClient, { signal }: Signal = {}): Promise<FollowedTags> {
  const data = await api.request<{ data: FollowedTags }>(TAG_PATHS.followedTags, {
    query: { following: true },
    signal,
  });
  return { edges: data?.data?.edges ?? [] };
}

/** Followed tags as the cache holds them; `totalCash` is only the failure value's (SH-MYFEED-17). */
export type FollowedTagsData = FollowedTags & { totalCash?: number };

/** What a failing followed-tags call resolves to: no tags, and the spec's totalCash 0 (SH-MYFEED-17). */
export const FOLLOWED_TAGS_ON_FAILURE: FollowedTagsData = Object.freeze({ edges: [], totalCash: 0 });

/** The followed tags, any failure swallowed as no tags (SH-MYFEED-17). */
export async function listFollowedTagsOrNone(api: ApiClient, options: Signal = {}): Promise<FollowedTagsData> {
  try {
    return await listFollowedTags(api, options);
  } catch {
    return FOLLOWED_TAGS_ON_FAILURE;
  }
}

/** Replaces the viewer's followed tags with `tagIds` (SH-MYFEED-12). */
export async function saveMyFeedTags(api: ApiClient, body: SaveMyFeedTagsBody): Promise<FollowedTags> {
  const data = await api.request<{ data: FollowedTags }>(TAG_PATHS.saveMyFeedTags, { method: 'POST', body });
  return { edges: data?.data?.edges ?? [] };
}

/** One page of the personalised feed: posts carrying the viewer's followed tags (empty with none). */
export function listRecommendedPosts(
  api: ApiClient,
  { first = FEED_PAGE_SIZE_DEFAULT, after, signal }: PageParams = {},
): Promise<Connection<Post>> {
  return api.request<Connection<Post>>(POST_PATHS.recommendedPosts, {
    query: { first, after },
    signal,
    answer: (c) => c.connectionSchema(c.postSchema),
  });
}
