import type {
  AdInventory,
  AdminAdCreative,
  AdminCommunityReport,
  AdminAuditList,
  AdminCashLedger,
  AdminReportList,
  AdminSourceList,
  AdminTagList,
  AdminTagRuleList,
} from '@growday/contracts';
import {
  listAdminAdCreatives,
  listAdminAdInventories,
  listAdminAudit,
  listAdminCashLedger,
  listAdminSources,
  listAdminTagRules,
  listAdminTags,
  listReportedComments,
  listReportedCommunityPosts,
  isApiErrorStatus,
} from '@growday/ui/core';
import { getServerApiClient } from './api-client';

/** The operator's desk data, read by the server render with the visitor's cookie (admin only). */
export async function getReportedComments(): Promise<AdminReportList> {
  return listReportedComments(await getServerApiClient());
}

/** The review queue of reported community posts. */
export async function getReportedCommunityPosts(): Promise<{ items: AdminCommunityReport[] }> {
  return listReportedCommunityPosts(await getServerApiClient());
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

/** The cash ledger, or one user's rows and total; null when no user has that name. */
export async function getAdminCashLedger(user?: string): Promise<AdminCashLedger | null> {
  try {
    return await listAdminCashLedger(await getServerApiClient(), { user });
  } catch (error) {
    if (isApiErrorStatus(error, 400, 404)) return null;
    throw error;
  }
}

export async function getAdminAdInventories(): Promise<AdInventory[]> {
  return listAdminAdInventories(await getServerApiClient());
}

export async function getAdminAdCreatives(): Promise<AdminAdCreative[]> {
  return listAdminAdCreatives(await getServerApiClient());
}
