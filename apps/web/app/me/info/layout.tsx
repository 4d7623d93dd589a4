import * as COPY from '@growday/contracts/copy';
import type { ReactNode } from 'react';
import { MyPageTabs } from '@/components/my-page-tabs';
import { QueryScope } from '@/components/query-scope';
import styles from './my-page-layout.module.css';

/**
 * The my page (SH-ROUTE-11): its title and the 프로필 / 내 댓글 tabs above each section, each of
 * which queries (comments, posts, the profile form's save).
 */
export default function MyInfoLayout({ children }: { children: ReactNode }) {
  return (
    <div className="gd-container">
      <div className={styles.page}>
        <h1 className={styles.title}>{COPY.myPage.title}</h1>
        <MyPageTabs />
        <div className={`gd-surface ${styles.panel}`}>
          <QueryScope>{children}</QueryScope>
        </div>
      </div>
    </div>
  );
}
