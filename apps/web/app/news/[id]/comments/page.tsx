import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import Link from 'next/link';
import { loadNewsOr404, newsMetadata } from '@/lib/server/news-page';
import { CommentAreaLazy } from '@/components/comment-area-lazy';

export const dynamic = 'force-dynamic';

interface NewsCommentsPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: NewsCommentsPageProps): Promise<Metadata> {
  const { id } = await params;
  const news = await loadNewsOr404(id);
  const base = newsMetadata(news, ROUTES.newsComments(news.id));
  return { ...base, title: `${COPY.lists.newsCommentsTitle} - ${news.title}` };
}

/** /news/{id}/comments: the full comments page of a news item (CC-ROUTE-08). */
export default async function NewsCommentsPage({ params }: NewsCommentsPageProps) {
  const { id } = await params;
  const news = await loadNewsOr404(id);
  return (
    <div className="gd-container gd-news-comments">
      <header className="gd-page-head">
        <h1 className="gd-page-head__title">
          <Link href={ROUTES.newsItem(news.id)} className="gd-news-comments__back">
            {news.title}
          </Link>
        </h1>
        <p className="gd-page-head__desc">{COPY.lists.newsCommentsDescription(news.title)}</p>
      </header>
      <CommentAreaLazy id="comments" postId={news.id} showViewAll={false} loadHeldBackReplies />
    </div>
  );
}
