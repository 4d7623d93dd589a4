import { ADMIN_PATHS, fillPath, type AdminCommunityReport } from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';
import type { ReportDecision } from './admin';

/** The review queue of reported community posts (admin role; decisions audited by the API). */

export async function listReportedCommunityPosts(api: ApiClient): Promise<{ items: AdminCommunityReport[] }> {
  return checkAnswer(
    await api.request<unknown>(ADMIN_PATHS.adminCommunityReports),
    (c) => c.adminCommunityReportListSchema,
  );
}

const DECISION_PATH = {
  hide: ADMIN_PATHS.adminCommunityReportHide,
  restore: ADMIN_PATHS.adminCommunityReportRestore,
  dismiss: ADMIN_PATHS.adminCommunityReportDismiss,
} as const;

export async function decideReportedCommunityPost(
  api: ApiClient,
  postId: number,
  decision: ReportDecision,
): Promise<{ postId: number; hidden: boolean }> {
  const data = await api.request<unknown>(fillPath(DECISION_PATH[decision], { id: postId }), { method: 'POST' });
  return checkAnswer(data, (c) => c.adminCommunityModerationSchema);
}
