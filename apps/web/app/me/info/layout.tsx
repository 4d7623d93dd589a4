import { COPY } from '@growday/contracts';
import type { ReactNode } from 'react';
import { MyPageTabs } from '@/components/my-page-tabs';

/** The my page (SH-ROUTE-11): its title and the 프로필 / 내 댓글 tabs above each section. */
export default function MyInfoLayout({ children }: { children: ReactNode }) {
  return (
    <div className="gd-container">
      <div className="gd-my-page">
        <h1 className="gd-my-page__title">{COPY.myPage.title}</h1>
        <MyPageTabs />
        <div className="gd-my-page__panel">{children}</div>
      </div>
    </div>
  );
}
