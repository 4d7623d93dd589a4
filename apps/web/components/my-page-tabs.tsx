'use client';

import * as COPY from '@growday/contracts/copy';
import { COMMUNITY_COPY, ROUTES } from '@growday/contracts/client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './my-page-tabs.module.css';

const TABS = [
  { href: ROUTES.myProfile, label: COPY.myPage.profileTab },
  { href: ROUTES.myComments, label: COPY.myPage.commentTab },
  { href: ROUTES.myCommunityPosts, label: COMMUNITY_COPY.myPosts },
] as const;

/** The my page's sections as underline tabs; they are links, so each has its own address. */
export function MyPageTabs() {
  const pathname = usePathname();
  return (
    <nav className={`gd-tab-bar gd-tab-bar--underline ${styles.tabs}`} aria-label={COPY.myPage.tabs}>
      <div className="gd-tab-bar__list">
        {TABS.map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            prefetch={false}
            className="gd-tab-bar__tab"
            aria-current={pathname === tab.href ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
