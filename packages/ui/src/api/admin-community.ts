import { apiPath, API_PATHS, type AdminCommunityReport } from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';
import type { ReportDecision } from './admin';

/** The review queue of reported community posts (admin role; decisions audited by the API). */

export async function listReportedCommunityPosts(api: ApiClient): Promise<{ items: AdminCommunityReport[] }> {
  return checkAnswer(
    await api.request<unknown>(API_PATHS.adminCommunityReports),
    (c) => c.adminCommunityReportListSchema,
  );
}

const DECISION_PATH = {
  hide: 'adminCommunityReportHide',
  restore: 'adminCommunityReportRestore',
  dismiss: 'adminCommunityReportDismiss',
} as const;

export async function decideReportedCommunityPost(
  api: ApiClient,
  postId: number,
  decision: ReportDecision,
): Promise<{ postId: number; hidden: boolean }> {
  const data = await api.request<unknown>(apiPath(DECISION_PATH[decision], { id: postId }), { method: 'POST' });
  return checkAnswer(data, (c) => c.adminCommunityModerationSchema);
}
