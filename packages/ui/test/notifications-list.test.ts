import { API_PATHS, type CurrentUser, type Notification } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '../src/api/client';
import { listNotifications, markNotificationsRead } from '../src/api/notifications';
import { formatKstDateTime } from '../src/format/date';
import {
  MARK_READ_BATCH,
  applyUnreadCount,
  takeUnreadToMark,
  type NotificationPage,
} from '../src/notifications/queries';
import { nodesOfPages } from '../src/queries/pages';
import { createQueryClient } from '../src/queries/query-client';
import { userKeys } from '../src/queries/users';

function notification(id: number, isRead = false): Notification {
  return {
    id,
    kind: id % 2 ? 'reply' : 'like',
    post: { id: 1, title: '글', type: 'news' },
    commentId: id,
    actor: { username: 'b', profileKey: null },
    text: '답글',
    createdAt: '2026-01-05T00:00:00.000Z',
    isRead,
  };
}

const page = (...items: Notification[]): NotificationPage => ({
  edges: items.map((node) => ({ node, cursor: String(node.id) })),
  pageInfo: { hasNextPage: false, endCursor: null },
});

describe('notification list', () => {
  it('lists loaded pages in order, each notification once', () => {
    const list = nodesOfPages([page(notification(3), notification(2)), page(notification(2), notification(1))]);
    expect(list.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(nodesOfPages(undefined)).toEqual([]);
  });

  it('marks each unread notification shown once, in batches the read path accepts', () => {
    const sent = new Set<number>();
    const shown = [notification(1), notification(2, true), notification(3)];
    expect(takeUnreadToMark(shown, sent)).toEqual([[1, 3]]);
    // A refetch of the same rows sends nothing again.
    expect(takeUnreadToMark(shown, sent)).toEqual([]);
    const many = Array.from({ length: MARK_READ_BATCH + 5 }, (_, i) => notification(100 + i));
    const batches = takeUnreadToMark(many, sent);
    expect(batches.map((b) => b.length)).toEqual([MARK_READ_BATCH, 5]);
  });

  it('SH-HDR-21 the read answer puts the unread count into the current user at once', async () => {
    const queryClient = createQueryClient();
    const user = { id: 1, username: 'a', unreadNotificationCount: 3 } as CurrentUser;
    queryClient.setQueryData(userKeys.current(), user);
    void applyUnreadCount(queryClient, 0);
    expect(queryClient.getQueryData<CurrentUser>(userKeys.current())?.unreadNotificationCount).toBe(0);
    expect(queryClient.getQueryState(userKeys.current())?.isInvalidated).toBe(true);
    // A visitor's cache stays null.
    const visitor = createQueryClient();
    visitor.setQueryData(userKeys.current(), null);
    void applyUnreadCount(visitor, 0);
    expect(visitor.getQueryData(userKeys.current())).toBeNull();
  });

  it('dates show as YYYY.MM.DD HH:mm in Korea time', () => {
    expect(formatKstDateTime('2026-01-05T15:04:00.000Z')).toBe('2026.01.06 00:04');
    expect(formatKstDateTime('not a date')).toBe('');
  });

  it('calls the list and read paths and checks their answers', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    const answers = [{ data: page(notification(1)) }, { data: { unreadNotificationCount: 0 } }];
    const fetch: FetchLike = (url, init) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return Promise.resolve(new Response(JSON.stringify(answers.shift()), { status: 200 }));
    };
    const api = createApiClient({ baseUrl: '', fetch });
    const listed = await listNotifications(api, { first: 10, after: 'c1' });
    expect(listed.edges[0]?.node.id).toBe(1);
    expect(await markNotificationsRead(api, [1])).toBe(0);
    expect(calls).toEqual([
      { url: `${API_PATHS.notifications}?first=10&after=c1`, method: 'GET', body: undefined },
      { url: API_PATHS.notificationsRead, method: 'POST', body: { ids: [1] } },
    ]);
  });
});
