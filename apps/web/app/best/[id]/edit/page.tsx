import { COMMUNITY_COPY, ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import {
  CommunityEditorLoader as CommunityEditor,
  CommunityLoginPromptLoader as CommunityLoginPrompt,
} from '@/components/community/community-editor-loader';
import { PageHead } from '@/components/page-head';
import { getCommunityPost } from '@/lib/server/best';
import { getCommunityCategories } from '@/lib/server/community';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

interface EditPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: EditPageProps): Promise<Metadata> {
  const { id } = await params;
  return {
    ...pageMetadata({ title: COMMUNITY_COPY.editTitle, path: ROUTES.communityEdit(id) }),
    robots: { index: false },
  };
}

/** /best/{id}/edit: the writer edits their post; another member gets 403, a visitor the sign-in prompt. */
export default async function CommunityEditPage({ params }: EditPageProps) {
  const { id } = await params;
  const [user, post, categories] = await Promise.all([
    getCurrentUser(),
    getCommunityPost(id),
    getCommunityCategories(),
  ]);
  if (!post) notFound();
  if (!user) return <CommunityLoginPrompt />;
  if (!post.isWriter) forbidden();
  return (
    <div className="gd-container gd-community-write">
      <PageHead title={COMMUNITY_COPY.editTitle} />
      <CommunityEditor categories={categories} post={post} />
    </div>
  );
}
