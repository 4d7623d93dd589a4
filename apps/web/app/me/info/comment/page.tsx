import { COPY, ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { MyPageLoginPrompt } from '@/components/my-page-login-prompt';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: `${COPY.myPage.commentTab} - ${COPY.myPage.title}`, path: ROUTES.myComments }),
  robots: { index: false },
};

/**
 * The viewer's own comments (SH-ROUTE-11). Comments come with the comments issue; until then every
 * signed-in viewer has none, so the page shows the empty state.
 */
export default async function MyCommentsPage() {
  const user = await getCurrentUser();
  if (!user) return <MyPageLoginPrompt />;
  return (
    <div className="gd-my-page__empty" data-testid="my-comments-empty">
      <p>{COPY.myPage.commentEmpty}</p>
    </div>
  );
}
