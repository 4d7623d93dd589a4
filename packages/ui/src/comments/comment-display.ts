import * as COPY from '@growday/contracts/copy';
import { type Comment, type Reply } from '@growday/contracts/client';
import { formatKstDateTimeParts } from '../format/date';

type DisplayFields = Pick<Reply, 'status' | 'isDeleted' | 'isWriter'>;

/**
 * The deleted rule of content spec §4 exactly (CC-DISP-02..04): deleted by its writer unless the
 * status says reports hid it, and hidden by reports for everyone but the writer.
 */
export function isShownAsDeleted({ status, isDeleted, isWriter }: DisplayFields): boolean {
  return (status !== 'DELETED_BY_REPORT' && isDeleted) || (status === 'DELETED_BY_REPORT' && !isWriter);
}

/** A comment reports hid that its writer still sees (CC-DISP-04). */
export function isHiddenFromOthers(comment: DisplayFields): boolean {
  return comment.status === 'DELETED_BY_REPORT' && comment.isWriter;
}

/** The writer has no username (or no account any more): shown as 익명 and never blockable (CC-DISP-12). */
export function isAnonymousWriter(comment: Pick<Reply, 'userId' | 'user' | 'originalUser'>): boolean {
  return (
    comment.userId === null || comment.originalUser.username === null || comment.user.username === COPY.common.anonymous
  );
}

export type CommentBadge = 'me' | 'writer';

/** 나 on the viewer's own comments (CC-DISP-07), 작성자 on replies by the parent's writer (CC-DISP-08). */
export function commentBadges(
  comment: Pick<Reply, 'isWriter' | 'parentId' | 'isReplyFromCommentWriter'>,
): CommentBadge[] {
  const badges: CommentBadge[] = [];
  if (comment.isWriter) badges.push('me');
  if (comment.parentId !== null && comment.isReplyFromCommentWriter) badges.push('writer');
  return badges;
}

export const COMMENT_BADGE_LABEL: Record<CommentBadge, string> = {
  me: COPY.common.me,
  writer: COPY.common.writer,
};

export type CommentMenuAction = 'delete' | 'report' | 'block' | 'unblock';

/**
 * The more menu's items: a writer sees only 삭제 (CC-DISP-10); others see report and block or
 * unblock (CC-DISP-11), without block on 익명 (CC-DISP-12); a comment shown as deleted has no
 * menu at all (CC-DISP-05).
 */
export function commentMenuActions(comment: Reply | Comment): CommentMenuAction[] {
  if (isShownAsDeleted(comment)) return [];
  if (comment.isWriter) return ['delete'];
  if (isAnonymousWriter(comment)) return ['report'];
  return ['report', comment.viewerHasBlocked ? 'unblock' : 'block'];
}

export const COMMENT_MENU_LABEL: Record<CommentMenuAction, string> = {
  delete: COPY.common.delete,
  report: COPY.comments.report,
  block: COPY.comments.block,
  unblock: COPY.comments.unblock,
};

/** A comment's date YYYY.MM.DD and time HH:mm in Korea time, the same on server and browser (CC-DISP-09). */
export const formatCommentDateTime = formatKstDateTimeParts;

/** The replies the list holds that are not shown as deleted. */
export function loadedReplyCount(comment: Comment): number {
  return comment.children.filter((reply) => !isShownAsDeleted(reply)).length;
}

/** Fewer live replies loaded than replyCount: the reply button goes to the full page (CC-REPLY-03). */
export function hasUnloadedReplies(comment: Comment): boolean {
  return loadedReplyCount(comment) < comment.replyCount;
}
