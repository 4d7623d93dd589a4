'use client';

import { NotificationList, ScrapListFeed } from '@growday/ui';
import { withQueryScope } from '../query-scope';

// The viewer's own lists (/notification, /me/list/*), for viewer-lists-lazy.tsx.
export const ScopedNotificationList = withQueryScope(NotificationList);
export const ScopedScrapListFeed = withQueryScope(ScrapListFeed);
