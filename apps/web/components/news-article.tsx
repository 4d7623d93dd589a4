import type { PopularItem, Post } from '@growday/contracts/client';
import { PostAsideLazy } from './post-aside-lazy';
import { PostDetailLazy } from './post-detail-lazy';
import { promoLeadIndex, promoRoomUrls } from '@/lib/server/content-promo';
import { CommentAreaLazy } from './comment-area-lazy';
import { NewsViewRecorderLazy } from './news-view-recorder-lazy';

/**
 * /news/{id}: the article with the right column; the view is recorded by the browser. The popular
 * panel's default list comes read by the server (`getPopularPanelItems`), so nothing in the column
 * moves when the page loads.
 */
export function NewsArticle({ news, popularItems }: { news: Post; popularItems?: PopularItem[] | null }) {
  return (
    <div className="gd-container gd-post-page gd-post-page--with-aside gd-news-page">
      <PostDetailLazy
        initialPost={news}
        aside={
          <PostAsideLazy
            post={news}
            promoUrls={promoRoomUrls()}
            promoLead={promoLeadIndex()}
            popularItems={popularItems}
          />
        }
      >
        <CommentAreaLazy postId={news.id} />
      </PostDetailLazy>
      <NewsViewRecorderLazy newsId={news.id} />
    </div>
  );
}
