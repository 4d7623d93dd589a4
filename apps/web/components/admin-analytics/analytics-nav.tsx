import { ANALYTICS_COPY, ROUTES } from '@growday/contracts/client';

/** Links between the desk, its numbers and its recordings. */
export function AnalyticsNav({ current }: { current: 'analytics' | 'recordings' }) {
  const links = [
    { key: 'desk', href: ROUTES.admin, label: ANALYTICS_COPY.nav.desk },
    { key: 'analytics', href: ROUTES.adminAnalytics, label: ANALYTICS_COPY.nav.analytics },
    { key: 'recordings', href: ROUTES.adminRecordings, label: ANALYTICS_COPY.nav.recordings },
  ] as const;
  return (
    <nav className="gd-admin__tabs" aria-label={ANALYTICS_COPY.nav.desk}>
      {links.map((link) => (
        <a
          key={link.key}
          href={link.href}
          className="gd-admin__tab"
          aria-current={link.key === current ? 'page' : undefined}
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
