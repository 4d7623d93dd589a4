import { COMMUNITY_COPY, ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import {
  CommunityEditorLoader as CommunityEditor,
  CommunityLoginPromptLoader as CommunityLoginPrompt,
} from '@/components/community/community-editor-loader';
import { PageHead } from '@/components/page-head';
import { getCommunityCategories } from '@/lib/server/community';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: COMMUNITY_COPY.writeTitle, path: ROUTES.communityWrite }),
  robots: { index: false },
};

/** /community/write: a new community post; visitors get the sign-in prompt. */
export default async function CommunityWritePage() {
  const [user, categories] = await Promise.all([getCurrentUser(), getCommunityCategories()]);
  return (
    <div className="gd-container gd-community-write">
      <PageHead title={COMMUNITY_COPY.writeTitle} />
      {user ? <CommunityEditor categories={categories} /> : <CommunityLoginPrompt />}
    </div>
  );
}
