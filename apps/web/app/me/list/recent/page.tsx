import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import { ScrapListPage } from '@/components/scrap-list-page';
import { pageMetadata } from '@/lib/site-metadata';

/** The list is the visitor's own: never cached between requests. */
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: COPY.scrap.recentTitle, path: ROUTES.recent });

/** /me/list/recent: the posts the viewer opened, most recent first (CC-ROUTE-13). */
export default function RecentReadsPage() {
  return <ScrapListPage kind="recent" />;
}
