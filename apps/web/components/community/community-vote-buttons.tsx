'use client';

import * as COPY from '@growday/contracts/copy';
import type { CommunityPost, CommunityVote, CommunityVoteState } from '@growday/contracts/client';
import { formatCount, useHost } from '@growday/ui';
import { useState } from 'react';

/**
 * Up and down votes on a post: pressing the active one removes the vote. The counts shown are the
 * API's answer (they equal the vote rows); a visitor's press opens the sign-in dialog.
 */
export function CommunityVoteButtons({
  post,
  signedIn,
  votePath,
}: {
  post: CommunityPost;
  signedIn: boolean;
  /** This post's vote address (the server page fills it in). */
  votePath: string;
}) {
  const { apiClient, openLogin } = useHost();
  const [state, setState] = useState<CommunityVoteState>({
    postId: post.id,
    upCount: post.upCount,
    downCount: post.downCount,
    voteCount: post.voteCount,
    viewerVote: post.viewerVote,
  });
  const [pending, setPending] = useState(false);

  async function press(vote: CommunityVote) {
    if (!signedIn) {
      openLogin?.();
      return;
    }
    if (pending) return;
    setPending(true);
    try {
      setState(
        await apiClient.request<CommunityVoteState>(votePath, {
          method: 'PUT',
          body: { vote: state.viewerVote === vote ? null : vote },
        }),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="gd-community-votes" data-testid="community-votes" data-vote-count={state.voteCount}>
      <button
        type="button"
        className="gd-button gd-community-votes__up"
        aria-pressed={state.viewerVote === 'up'}
        onClick={() => void press('up')}
        data-testid="community-vote-up"
      >
        {COPY.communityPost.upVote} <span data-testid="community-up-count">{formatCount(state.upCount)}</span>
      </button>
      <button
        type="button"
        className="gd-button gd-community-votes__down"
        aria-pressed={state.viewerVote === 'down'}
        onClick={() => void press('down')}
        data-testid="community-vote-down"
      >
        {COPY.communityPost.downVote} <span data-testid="community-down-count">{formatCount(state.downCount)}</span>
      </button>
    </div>
  );
}
