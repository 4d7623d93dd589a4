import type { SaveMyFeedTagsBody } from '@growday/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listTagGroups } from '../api/content';
import type { ApiClient } from '../api/client';
import { listFollowedTagsOrNone, saveMyFeedTags } from '../api/my-feed';
import { postKeys } from './posts';

export const myFeedKeys = {
  all: ['myFeed'] as const,
  followedTags: () => [...myFeedKeys.all, 'followedTags'] as const,
  /** Per viewer, so one browser's two accounts never share a cached set. */
  followedTagsOf: (viewerId: number) => [...myFeedKeys.followedTags(), viewerId] as const,
  /** Under the posts lists prefix, so whatever drops cached post lists (bookmarks) drops this too. */
  posts: () => [...postKeys.lists(), 'myFeed'] as const,
  postsPage: (first: number) => [...myFeedKeys.posts(), { first }] as const,
};

export const tagGroupKeys = {
  all: ['tagGroups'] as const,
};

/**
 * The viewer's followed tags, cached indefinitely (SH-MYFEED-16); any failure is swallowed and
 * reads as no tags (SH-MYFEED-17).
 */
export function followedTagsOptions(api: ApiClient, viewerId: number) {
  return queryOptions({
    queryKey: myFeedKeys.followedTagsOf(viewerId),
    queryFn: ({ signal }) => listFollowedTagsOrNone(api, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The tag groups with their tags (the popup's tabs and grid). */
export function tagGroupsOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tagGroupKeys.all,
    queryFn: ({ signal }) => listTagGroups(api, { signal }),
  });
}

export interface SaveMyFeedSelectionArgs {
  api: ApiClient;
  queryClient: QueryClient;
  body: SaveMyFeedTagsBody;
  /** Called after a successful save, once the queries are invalidated (the popup closes). */
  onSaved: () => void;
}

/**
 * Saves the chosen tags. On success the followed-tags query (and the feed built from it) is
 * invalidated and `onSaved` runs (SH-MYFEED-13); a failure is swallowed with no message, so the
 * popup stays open (SH-MYFEED-14). Resolves whether the save went through.
 */
export async function saveMyFeedSelection({ api, queryClient, body, onSaved }: SaveMyFeedSelectionArgs) {
  try {
    await saveMyFeedTags(api, body);
  } catch {
    return false;
  }
  // Marked stale at once; the popup closes without waiting for the refetch.
  void queryClient.invalidateQueries({ queryKey: myFeedKeys.followedTags() });
  void queryClient.invalidateQueries({ queryKey: myFeedKeys.posts() });
  onSaved();
  return true;
}
