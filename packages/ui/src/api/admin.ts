import {
  adminAuditListSchema,
  adminModerationResultSchema,
  adminRefetchResultSchema,
  adminSourceListSchema,
  adminSourceSchema,
  adminTagRuleListSchema,
  adminTagRuleSchema,
  adminReportListSchema,
  adminTagListSchema,
  adminTagSchema,
  apiPath,
  API_PATHS,
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
} from '@growday/contracts';
import type { ApiClient } from './client';

/** The operator's desk calls (admin role only; the API answers 401/403 otherwise). */

export async function listReportedComments(api: ApiClient): Promise<AdminReportList> {
  return adminReportListSchema.parse(await api.request<unknown>(API_PATHS.adminReports));
}

export type ReportDecision = 'hide' | 'restore' | 'dismiss';
const DECISION_PATH = {
  hide: 'adminReportHide',
  restore: 'adminReportRestore',
  dismiss: 'adminReportDismiss',
} as const;

export async function decideReportedComment(
  api: ApiClient,
  commentId: number,
  decision: ReportDecision,
): Promise<AdminModerationResult> {
  const data = await api.request<unknown>(apiPath(DECISION_PATH[decision], { commentId }), { method: 'POST' });
  return adminModerationResultSchema.parse(data);
}

export async function listAdminTags(api: ApiClient): Promise<AdminTagList> {
  return adminTagListSchema.parse(await api.request<unknown>(API_PATHS.adminTags));
}

export async function updateAdminTag(api: ApiClient, tagId: number, patch: AdminTagPatch): Promise<AdminTag> {
  const data = await api.request<unknown>(apiPath('adminTag', { tagId }), { method: 'PATCH', body: patch });
  return adminTagSchema.parse(data);
}

export async function listAdminAudit(api: ApiClient): Promise<AdminAuditList> {
  return adminAuditListSchema.parse(await api.request<unknown>(API_PATHS.adminAudit));
}

export async function listAdminSources(api: ApiClient): Promise<AdminSourceList> {
  return adminSourceListSchema.parse(await api.request<unknown>(API_PATHS.adminSources));
}

export async function addAdminSource(api: ApiClient, body: AdminSourceCreate): Promise<AdminSource> {
  return adminSourceSchema.parse(await api.request<unknown>(API_PATHS.adminSources, { method: 'POST', body }));
}

export async function updateAdminSource(
  api: ApiClient,
  sourceId: number,
  patch: AdminSourcePatch,
): Promise<AdminSource> {
  const data = await api.request<unknown>(apiPath('adminSource', { sourceId }), { method: 'PATCH', body: patch });
  return adminSourceSchema.parse(data);
}

export async function refetchAdminSource(api: ApiClient, sourceId: number): Promise<AdminRefetchResult> {
  const data = await api.request<unknown>(apiPath('adminSourceRefetch', { sourceId }), { method: 'POST' });
  return adminRefetchResultSchema.parse(data);
}

export async function listAdminTagRules(api: ApiClient): Promise<AdminTagRuleList> {
  return adminTagRuleListSchema.parse(await api.request<unknown>(API_PATHS.adminTagRules));
}

export async function addAdminTagRule(api: ApiClient, body: TagRuleInput): Promise<AdminTagRule> {
  return adminTagRuleSchema.parse(await api.request<unknown>(API_PATHS.adminTagRules, { method: 'POST', body }));
}

export async function removeAdminTagRule(api: ApiClient, ruleId: number): Promise<void> {
  await api.request<unknown>(apiPath('adminTagRule', { ruleId }), { method: 'DELETE' });
}
