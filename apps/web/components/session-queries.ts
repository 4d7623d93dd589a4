import type { CurrentUser } from '@growday/contracts/client';
import { currentUserOptions, followedTagsOptions, myFeedKeys, tagGroupKeys, userKeys } from '@growday/ui';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { SessionQueries, ShellSession } from './shell-session';

/**
 * Keeps the session's stores and the query cache one state: the cache starts from what the stores
 * hold, and every answer the cache gets for the current user (a refetch after a bookmark, a
 * notification read, a profile save) or their followed tags (a My Feed save) lands in the stores,
 * so the layout's header badges and side menu follow as they did when they read the cache.
 */
export function connectSessionQueries(
  session: ShellSession,
  client: QueryClient,
  // Observers only in the browser: on the server the seeded cache is all a render reads.
  observe = typeof window !== 'undefined',
): SessionQueries {
  const { api } = session;
  const user = session.user.get();
  client.setQueryData(userKeys.current(), user);
  const followed = session.followedTags.get();
  if (user && followed?.viewerId === user.id) client.setQueryData(myFeedKeys.followedTagsOf(user.id), followed.tags);
  if (session.tagGroups.length > 0) client.setQueryData(tagGroupKeys.all, session.tagGroups);

  if (observe) {
    // Always observed, as the header's query was: an invalidation refetches it at once.
    const userObserver = new QueryObserver(client, currentUserOptions(api));
    userObserver.subscribe(({ data }) => {
      if (data !== undefined) session.user.set(data);
    });
    const followedOptions = (viewer: CurrentUser | null) => ({
      ...followedTagsOptions(api, viewer?.id ?? 0),
      enabled: viewer !== null,
    });
    let viewer = user;
    const followedObserver = new QueryObserver(client, followedOptions(viewer));
    followedObserver.subscribe(({ data }) => {
      if (viewer && data) session.followedTags.set({ viewerId: viewer.id, tags: data });
    });
    session.user.subscribe(() => {
      viewer = session.user.get();
      followedObserver.setOptions(followedOptions(viewer));
    });
  }

  return {
    client,
    refreshUser: () => client.fetchQuery(currentUserOptions(api)),
    loginStateChanged: () => client.invalidateQueries(),
  };
}
