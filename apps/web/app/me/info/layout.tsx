import * as COPY from '@growday/contracts/copy';
import { COMMUNITY_COPY, ROUTES } from '@growday/contracts';
import type { ReactNode } from 'react';
import { MyPageTabs, type MyPageTab } from '@/components/my-page-tabs';
import styles from './my-page-layout.module.css';

const TABS: readonly MyPageTab[] = [
  { href: ROUTES.myProfile, label: COPY.myPage.profileTab },
  { href: ROUTES.myComments, label: COPY.myPage.commentTab },
  { href: ROUTES.myCommunityPosts, label: COMMUNITY_COPY.myPosts },
];

/**
 * The my page (SH-ROUTE-11): its title and the 프로필 / 내 댓글 tabs above each section. Each
 * section queries (comments, posts, the profile form's save) and brings its query scope in a chunk
 * of its own (my-info-lazy.tsx).
 */
export default function MyInfoLayout({ children }: { children: ReactNode }) {
  return (
    <div className="gd-container">
      <div className={styles.page}>
        <h1 className={styles.title}>{COPY.myPage.title}</h1>
        <MyPageTabs tabs={TABS} label={COPY.myPage.tabs} />
        <div className={`gd-surface ${styles.panel}`}>{children}</div>
      </div>
    </div>
  );
}
