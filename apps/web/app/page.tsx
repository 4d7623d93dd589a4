import * as COPY from '@growday/contracts/copy';
import { EXTENSION_MOUNT_ID, ROUTES, SLOGAN } from '@growday/contracts';
import { getHomeBestLists } from '@/lib/server/best';
import { getLatestPostsFirstPage } from '@/lib/server/posts';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata } from '@/lib/site-metadata';
import { HomeCashReward, HomeMyFeed } from '@/components/home-viewer-sections';
import { CommunityBestSectionLazy, NewsBestSectionLazy, PostFeedLazy } from '@/components/home-lists-lazy';

/** Fresh content on every request. */
export const dynamic = 'force-dynamic';

/** Home: the slogan as its title (SH-PAGE-01). */
export const metadata = pageMetadata({ path: ROUTES.home });

export default async function HomePage() {
  const [firstPage, best, user] = await Promise.all([getLatestPostsFirstPage(), getHomeBestLists(), getCurrentUser()]);
  return (
    <div className="gd-container">
      {/* The page's one heading, for the outline: the slogan, as in its title (the new tab does the same). */}
      <h1 className="gd-visually-hidden">{SLOGAN}</h1>
      {/* The extension's mount point (SH-ROUTE-01): empty until an installed extension fills it. */}
      <div id={EXTENSION_MOUNT_ID} data-extension-mount="" />
      {/* Default tabs come with the page; other tabs load in the browser and show nothing until they arrive. */}
      {/* Signed in: the cash reward widget (total, pick button, the amount as it lands). */}
      {user ? <HomeCashReward /> : null}
      <div className="gd-home-best">
        <CommunityBestSectionLazy moreHref={ROUTES.best} initialResults={best.community} />
        <NewsBestSectionLazy moreHref={ROUTES.news} initialHeadlines={best.news} />
      </div>
      {/* Signed in: the feed built from the followed tags (SH-MYFEED-01); visitors see the home as it was. */}
      {user ? <HomeMyFeed viewerId={user.id} /> : null}
      <h2 className="gd-section-title" id="gd-latest-title">
        {COPY.feed.latest}
      </h2>
      <PostFeedLazy initialPage={firstPage} label={COPY.feed.latest} />
    </div>
  );
}
