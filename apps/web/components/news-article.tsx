import { FILES_BASE_PATH, ROUTES, type PopularItem, type Post } from '@growday/contracts/client';
import { NewsViewRecorder } from '@growday/ui';
import { resolveThumbnailUrl } from '@growday/ui/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webOrigin } from '@/lib/server/env';
import { getNewsItem } from '@/lib/server/news';
import { SITE_OPEN_GRAPH, previewDescription } from '@/lib/site-metadata';
import { PostAsideLazy } from './post-aside-lazy';
import { PostDetailLazy } from './post-detail-lazy';
import { promoLeadIndex, promoRoomUrls } from '@/lib/server/content-promo';
import { CommentAreaLazy } from './comment-area-lazy';

/** The news item of a /news/{id} route, or the 404 page (unknown, malformed or not news). */
export async function loadNewsOr404(id: string): Promise<Post> {
  const news = await getNewsItem(id);
  if (!news) notFound();
  return news;
}

/** A news item's own head (SH-PAGE-03: the detail pages build theirs from the item). */
export function newsMetadata(news: Post, path: string = ROUTES.newsItem(news.id)): Metadata {
  const origin = webOrigin();
  const url = `${origin}${path}`;
  const description = previewDescription(news.desc);
  const image = resolveThumbnailUrl(news, `${origin}${FILES_BASE_PATH}`);
  return {
    title: news.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      ...SITE_OPEN_GRAPH,
      type: 'article',
      title: news.title,
      description,
      url,
      images: image ? [{ url: image, alt: news.title }] : undefined,
      publishedTime: news.createdAt,
      ...(news.author ? { authors: [news.author] } : {}),
      tags: news.tags.map((tag) => tag.name),
    },
    twitter: { card: 'summary_large_image', title: news.title, description, images: image ? [image] : undefined },
  };
}

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
      <NewsViewRecorder newsId={news.id} />
    </div>
  );
}
