'use client';

import { ADMIN_COPY, type AdminReportedComment } from '@growday/contracts/client';
import { decideReportedComment, type ReportDecision } from '@growday/ui';
import { AdminError } from './admin-error';
import { useAdminAction } from './use-admin-action';

/** Hide, restore and dismiss for one reported comment: only the decisions that change something. */
export function ReportDecisionButtons({ item }: { item: AdminReportedComment }) {
  const { run, pending, error } = useAdminAction();
  const hidden = item.status === 'DELETED_BY_REPORT';
  const decisions: ReportDecision[] = [];
  if (!item.isDeleted) decisions.push(hidden ? 'restore' : 'hide');
  if (item.openReportCount > 0) decisions.push('dismiss');
  return (
    <div className="gd-admin__actions">
      {decisions.map((decision) => (
        <button
          key={decision}
          type="button"
          className={`gd-button gd-button--small${decision === 'hide' ? ' gd-button--danger' : ''}`}
          disabled={pending}
          onClick={() => void run((api) => decideReportedComment(api, item.commentId, decision))}
        >
          {ADMIN_COPY.reports[decision]}
        </button>
      ))}
      <AdminError message={error} />
    </div>
  );
}
