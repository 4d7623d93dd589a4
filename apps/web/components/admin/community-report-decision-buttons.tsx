'use client';

import { ADMIN_COPY, type AdminCommunityReport } from '@growday/contracts/client';
import { decideReportedCommunityPost, type ReportDecision } from '@growday/ui';
import { AdminError } from './admin-error';
import { useAdminAction } from './use-admin-action';

/** Hide or restore one reported community post, and dismiss its open reports: only what changes something. */
export function CommunityReportDecisionButtons({ item }: { item: AdminCommunityReport }) {
  const { run, pending, error } = useAdminAction();
  const decisions: ReportDecision[] = [item.post.hidden ? 'restore' : 'hide'];
  if (item.openReportCount > 0 && !item.post.hidden) decisions.push('dismiss');
  return (
    <div className="gd-admin__actions">
      {decisions.map((decision) => (
        <button
          key={decision}
          type="button"
          className={`gd-button gd-button--small${decision === 'hide' ? ' gd-button--danger' : ''}`}
          disabled={pending}
          onClick={() => void run((api) => decideReportedCommunityPost(api, item.post.id, decision))}
        >
          {ADMIN_COPY.reports[decision]}
        </button>
      ))}
      <AdminError message={error} />
    </div>
  );
}
