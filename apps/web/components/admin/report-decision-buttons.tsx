'use client';

import type { AdminReportedComment } from '@growday/contracts/client';
import { decideReportedComment, type ReportDecision } from '@growday/ui';
import { DecisionButtonRow } from './decision-button-row';

/** Hide, restore and dismiss for one reported comment: only the decisions that change something. */
export function ReportDecisionButtons({ item }: { item: AdminReportedComment }) {
  const hidden = item.status === 'DELETED_BY_REPORT';
  const decisions: ReportDecision[] = [];
  if (!item.isDeleted) decisions.push(hidden ? 'restore' : 'hide');
  if (item.openReportCount > 0) decisions.push('dismiss');
  return (
    <DecisionButtonRow
      decisions={decisions}
      decide={(api, decision) => decideReportedComment(api, item.commentId, decision)}
    />
  );
}
