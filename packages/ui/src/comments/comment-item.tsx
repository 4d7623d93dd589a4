'use client';

import * as COPY from '@growday/contracts/copy';
import { type Comment, type Reply } from '@growday/contracts/client';
import type { ReactNode } from 'react';
import { formatCount } from '../format/count';
import {
  COMMENT_BADGE_LABEL,
  commentBadges,
  commentMenuActions,
  formatCommentDateTime,
  isHiddenFromOthers,
  isShownAsDeleted,
  type CommentMenuAction,
} from './comment-display';
import { ThumbDownIcon, ThumbUpIcon } from './comment-icons';
import { CommentMoreMenu } from './comment-more-menu';
import { useCommentModeration, type CommentModeration } from './moderation-context';
import { useCommentReaction } from './use-comment-reaction';

const MODERATION_CALL: Record<CommentMenuAction, keyof CommentModeration> = {
  delete: 'remove',
  report: 'report',
  block: 'block',
  unblock: 'unblock',
};

function CommentReactions({ comment }: { comment: Comment | Reply }) {
  const reaction = useCommentReaction(comment.postId, comment, comment.postKind);
  return (
    <div className="gd-comment__reactions" aria-busy={reaction.pending || undefined}>
      <button
        type="button"
        className="gd-comment__reaction"
        data-reaction="like"
        aria-label={COPY.comments.like}
        aria-pressed={reaction.reaction === 'like'}
        onClick={() => reaction.press('like')}
      >
        <ThumbUpIcon filled={reaction.reaction === 'like'} />
        <span data-testid="like-count">{formatCount(reaction.likeCount)}</span>
      </button>
      <button
        type="button"
        className="gd-comment__reaction"
        data-reaction="dislike"
        aria-label={COPY.comments.dislike}
        aria-pressed={reaction.reaction === 'dislike'}
        onClick={() => reaction.press('dislike')}
      >
        <ThumbDownIcon filled={reaction.reaction === 'dislike'} />
        <span data-testid="dislike-count">{formatCount(reaction.dislikeCount)}</span>
      </button>
    </div>
  );
}

export interface CommentItemProps {
  comment: Comment | Reply;
  /** The reply button of a top-level comment. */
  footer?: ReactNode;
}

/**
 * One comment or reply (content spec §4 "Comment display"). The text is a React text node, never
 * HTML, so whatever a writer typed shows literally.
 */
export function CommentItem({ comment, footer }: CommentItemProps) {
  const moderation = useCommentModeration();
  const deleted = isShownAsDeleted(comment);
  const kind = comment.parentId === null ? 'comment' : 'reply';

  if (deleted) {
    return (
      <article
        className="gd-comment"
        data-comment-id={comment.id}
        data-kind={kind}
        data-deleted="true"
        data-testid={kind}
      >
        <p className="gd-comment__placeholder">{COPY.comments.deleted}</p>
        {footer ? <div className="gd-comment__actions">{footer}</div> : null}
      </article>
    );
  }

  const { date, time } = formatCommentDateTime(comment.createdAt);
  const blocked = comment.viewerHasBlocked;
  return (
    <article
      className="gd-comment"
      data-comment-id={comment.id}
      data-kind={kind}
      data-blocked={blocked || undefined}
      data-testid={kind}
    >
      <header className="gd-comment__head">
        <span className="gd-comment__user" data-testid="comment-user">
          {comment.user.username}
        </span>
        {commentBadges(comment).map((badge) => (
          <span key={badge} className="gd-comment__badge" data-badge={badge}>
            {COMMENT_BADGE_LABEL[badge]}
          </span>
        ))}
        <time className="gd-comment__date" dateTime={comment.createdAt} data-testid="comment-date">
          <span>{date}</span> <span>{time}</span>
        </time>
        <CommentMoreMenu
          actions={commentMenuActions(comment)}
          onSelect={(action) => moderation[MODERATION_CALL[action]](comment)}
        />
      </header>
      {blocked ? (
        <p className="gd-comment__blocked" data-testid="comment-blocked">
          {COPY.comments.blockedUser}
        </p>
      ) : (
        <p className="gd-comment__text" data-testid="comment-text">
          {comment.text}
        </p>
      )}
      {isHiddenFromOthers(comment) ? <p className="gd-comment__note">{COPY.comments.hiddenByReport}</p> : null}
      <div className="gd-comment__actions">
        {blocked ? null : <CommentReactions comment={comment} />}
        {footer}
      </div>
    </article>
  );
}
