'use client';

import * as COPY from '@growday/contracts/copy';
import type { CommunityPost } from '@growday/contracts/client';
import { useHost } from '@growday/ui';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { CommunityVoteButtons } from './community-vote-buttons';

/**
 * This post's view and vote addresses, filled in by the server page: the client chunk then carries
 * no copy of the community area's path table (issue 13, /best/[id]'s budget).
 */
export interface CommunityPostPaths {
  view: string;
  vote: string;
}

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
export function CommunityPostActions({
  post,
  signedIn,
  paths,
}: {
  post: CommunityPost;
  signedIn: boolean;
  paths: CommunityPostPaths;
}) {
  const { apiClient, openLogin } = useHost();
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void apiClient.request(paths.view, { method: 'POST' }).catch(() => undefined);
  }, [apiClient, paths.view]);

  return (
    <div className="gd-community-post__actions">
      <CommunityVoteButtons post={post} signedIn={signedIn} votePath={paths.vote} />
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
