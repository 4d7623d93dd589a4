'use client';

import * as COPY from '@growday/contracts/copy';
import { FEED_PAGE_SIZE_DEFAULT, postHref, type Notification } from '@growday/contracts/client';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { InfiniteListFooter, useLoadMoreSentinel } from '../content/infinite-list';
import { markNotificationsRead } from '../api/notifications';
import { useHost } from '../host/host-provider';
import { formatKstDateTime } from '../format/date';
import { nodesOfPages } from '../queries/pages';
import { applyUnreadCount, notificationsInfiniteOptions, takeUnreadToMark } from './queries';

export interface NotificationListProps {
  pageSize?: number;
}

/**
 * The viewer's notifications on /notification, newest first, with infinite scroll. What is shown
 * is marked read at once and the header badge follows; items keep their unread look until the
 * page is left, so the viewer sees which ones were new.
 */
export function NotificationList({ pageSize = FEED_PAGE_SIZE_DEFAULT }: NotificationListProps) {
  const { apiClient } = useHost();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(notificationsInfiniteOptions(apiClient, pageSize));
  const { data, status } = query;
  const items = useMemo(() => nodesOfPages(data?.pages), [data]);

  const sent = useRef(new Set<number>());
  useEffect(() => {
    for (const ids of takeUnreadToMark(items, sent.current)) {
      markNotificationsRead(apiClient, ids).then(
        (unread) => applyUnreadCount(queryClient, unread),
        // Not marked this time: the next visit tries again.
        () => ids.forEach((id) => sent.current.delete(id)),
      );
    }
  }, [items, apiClient, queryClient]);

  const sentinelRef = useLoadMoreSentinel(query);
  const footer = (
    <InfiniteListFooter
      state={query}
      itemCount={items.length}
      failedText={COPY.notifications.loadFailed}
      empty={
        <p className="gd-feed__message gd-notifications__empty" data-testid="notifications-empty">
          {COPY.notifications.empty}
        </p>
      }
    />
  );

  return (
    <section className="gd-notifications" aria-label={COPY.notifications.title} aria-busy={status === 'pending'}>
      {items.length > 0 ? (
        <ul className="gd-notifications__list">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {footer}
      <div ref={sentinelRef} className="gd-feed__sentinel" aria-hidden="true" />
    </section>
  );
}

/** One notification: who did what, the comment's text, the post it is on and when. */
export function NotificationItem({ item }: { item: Notification }) {
  const { Link } = useHost();
  const name = item.actor.username ?? COPY.common.anonymous;
  const message = item.kind === 'reply' ? COPY.notifications.reply(name) : COPY.notifications.like(name);
  return (
    <li
      className="gd-notification gd-surface"
      data-testid="notification"
      data-kind={item.kind}
      data-unread={item.isRead ? undefined : ''}
    >
      <p className="gd-notification__message">
        {item.isRead ? null : <span className="gd-notification__dot">{COPY.notifications.unread}</span>}
        {message}
      </p>
      <p className="gd-notification__text">{item.text || COPY.notifications.deletedText}</p>
      <div className="gd-notification__meta">
        <Link href={postHref(item.post)} className="gd-notification__post">
          {item.post.title}
        </Link>
        <time className="gd-notification__date" dateTime={item.createdAt}>
          {formatKstDateTime(item.createdAt)}
        </time>
      </div>
    </li>
  );
}
