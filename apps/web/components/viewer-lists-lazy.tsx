'use client';

import dynamic from 'next/dynamic';

/*
 * The viewer's own lists (/notification, /me/list/*), each in a chunk of its own beside the first
 * load (issue 13, Bundle budgets), each in the session's query scope (./scoped/viewer-lists.tsx).
 * The server renders them in full with their first page; the chunk, preloaded at low priority,
 * brings what makes them live (TanStack Query, the scrap toggles, infinite scroll). No
 * `loading`, so no Suspense boundary of its own (post-detail-lazy.tsx says why).
 */

export const NotificationListLazy = dynamic(() =>
  import('./scoped/viewer-lists').then((m) => m.ScopedNotificationList),
);
export const ScrapListFeedLazy = dynamic(() => import('./scoped/viewer-lists').then((m) => m.ScopedScrapListFeed));
