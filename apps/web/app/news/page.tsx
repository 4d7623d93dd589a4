import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import { PageHead } from '@/components/page-head';
import { getNewsFirstPage } from '@/lib/server/news';
import { pageMetadata } from '@/lib/site-metadata';
import { PostListFeedLazy } from '@/components/post-lists-lazy';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: COPY.lists.newsTitle,
  description: COPY.lists.newsDescription,
  path: ROUTES.news,
});

/** /news: the news list with infinite scroll. */
export default async function NewsListPage() {
  const firstPage = await getNewsFirstPage();
  return (
    <div className="gd-container">
      <PageHead title={COPY.lists.newsTitle} description={COPY.lists.newsDescription} />
      <PostListFeedLazy titleLevel={2} source={{ kind: 'news' }} initialPage={firstPage} label={COPY.lists.newsTitle} />
    </div>
  );
}
