import {
  API_PATHS,
  analyticsReportSchema,
  recordingListSchema,
  type AnalyticsReport,
  type RecordingSummary,
} from '@growday/contracts';
import { isApiErrorStatus } from '@growday/ui/core';
import { getServerApiClient } from './api-client';

/** The operators' numbers for a range (the API checks the admin role); null when the range was refused. */
export async function getAnalyticsReport(range: { from?: string; to?: string }): Promise<AnalyticsReport | null> {
  const query: Record<string, string> = {};
  if (range.from) query.from = range.from;
  if (range.to) query.to = range.to;
  try {
    const data = await (await getServerApiClient()).request<unknown>(API_PATHS.adminAnalytics, { query });
    return analyticsReportSchema.parse(data);
  } catch (error) {
    if (isApiErrorStatus(error, 400)) return null;
    throw error;
  }
}

export async function getRecordings(): Promise<RecordingSummary[]> {
  const data = await (await getServerApiClient()).request<unknown>(API_PATHS.adminRecordings);
  return recordingListSchema.parse(data).items;
}
