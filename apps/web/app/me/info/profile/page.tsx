import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { MyPageLoginPrompt } from '@/components/login-prompt';
import { MyPageProfileLazy } from '@/components/my-info-lazy';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata } from '@/lib/site-metadata';

/** Always the visitor's own data. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: `${COPY.myPage.profileTab} - ${COPY.myPage.title}`, path: ROUTES.myProfile }),
  robots: { index: false },
};

/** Edit profile (SH-ROUTE-11); a visitor gets the login prompt. */
export default async function MyProfilePage() {
  const user = await getCurrentUser();
  return user ? <MyPageProfileLazy user={user} /> : <MyPageLoginPrompt />;
}
