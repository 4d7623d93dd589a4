'use client';

import type { AdminCommunityReport } from '@growday/contracts/client';
import { decideReportedCommunityPost, type ReportDecision } from '@growday/ui';
import { DecisionButtonRow } from './decision-button-row';

/** Hide or restore one reported community post, and dismiss its open reports: only what changes something. */
export function CommunityReportDecisionButtons({ item }: { item: AdminCommunityReport }) {
  const decisions: ReportDecision[] = [item.post.hidden ? 'restore' : 'hide'];
  if (item.openReportCount > 0 && !item.post.hidden) decisions.push('dismiss');
  return (
    <DecisionButtonRow
      decisions={decisions}
      decide={(api, decision) => decideReportedCommunityPost(api, item.post.id, decision)}
    />
  );
}
