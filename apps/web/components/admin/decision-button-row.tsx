'use client';

import { ADMIN_COPY } from '@growday/contracts/client';
import type { ApiClient, ReportDecision } from '@growday/ui';
import { AdminError } from './admin-error';
import { useAdminAction } from './use-admin-action';

/**
 * The review desk's buttons for one reported item (a comment or a community post): the decisions
 * the caller says change something, each sent with `decide`; hide is drawn as the dangerous one.
 */
export function DecisionButtonRow({
  decisions,
  decide,
}: {
  decisions: readonly ReportDecision[];
  decide: (api: ApiClient, decision: ReportDecision) => Promise<unknown>;
}) {
  const { run, pending, error } = useAdminAction();
  return (
    <div className="gd-admin__actions">
      {decisions.map((decision) => (
        <button
          key={decision}
          type="button"
          className={`gd-button gd-button--small${decision === 'hide' ? ' gd-button--danger' : ''}`}
          disabled={pending}
          onClick={() => void run((api) => decide(api, decision))}
        >
          {ADMIN_COPY.reports[decision]}
        </button>
      ))}
      <AdminError message={error} />
    </div>
  );
}
