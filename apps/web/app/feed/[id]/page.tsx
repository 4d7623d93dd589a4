import type { Metadata } from 'next';
import { PostPage, postPageMetadata } from '@/components/post-page';
import { QueryScope } from '@/components/query-scope';

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
  return (
    <QueryScope>
      <PostPage id={id} />
    </QueryScope>
  );
}
