import { ADMIN_COPY, REPORT_TYPE_LABEL, type AdminCommunityReport } from '@growday/contracts/client';
import { formatKstDateTime } from '@growday/ui/core';
import Link from 'next/link';
import { CommunityReportDecisionButtons } from './admin-controls';

function ReportedCommunityPost({ item }: { item: AdminCommunityReport }) {
  const copy = ADMIN_COPY.reports;
  return (
    <li className="gd-admin__card" data-testid="reported-community-post" data-post-id={item.post.id}>
      <div className="gd-admin__card-head">
        <span className="gd-admin__badge" data-state={item.post.hidden ? 'DELETED_BY_REPORT' : 'ACTIVE'}>
          {item.post.hidden ? copy.hidden : copy.visible}
        </span>
        <span className="gd-admin__badge" data-open={item.openReportCount > 0 || undefined}>
          {item.openReportCount > 0 ? copy.open(item.openReportCount) : copy.reviewed}
        </span>
        <span>{copy.total(item.reports.length)}</span>
        <Link href={item.post.href} prefetch={false}>
          {copy.post(item.post.id)}
        </Link>
      </div>
      <p className="gd-admin__comment-text">{item.post.title}</p>
      <p className="gd-admin__meta">
        {copy.writer}: {item.post.author ?? copy.anonymous} · {copy.lastReport}: {formatKstDateTime(item.lastReportAt)}
      </p>
      <ul className="gd-admin__reports">
        {item.reports.map((report, i) => (
          <li key={`${report.createdAt}-${i}`}>
            <strong>{REPORT_TYPE_LABEL[report.reportType]}</strong> · {report.reporter ?? copy.anonymous} ·{' '}
            {formatKstDateTime(report.createdAt)}
            {report.reportMessage ? (
              <>
                {' '}
                · {ADMIN_COPY.community.message}: {report.reportMessage}
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <CommunityReportDecisionButtons item={item} />
    </li>
  );
}

/** The review queue of reported community posts: posts with open reports first (as the API orders). */
export function CommunityReportsQueue({ items }: { items: AdminCommunityReport[] }) {
  if (items.length === 0) return <p className="gd-admin__empty">{ADMIN_COPY.community.empty}</p>;
  return (
    <ul className="gd-admin__list">
      {items.map((item) => (
        <ReportedCommunityPost key={item.post.id} item={item} />
      ))}
    </ul>
  );
}
