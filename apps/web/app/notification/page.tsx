import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { NotificationPage } from '@/components/notification-page';
import { pageMetadata } from '@/lib/site-metadata';

/** The list is the visitor's own: never cached between requests. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: COPY.notifications.title, path: ROUTES.notification }),
  robots: { index: false },
};

/** /notification: replies to and likes of the viewer's comments, newest first (SH-ROUTE-08). */
export default function NotificationRoute() {
  return <NotificationPage />;
}
