import * as COPY from '@growday/contracts/copy';
import {
  type BlockState,
  type Comment,
  type Reply,
  type ReportResult,
  type ReportType,
} from '@growday/contracts/client';
import type { MutationObserverOptions, QueryClient } from '@tanstack/react-query';
import { isApiErrorStatus } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { deleteComment, reportComment, setUserBlock, type DeletedComment } from '../api/moderation';
import { commentKeys, invalidatePostComments } from '../queries/comments';
import { applyPostCommentCount } from './comment-caches';

/** A comment or a reply: moderation acts on either. */
export type AnyComment = Comment | Reply;

/** What the moderation requests need: the API, the caches they refresh and the two ways of saying no. */
export interface ModerationRequestDeps {
  api: ApiClient;
  queryClient: QueryClient;
  openLogin: () => void;
  alert: (message: string) => void;
}

export interface ReportVariables {
  comment: AnyComment;
  reportType: ReportType;
}

export interface BlockVariables {
  comment: AnyComment;
  /** true: block, false: unblock. */
  block: boolean;
}

export interface DeleteVariables {
  comment: AnyComment;
}

/**
 * The alert of a failed report: 409 (our duplicate answer) and 500 (as the spec words it,
 * CC-REPORT-15) mean "reported twice"; anything else is the generic report error (CC-REPORT-16).
 */
export function reportFailureMessage(error: unknown): string {
  return isApiErrorStatus(error, 409, 500) ? COPY.report.duplicate : COPY.report.failed;
}

/**
 * After a block every comment list is refetched, not only the post's: viewerHasBlocked changes on
 * every post the writer commented on (CC-BLOCK-07). Lists on screen refetch, the rest go stale.
 */
export function refreshAllComments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commentKeys.all });
}

/** A 401 means the session ended meanwhile: the login modal says more than an alert would. */
function sayNo(deps: ModerationRequestDeps, error: unknown, message: string): void {
  if (isApiErrorStatus(error, 401)) deps.openLogin();
  else deps.alert(message);
}

/**
 * The report (CC-REPORT-12..16) for a MutationObserver: a failure is alerted, and the post's list
 * refreshes either way because a report can hide the comment (CC-REPORT-14).
 */
export function reportMutationOptions(
  deps: ModerationRequestDeps,
): MutationObserverOptions<ReportResult, Error, ReportVariables> {
  return {
    mutationFn: ({ comment, reportType }) => reportComment(deps.api, comment, reportType),
    onError: (error) => sayNo(deps, error, reportFailureMessage(error)),
    onSettled: (_data, _error, { comment }) => {
      // Not awaited: the completion opens without waiting for the list.
      void invalidatePostComments(deps.queryClient, comment.postId, comment.postKind);
    },
  };
}

/**
 * Block or unblock (CC-BLOCK-05..08): a failure is ignored (CC-BLOCK-08); after an answer every
 * comment list refreshes so the writer's comments are hidden or shown again (CC-BLOCK-07).
 */
export function blockMutationOptions(
  deps: ModerationRequestDeps,
): MutationObserverOptions<BlockState, Error, BlockVariables> {
  return {
    mutationFn: ({ comment, block }) => setUserBlock(deps.api, comment, block),
    onSuccess: () => refreshAllComments(deps.queryClient),
  };
}

/**
 * The writer's delete (CC-DEL-01..03): the post's comment count takes the answer's, a failure is
 * alerted, and the post's list refreshes either way.
 */
export function deleteMutationOptions(
  deps: ModerationRequestDeps,
): MutationObserverOptions<DeletedComment, Error, DeleteVariables> {
  return {
    mutationFn: ({ comment }) => deleteComment(deps.api, comment),
    onSuccess: ({ commentCount }, { comment }) =>
      applyPostCommentCount(deps.queryClient, comment.postId, commentCount, comment.postKind),
    onError: (error) => sayNo(deps, error, COPY.common.tryAgainLater),
    onSettled: (_data, _error, { comment }) => {
      void invalidatePostComments(deps.queryClient, comment.postId, comment.postKind);
    },
  };
}
