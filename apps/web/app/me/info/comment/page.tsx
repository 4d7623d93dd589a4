import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { MyPageCommentsLazy } from '@/components/my-info-lazy';
import { MyPageLoginPrompt } from '@/components/login-prompt';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: `${COPY.myPage.commentTab} - ${COPY.myPage.title}`, path: ROUTES.myComments }),
  robots: { index: false },
};

/** The viewer's own comments, newest first, each linking to its post (SH-ROUTE-11); visitors get the prompt. */
export default async function MyCommentsPage() {
  const user = await getCurrentUser();
  if (!user) return <MyPageLoginPrompt />;
  return <MyPageCommentsLazy />;
}
