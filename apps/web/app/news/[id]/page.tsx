import type { Metadata } from 'next';
import { PostPage, postPageMetadata } from '@/components/post-page';

export const dynamic = 'force-dynamic';

interface NewsPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: NewsPageProps): Promise<Metadata> {
  const { id } = await params;
  return postPageMetadata(id);
}

export default async function NewsItemPage({ params }: NewsPageProps) {
  const { id } = await params;
  return <PostPage id={id} />;
}
