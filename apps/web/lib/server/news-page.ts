import { FILES_BASE_PATH, ROUTES, type Post } from '@growday/contracts/client';
import { resolveThumbnailUrl } from '@growday/ui/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webOrigin } from '@/lib/server/env';
import { getNewsItem } from '@/lib/server/news';
import { SITE_OPEN_GRAPH, previewDescription } from '@/lib/site-metadata';

// A news item's loading and head, apart from the article (news-article.tsx): the full comments
// page uses these two, and importing the article's module would put its client parts in that
// route's first load.

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
