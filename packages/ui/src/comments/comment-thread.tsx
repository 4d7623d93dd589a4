'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, type Comment } from '@growday/contracts/client';
import { useEffect, useReducer, useRef } from 'react';
import { useHost } from '../host/host-provider';
import { CommentInput } from './comment-input';
import { hasUnloadedReplies, isShownAsDeleted } from './comment-display';
import { CommentItem } from './comment-item';
import { useThreadReplies } from './held-back-replies';
import { INITIAL_REPLY_AREA, isReplyInputOpen, isReplyListOpen, replyAreaReducer } from './reply-area';

export interface CommentThreadProps {
  comment: Comment;
  /** The full comments page: replies the list held back load here instead of linking to it. */
  loadHeldBackReplies?: boolean | undefined;
  /** Who the answers are computed for (the held-back replies' cache key). */
  viewerId?: number | null | undefined;
}

/** A top-level comment with its reply area (content spec §4 "Reply area"). */
export function CommentThread({ comment, loadHeldBackReplies = false, viewerId = null }: CommentThreadProps) {
  const { Link } = useHost();
  const [area, dispatch] = useReducer(replyAreaReducer, INITIAL_REPLY_AREA);
  const parentDeleted = isShownAsDeleted(comment);
  const hasReplies = comment.children.length > 0 || comment.replyCount > 0;
  const { replies, loading, loadMore } = useThreadReplies(comment, {
    loadHeldBack: loadHeldBackReplies,
    open: isReplyListOpen(area),
    viewerId,
  });

  // A rise in replyCount (a reply was just posted, or a refetch brought new ones) re-expands the list (CC-REPLY-04).
  const lastReplyCount = useRef(comment.replyCount);
  useEffect(() => {
    if (comment.replyCount > lastReplyCount.current) dispatch({ type: 'replyCountRose' });
    lastReplyCount.current = comment.replyCount;
  }, [comment.replyCount]);

  const label = hasReplies ? COPY.comments.replies(comment.replyCount) : COPY.comments.writeReply;
  let replyButton = null;
  if (hasUnloadedReplies(comment) && !loadHeldBackReplies) {
    // Not every reply is loaded here: the full comments page has them (CC-REPLY-03).
    replyButton = (
      <Link href={ROUTES.newsComments(comment.postId)} className="gd-comment__reply-toggle" data-testid="reply-toggle">
        {label}
      </Link>
    );
  } else if (!parentDeleted || hasReplies) {
    replyButton = (
      <button
        type="button"
        className="gd-comment__reply-toggle"
        aria-expanded={area !== 'BOTH_CLOSED'}
        data-reply-area={area}
        data-testid="reply-toggle"
        onClick={() => dispatch({ type: 'toggle', hasReplies: replies.length > 0 || comment.replyCount > 0 })}
      >
        {label}
      </button>
    );
  }

  return (
    <li className="gd-comment-thread" data-reply-area={area}>
      <CommentItem comment={comment} footer={replyButton} />
      {isReplyListOpen(area) && replies.length > 0 ? (
        <ul className="gd-comment-thread__replies" data-testid="reply-list" aria-busy={loading || undefined}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} />
            </li>
          ))}
        </ul>
      ) : null}
      {isReplyListOpen(area) && loadMore ? (
        <button
          type="button"
          className="gd-button gd-comment-thread__more-replies"
          data-testid="more-replies"
          onClick={loadMore}
        >
          {COPY.comments.moreReplies}
        </button>
      ) : null}
      {isReplyInputOpen(area) && !parentDeleted ? (
        <div className="gd-comment-thread__reply-input">
          <CommentInput
            postId={comment.postId}
            postKind={comment.postKind}
            parentId={comment.id}
            label={COPY.comments.replyInputLabel}
            autoFocus
          />
        </div>
      ) : null}
    </li>
  );
}
