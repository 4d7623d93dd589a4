import * as COPY from '@growday/contracts/copy';
import { COMMUNITY_COPY, ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { MyCommunityPostsLazy } from '@/components/my-info-lazy';
import { MyPageLoginPrompt } from '@/components/login-prompt';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: `${COMMUNITY_COPY.myPosts} - ${COPY.myPage.title}`, path: ROUTES.myCommunityPosts }),
  robots: { index: false },
};

/** The viewer's own community posts, newest first (issue 16); visitors get the prompt. */
export default async function MyCommunityPostsPage() {
  const user = await getCurrentUser();
  if (!user) return <MyPageLoginPrompt />;
  return <MyCommunityPostsLazy />;
}
