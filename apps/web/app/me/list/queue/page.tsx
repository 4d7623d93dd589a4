import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import { ScrapListPage } from '@/components/scrap-list-page';
import { pageMetadata } from '@/lib/site-metadata';

/** The list is the visitor's own: never cached between requests. */
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: COPY.scrap.queueTitle, path: ROUTES.scrapQueue });

/** /me/list/queue: the viewer's scraps, newest first (CC-ROUTE-12). */
export default function ScrapQueuePage() {
  return <ScrapListPage kind="queue" />;
}
