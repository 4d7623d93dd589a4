'use client';

import * as COPY from '@growday/contracts/copy';
import { COMMUNITY_PATHS, fillPath, type CommunityPost } from '@growday/contracts/client';
import { useHost } from '@growday/ui';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { CommunityVoteButtons } from './community-vote-buttons';

const CommunityWriterControls = dynamic(() =>
  import('./community-writer-controls').then((m) => m.CommunityWriterControls),
);
const CommunityReportForm = dynamic(() => import('./community-report-form').then((m) => m.CommunityReportForm), {
  ssr: false,
});

/**
 * The post page's controls: votes; for the writer edit and delete; for other members a report with
 * the six reasons. The writer's controls and the report form load only for those who use them.
 * Also counts the view once the page shows in a browser.
 */
export function CommunityPostActions({ post, signedIn }: { post: CommunityPost; signedIn: boolean }) {
  const { apiClient, openLogin } = useHost();
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void apiClient
      .request(fillPath(COMMUNITY_PATHS.communityPostView, { id: post.id }), { method: 'POST' })
      .catch(() => undefined);
  }, [apiClient, post.id]);

  return (
    <div className="gd-community-post__actions">
      <CommunityVoteButtons post={post} signedIn={signedIn} />
      {post.isWriter ? (
        <CommunityWriterControls postId={post.id} />
      ) : (
        <button
          type="button"
          className="gd-button gd-community-post__report"
          onClick={() => (signedIn ? setReporting((r) => !r) : openLogin?.())}
          data-testid="community-report"
        >
          {COPY.communityPost.report}
        </button>
      )}
      {reporting ? (
        <CommunityReportForm
          postId={post.id}
          onDone={(message) => {
            setNotice(message);
            setReporting(false);
          }}
        />
      ) : null}
      {notice ? (
        <p role="status" data-testid="community-notice">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
