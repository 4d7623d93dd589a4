import {
  FEED_PAGE_SIZE_DEFAULT,
  NOTIFICATION_PATHS,
  type Connection,
  type Notification,
} from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';
import type { PageParams } from './content';

/** One page of the viewer's notifications, newest first (listNotifications). */
export async function listNotifications(
  api: ApiClient,
  { first = FEED_PAGE_SIZE_DEFAULT, after, signal }: PageParams = {},
): Promise<Connection<Notification>> {
  const data = await api.request<unknown>(NOTIFICATION_PATHS.notifications, { query: { first, after }, signal });
  return checkAnswer(data, (c) => c.connectionSchema(c.notificationSchema));
}

/** Mark the given notifications read (markNotificationsRead); answers the viewer's unread count left. */
export async function markNotificationsRead(api: ApiClient, ids: readonly number[]): Promise<number> {
  const data = await api.request<unknown>(NOTIFICATION_PATHS.notificationsRead, { method: 'POST', body: { ids } });
  return (await checkAnswer(data, (c) => c.unreadNotificationsSchema)).unreadNotificationCount;
}
