'use client';

import * as COPY from '@growday/contracts/copy';
import {
  COMMUNITY_COPY,
  COMMUNITY_PATHS,
  REPORT_TYPE_LABEL,
  REPORT_TYPES,
  fillPath,
  type ReportType,
} from '@growday/contracts/client';
import { useHost } from '@growday/ui';
import { useState } from 'react';

/**
 * The report form of a community post: the six reasons and the send button. Loaded on the first
 * click on 신고 (issue 13): most readers never report, so the post page does not carry it.
 */
export function CommunityReportForm({ postId, onDone }: { postId: number; onDone: (notice: string) => void }) {
  const { apiClient } = useHost();
  const [reason, setReason] = useState<ReportType>(REPORT_TYPES[0]);

  async function report() {
    try {
      await apiClient.request(fillPath(COMMUNITY_PATHS.communityPostReport, { id: postId }), {
        method: 'POST',
        body: { reportType: reason },
      });
      onDone(COPY.communityPostReport.reportDone);
    } catch (e) {
      onDone(e instanceof Error ? e.message : COMMUNITY_COPY.saveFailed);
    }
  }

  return (
    <fieldset className="gd-community-report" data-testid="community-report-form">
      <legend>{COPY.communityPostReport.reportTitle}</legend>
      {REPORT_TYPES.map((type) => (
        <label key={type}>
          <input
            type="radio"
            name="reportType"
            value={type}
            checked={reason === type}
            onChange={() => setReason(type)}
          />
          {REPORT_TYPE_LABEL[type]}
        </label>
      ))}
      <button type="button" className="gd-button gd-button--primary" onClick={() => void report()}>
        {COPY.communityPost.report}
      </button>
    </fieldset>
  );
}
