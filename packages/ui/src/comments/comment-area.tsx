'use client';

import * as COPY from '@growday/contracts/copy';
import { DEFAULT_COMMENT_ORDER_BY, ROUTES, type CommentOrderBy, type CommentPostKind } from '@growday/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAuthState } from '../account/use-auth-state';
import { formatCount } from '../format/count';
import { useHost } from '../host/host-provider';
import { TabBar, type TabBarItem } from '../interaction/tab-bar';
import { commentsOptions } from '../queries/comments';
import { CommentInput } from './comment-input';
import { CommentThread } from './comment-thread';

/** Recommendation (likeCount) first, the default (CC-COM-12); then latest (CC-COM-13). */
const SORT_TABS: readonly TabBarItem<CommentOrderBy>[] = [
  { value: 'likeCount', label: COPY.comments.sortRecommended },
  { value: 'createdAt', label: COPY.comments.sortLatest },
];

export interface CommentAreaProps {
  postId: number;
  /**
   * A community post (/best/{id}): its comments come from the community post's own path, and as
   * it has no separate comments page every reply loads in place. Posts by default.
   */
  postKind?: CommentPostKind | undefined;
  /** The "view all comments" link for highly commented posts; off on the full comments page itself. */
  showViewAll?: boolean | undefined;
  /** An anchor for the area (the full comments page's #comments). */
  id?: string | undefined;
  /**
   * The full comments page: each thread loads the replies the list held back when its reply list
   * opens, instead of linking here (CC-REPLY-03).
   */
  loadHeldBackReplies?: boolean | undefined;
}

/**
 * The comment area under a post (CC-COM-01): the input, a header with the total count and the sort
 * tabs, the list or its empty state, and "view all comments" (CC-COM-03). A failed list renders
 * nothing (CC-COM-17).
 */
export function CommentArea({
  postId,
  postKind = 'post',
  showViewAll = true,
  id,
  loadHeldBackReplies = false,
}: CommentAreaProps) {
  const community = postKind === 'community';
  const { apiClient, Link } = useHost();
  const auth = useAuthState();
  const [orderBy, setOrderBy] = useState<CommentOrderBy>(DEFAULT_COMMENT_ORDER_BY);
  const headingId = useId();
  const listId = useId();
  const query = useQuery({
    ...commentsOptions(apiClient, postId, orderBy, auth.user?.id ?? null, postKind),
    // The answer is computed for the viewer: wait until the sign-in check says who that is.
    enabled: !auth.isLoading,
    placeholderData: (previous) => previous,
  });

  if (query.isError) return null;
  const list = query.data;

  return (
    <section
      id={id}
      className="gd-comment-area"
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
      data-testid="comment-area"
    >
      <CommentInput postId={postId} postKind={postKind} label={COPY.comments.inputLabel} />
      <header className="gd-comment-area__head">
        <div className="gd-comment-area__heading">
          <h2 id={headingId} className="gd-comment-area__title">
            {COPY.comments.title}
          </h2>
          <span className="gd-comment-area__count" data-testid="comment-total">
            {list ? formatCount(list.totalCommentCount) : ''}
          </span>
        </div>
        <TabBar
          items={SORT_TABS}
          value={orderBy}
          onChange={setOrderBy}
          variant="pill"
          aria-label={COPY.comments.sortLabel}
          panelId={listId}
          className="gd-comment-area__sort"
        />
      </header>
      <div id={listId} role="tabpanel" aria-labelledby={headingId}>
        {list && list.comments.length === 0 ? (
          <p className="gd-comment-area__empty" data-testid="comment-empty">
            {COPY.comments.empty}
          </p>
        ) : null}
        {list && list.comments.length > 0 ? (
          <ul className="gd-comment-list" data-testid="comment-list" data-order-by={orderBy}>
            {list.comments.map((comment) => (
              <CommentThread
                key={comment.id}
                comment={comment}
                loadHeldBackReplies={loadHeldBackReplies || community}
                viewerId={auth.user?.id ?? null}
              />
            ))}
          </ul>
        ) : null}
      </div>
      {showViewAll && !community && list?.isHighlyCommented ? (
        <Link
          href={ROUTES.newsComments(postId)}
          className="gd-button gd-comment-area__view-all"
          data-testid="comment-view-all"
        >
          {COPY.comments.viewAll}
        </Link>
      ) : null}
    </section>
  );
}
