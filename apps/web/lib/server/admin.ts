import type {
  AdminAuditList,
  AdminReportList,
  AdminSourceList,
  AdminTagList,
  AdminTagRuleList,
} from '@growday/contracts';
import {
  listAdminAudit,
  listAdminSources,
  listAdminTagRules,
  listAdminTags,
  listReportedComments,
} from '@growday/ui/core';
import { getServerApiClient } from './api-client';

/** The operator's desk data, read by the server render with the visitor's cookie (admin only). */
export async function getReportedComments(): Promise<AdminReportList> {
  return listReportedComments(await getServerApiClient());
}

export async function getAdminTags(): Promise<AdminTagList> {
  return listAdminTags(await getServerApiClient());
}

export async function getAdminAudit(): Promise<AdminAuditList> {
  return listAdminAudit(await getServerApiClient());
}

export async function getAdminSources(): Promise<AdminSourceList> {
  return listAdminSources(await getServerApiClient());
}

export async function getAdminTagRules(): Promise<AdminTagRuleList> {
  return listAdminTagRules(await getServerApiClient());
}
