import { COPY } from '@growday/contracts';
import { PostFeed } from '@growday/ui';
import { getLatestPostsFirstPage } from '@/lib/server/posts';

/** Fresh content on every request. */
export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const firstPage = await getLatestPostsFirstPage();
  return (
    <div className="gd-container">
      <h2 className="gd-section-title" id="gd-latest-title">
        {COPY.feed.latest}
      </h2>
      <PostFeed initialPage={firstPage} label={COPY.feed.latest} />
    </div>
  );
}
