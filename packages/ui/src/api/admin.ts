import {
  ADMIN_PATHS,
  fillPath,
  type AdminAuditList,
  type AdminModerationResult,
  type AdminReportList,
  type AdminTag,
  type AdminTagList,
  type AdminTagPatch,
  type AdminRefetchResult,
  type AdminSource,
  type AdminSourceCreate,
  type AdminSourceList,
  type AdminSourcePatch,
  type AdminTagRule,
  type AdminTagRuleList,
  type TagRuleInput,
} from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';

/** The operator's desk calls (admin role only; the API answers 401/403 otherwise). */

export async function listReportedComments(api: ApiClient): Promise<AdminReportList> {
  return checkAnswer(await api.request<unknown>(ADMIN_PATHS.adminReports), (c) => c.adminReportListSchema);
}

export type ReportDecision = 'hide' | 'restore' | 'dismiss';
const DECISION_PATH = {
  hide: ADMIN_PATHS.adminReportHide,
  restore: ADMIN_PATHS.adminReportRestore,
  dismiss: ADMIN_PATHS.adminReportDismiss,
} as const;

export async function decideReportedComment(
  api: ApiClient,
  commentId: number,
  decision: ReportDecision,
): Promise<AdminModerationResult> {
  const data = await api.request<unknown>(fillPath(DECISION_PATH[decision], { commentId }), { method: 'POST' });
  return checkAnswer(data, (c) => c.adminModerationResultSchema);
}

export async function listAdminTags(api: ApiClient): Promise<AdminTagList> {
  return checkAnswer(await api.request<unknown>(ADMIN_PATHS.adminTags), (c) => c.adminTagListSchema);
}

export async function updateAdminTag(api: ApiClient, tagId: number, patch: AdminTagPatch): Promise<AdminTag> {
  const data = await api.request<unknown>(fillPath(ADMIN_PATHS.adminTag, { tagId }), { method: 'PATCH', body: patch });
  return checkAnswer(data, (c) => c.adminTagSchema);
}

export async function listAdminAudit(api: ApiClient): Promise<AdminAuditList> {
  return checkAnswer(await api.request<unknown>(ADMIN_PATHS.adminAudit), (c) => c.adminAuditListSchema);
}

export async function listAdminSources(api: ApiClient): Promise<AdminSourceList> {
  return checkAnswer(await api.request<unknown>(ADMIN_PATHS.adminSources), (c) => c.adminSourceListSchema);
}

export async function addAdminSource(api: ApiClient, body: AdminSourceCreate): Promise<AdminSource> {
  return checkAnswer(
    await api.request<unknown>(ADMIN_PATHS.adminSources, { method: 'POST', body }),
    (c) => c.adminSourceSchema,
  );
}

export async function updateAdminSource(
  api: ApiClient,
  sourceId: number,
  patch: AdminSourcePatch,
): Promise<AdminSource> {
  const data = await api.request<unknown>(fillPath(ADMIN_PATHS.adminSource, { sourceId }), {
    method: 'PATCH',
    body: patch,
  });
  return checkAnswer(data, (c) => c.adminSourceSchema);
}

export async function refetchAdminSource(api: ApiClient, sourceId: number): Promise<AdminRefetchResult> {
  const data = await api.request<unknown>(fillPath(ADMIN_PATHS.adminSourceRefetch, { sourceId }), { method: 'POST' });
  return checkAnswer(data, (c) => c.adminRefetchResultSchema);
}

export async function listAdminTagRules(api: ApiClient): Promise<AdminTagRuleList> {
  return checkAnswer(await api.request<unknown>(ADMIN_PATHS.adminTagRules), (c) => c.adminTagRuleListSchema);
}

export async function addAdminTagRule(api: ApiClient, body: TagRuleInput): Promise<AdminTagRule> {
  return checkAnswer(
    await api.request<unknown>(ADMIN_PATHS.adminTagRules, { method: 'POST', body }),
    (c) => c.adminTagRuleSchema,
  );
}

export async function removeAdminTagRule(api: ApiClient, ruleId: number): Promise<void> {
  await api.request<unknown>(fillPath(ADMIN_PATHS.adminTagRule, { ruleId }), { method: 'DELETE' });
}
