'use client';

import { COMMUNITY_COPY, ROUTES, COMMUNITY_PATHS, fillPath, type CommunityPost } from '@growday/contracts/client';
import { useHost } from '@growday/ui';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CommunityVoteButtons } from './community-vote-buttons';

const CommunityReportForm = dynamic(() => import('./community-report-form').then((m) => m.CommunityReportForm), {
  ssr: false,
});

/**
 * The post page's controls: votes; for the writer edit and delete; for other members a report with
 * the six reasons. Also counts the view once the page shows in a browser.
 */
export function CommunityPostActions({ post, signedIn }: { post: CommunityPost; signedIn: boolean }) {
  const { apiClient, openLogin } = useHost();
  const router = useRouter();
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void apiClient
      .request(fillPath(COMMUNITY_PATHS.communityPostView, { id: post.id }), { method: 'POST' })
      .catch(() => undefined);
  }, [apiClient, post.id]);

  async function remove() {
    if (!window.confirm(COMMUNITY_COPY.deleteConfirm)) return;
    await apiClient.request(fillPath(COMMUNITY_PATHS.communityPost, { id: post.id }), { method: 'DELETE' });
    router.push(ROUTES.community);
    router.refresh();
  }

  return (
    <div className="gd-community-post__actions">
      <CommunityVoteButtons post={post} signedIn={signedIn} />
      {post.isWriter ? (
        <div className="gd-community-post__writer">
          <Link href={ROUTES.communityEdit(post.id)} className="gd-button" data-testid="community-edit">
            {COMMUNITY_COPY.edit}
          </Link>
          <button type="button" className="gd-button" onClick={() => void remove()} data-testid="community-delete">
            {COMMUNITY_COPY.delete}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="gd-button gd-community-post__report"
          onClick={() => (signedIn ? setReporting((r) => !r) : openLogin?.())}
          data-testid="community-report"
        >
          {COMMUNITY_COPY.report}
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
