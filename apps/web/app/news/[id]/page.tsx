import type { Metadata } from 'next';
import { NewsArticle } from '@/components/news-article';
import { loadNewsOr404, newsMetadata } from '@/lib/server/news-page';
import { getPopularPanelItems } from '@/lib/server/posts';

export const dynamic = 'force-dynamic';

interface NewsPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: NewsPageProps): Promise<Metadata> {
  const { id } = await params;
  return newsMetadata(await loadNewsOr404(id));
}

/** /news/{id}: the news article (CC-ROUTE-07); 404 for unknown, malformed or non-news ids. */
export default async function NewsItemPage({ params }: NewsPageProps) {
  const { id } = await params;
  // The popular panel's list is read beside the item, not after it: the page waits for the slower.
  const [news, popularItems] = await Promise.all([loadNewsOr404(id), getPopularPanelItems(id)]);
  return <NewsArticle news={news} popularItems={popularItems} />;
}
