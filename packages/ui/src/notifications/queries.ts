import {
  FEED_PAGE_SIZE_DEFAULT,
  type Connection,
  type CurrentUser,
  type Notification,
} from '@growday/contracts/client';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { listNotifications } from '../api/notifications';
import { nextCursor } from '../queries/pages';
import { userKeys } from '../queries/users';

export type NotificationPage = Connection<Notification>;
type PageParam = string | null;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (first: number) => [...notificationKeys.all, 'list', { first }] as const,
};

/** The /notification list; new notifications arrive any time, so it is fetched on every visit. */
export function notificationsInfiniteOptions(api: ApiClient, first: number = FEED_PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(first),
    queryFn: ({ pageParam, signal }) => listNotifications(api, { first, after: pageParam, signal }),
    initialPageParam: null as PageParam,
    getNextPageParam: nextCursor,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The most ids one read request carries (markNotificationsReadBodySchema). */
export const MARK_READ_BATCH = 100;

/**
 * The unread notifications on screen that were not sent to be marked read yet, in batches the read
 * path accepts. `sent` remembers what was sent, so a refetch never marks the same rows twice.
 */
export function takeUnreadToMark(list: readonly Notification[], sent: Set<number>): number[][] {
  const ids = list.filter((n) => !n.isRead && !sent.has(n.id)).map((n) => n.id);
  for (const id of ids) sent.add(id);
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += MARK_READ_BATCH) batches.push(ids.slice(i, i + MARK_READ_BATCH));
  return batches;
}

/** The header badge follows the read answer at once, then the current user is fetched again. */
export function applyUnreadCount(queryClient: QueryClient, unreadNotificationCount: number): Promise<void> {
  queryClient.setQueryData<CurrentUser | null>(userKeys.current(), (user) =>
    user ? { ...user, unreadNotificationCount } : user,
  );
  return queryClient.invalidateQueries({ queryKey: userKeys.current() });
}
