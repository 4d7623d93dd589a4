import { ROUTES, type Post } from '@growday/contracts/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articleMetadata } from './article-metadata';
import { getNewsItem } from './news';

// A news item's loading and head, apart from the article (news-article.tsx): the full comments
// page uses these two, and importing the article's module would put its client parts in that
// route's first load. The head is built as every post page's is (articleMetadata).

/** The news item of a /news/{id} route, or the 404 page (unknown, malformed or not news). */
export async function loadNewsOr404(id: string): Promise<Post> {
  const news = await getNewsItem(id);
  if (!news) notFound();
  return news;
}

/** A news item's own head (SH-PAGE-03: the detail pages build theirs from the item). */
export function newsMetadata(news: Post, path: string = ROUTES.newsItem(news.id)): Metadata {
  return articleMetadata(news, path);
}
