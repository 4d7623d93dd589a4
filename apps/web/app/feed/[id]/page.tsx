import type { Metadata } from 'next';
import { PostPage, postPageMetadata } from '@/components/post-page';

export const dynamic = 'force-dynamic';

interface FeedPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: FeedPageProps): Promise<Metadata> {
  const { id } = await params;
  return postPageMetadata(id);
}

export default async function FeedPostPage({ params }: FeedPageProps) {
  const { id } = await params;
  return <PostPage id={id} />;
}
