'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './my-page-tabs.module.css';

export interface MyPageTab {
  href: string;
  label: string;
}

/**
 * The my page's sections as underline tabs; they are links, so each has its own address. The
 * server layout passes them and the list's name, so the copy stays out of the bundle.
 */
export function MyPageTabs({ tabs, label }: { tabs: readonly MyPageTab[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav className={`gd-tab-bar gd-tab-bar--underline ${styles.tabs}`} aria-label={label}>
      <div className="gd-tab-bar__list">
        {tabs.map((tab) => (
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
