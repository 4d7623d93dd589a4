import { ADMIN_COPY, ADMIN_TABS, adminTabHref, type AdminTab } from '@growday/contracts';
import Link from 'next/link';

const LABEL: Record<AdminTab, string> = {
  reports: ADMIN_COPY.sections.reports,
  community: ADMIN_COPY.sections.community,
  tags: ADMIN_COPY.sections.tags,
  sources: ADMIN_COPY.sections.sources,
  cash: ADMIN_COPY.sections.cash,
  ads: ADMIN_COPY.sections.ads,
  audit: ADMIN_COPY.sections.audit,
};

/** The desk's sections as links, so each is its own server render and address. */
export function AdminTabs({ current }: { current: AdminTab }) {
  return (
    <nav className="gd-admin__tabs" aria-label={ADMIN_COPY.title}>
      {ADMIN_TABS.map((tab) => (
        <Link
          key={tab}
          href={adminTabHref(tab)}
          prefetch={false}
          className="gd-admin__tab"
          aria-current={tab === current ? 'page' : undefined}
        >
          {LABEL[tab]}
        </Link>
      ))}
    </nav>
  );
}
