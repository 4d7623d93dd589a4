import { ADMIN_COPY, REPORT_TYPE_LABEL, ROUTES, type AdminReportedComment } from '@growday/contracts/client';
import { formatKstDateTime } from '@growday/ui/core';
import Link from 'next/link';
import { ReportDecisionButtons } from './admin-controls';

function ReportedComment({ item }: { item: AdminReportedComment }) {
  const copy = ADMIN_COPY.reports;
  const state = item.isDeleted ? copy.deleted : item.status === 'DELETED_BY_REPORT' ? copy.hidden : copy.visible;
  return (
    <li className="gd-admin__card" data-testid="reported-comment" data-comment-id={item.commentId}>
      <div className="gd-admin__card-head">
        <span className="gd-admin__badge" data-state={item.status}>
          {state}
        </span>
        <span className="gd-admin__badge" data-open={item.openReportCount > 0 || undefined}>
          {item.openReportCount > 0 ? copy.open(item.openReportCount) : copy.reviewed}
        </span>
        <span>{copy.total(item.reportCount)}</span>
        <Link
          href={item.postKind === 'community' ? ROUTES.bestItem(item.postId) : ROUTES.feed(item.postId)}
          prefetch={false}
        >
          {copy.post(item.postId)}
        </Link>
      </div>
      <p className="gd-admin__comment-text">{item.text}</p>
      <p className="gd-admin__meta">
        {copy.writer}: {item.writer ?? copy.anonymous} · {copy.lastReport}: {formatKstDateTime(item.lastReportAt)}
      </p>
      <ul className="gd-admin__reports">
        {item.reports.map((report, i) => (
          <li key={`${report.createdAt}-${i}`} data-open={report.open || undefined}>
            <strong>{REPORT_TYPE_LABEL[report.reportType]}</strong> · {report.reporter ?? copy.anonymous} ·{' '}
            {formatKstDateTime(report.createdAt)}
          </li>
        ))}
      </ul>
      <ReportDecisionButtons item={item} />
    </li>
  );
}

/** The report review queue: comments with open reports first. */
export function ReportsQueue({ items }: { items: AdminReportedComment[] }) {
  if (items.length === 0) return <p className="gd-admin__empty">{ADMIN_COPY.reports.empty}</p>;
  return (
    <ul className="gd-admin__list">
      {items.map((item) => (
        <ReportedComment key={item.commentId} item={item} />
      ))}
    </ul>
  );
}
