import {
  COMMENT_PATHS,
  USER_PATHS,
  fillPath,
  type BlockState,
  type Comment,
  type Reply,
  type ReportCommentBody,
  type ReportResult,
  type ReportType,
  type DeletedComment,
} from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';

export type { DeletedComment };

/** The comment as plain data for report and block bodies: its own fields, without the replies. */
export function commentData(comment: Comment | Reply): Record<string, unknown> {
  const { children: _children, ...data } = comment as Comment;
  return data;
}

/** The report body of CC-REPORT-13: the comment's id, its text, the reason and the comment data. */
export function reportBody(comment: Comment | Reply, reportType: ReportType): ReportCommentBody {
  return {
    commentId: comment.id,
    reportMessage: comment.text,
    reportType,
    data: commentData(comment),
  };
}

/** `POST {comment base}/{commentId}/report` (CC-REPORT-12). */
export async function reportComment(
  api: ApiClient,
  comment: Comment | Reply,
  reportType: ReportType,
): Promise<ReportResult> {
  const data = await api.request<unknown>(fillPath(COMMENT_PATHS.commentReport, { commentId: comment.id }), {
    method: 'POST',
    body: reportBody(comment, reportType),
  });
  return checkAnswer(data, (c) => c.reportResultSchema);
}

/** `POST {block base}/{userId}?block=true|false` with the comment data as body (CC-BLOCK-05, CC-BLOCK-06). */
export async function setUserBlock(api: ApiClient, comment: Comment | Reply, block: boolean): Promise<BlockState> {
  if (comment.userId === null) throw new Error('the comment has no writer to block');
  const data = await api.request<unknown>(fillPath(USER_PATHS.userBlock, { userId: comment.userId }), {
    method: 'POST',
    query: { block },
    body: commentData(comment),
  });
  return checkAnswer(data, (c) => c.blockStateSchema);
}

/** `DELETE comments/{commentId}` carrying postId in the query and the body (CC-DEL-02); answers the post's new count. */
export async function deleteComment(api: ApiClient, comment: Comment | Reply): Promise<DeletedComment> {
  const data = await api.request<unknown>(fillPath(COMMENT_PATHS.comment, { commentId: comment.id }), {
    method: 'DELETE',
    query: { postId: comment.postId },
    body: { postId: comment.postId },
  });
  return checkAnswer(data, (c) => c.deletedCommentSchema);
}
