import { COPY, DEFAULT_REPORT_TYPE, type Comment, type Reply, type ReportType } from '@growday/contracts/client';
import type { QueryClient } from '@tanstack/react-query';
import { isApiErrorStatus } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { deleteComment, reportComment, setUserBlock } from '../api/moderation';
import { commentKeys, invalidatePostComments } from '../queries/comments';
import { applyPostCommentCount } from './comment-caches';
import { isAnonymousWriter, isShownAsDeleted } from './comment-display';

type AnyComment = Comment | Reply;

/** Which moderation modal is up. `block` covers block and unblock; `blockDone` stacks the completion on it. */
export type ModerationStep = 'idle' | 'report' | 'reportDone' | 'block' | 'delete';

export interface ModerationState {
  step: ModerationStep;
  /**
   * The comment acted on. Kept after the modals close so their content stays during the fade-out.
   */
  comment: AnyComment | null;
  /** The report form's selection (CC-REPORT-08, CC-REPORT-09). */
  reportType: ReportType;
  /** The report request is on its way; the submit button waits. */
  reportPending: boolean;
  /** true: block, false: unblock. */
  block: boolean;
  /** The block/unblock completion modal is up, above its confirmation (CC-BLOCK-02..04). */
  blockDone: boolean;
}

export interface ModerationDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /** Report and block need a signed-in user (CC-REPORT-11, CC-BLOCK-01); a promise while it is not known yet. */
  isSignedIn: () => boolean | Promise<boolean>;
  openLogin: () => void;
  alert: (message: string) => void;
}

export const INITIAL_MODERATION_STATE: ModerationState = {
  step: 'idle',
  comment: null,
  reportType: DEFAULT_REPORT_TYPE,
  reportPending: false,
  block: true,
  blockDone: false,
};

/** Report is offered to others on a comment still shown (the writer sees only 삭제). */
export function canReport(comment: AnyComment): boolean {
  return !comment.isWriter && !isShownAsDeleted(comment);
}

/** Block and unblock: never on 익명, never on yourself (content spec §4, CC-BLOCK). */
export function canBlock(comment: AnyComment): boolean {
  return canReport(comment) && !isAnonymousWriter(comment);
}

/** Only the writer deletes, and only what is not deleted yet (CC-DEL-04). */
export function canDelete(comment: AnyComment): boolean {
  return comment.isWriter && !comment.isDeleted;
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

/**
 * The moderation modals' state machine: report form and completion, block/unblock confirmation and
 * completion, delete confirmation. Framework-free, so the React host is a thin subscription and
 * tests drive it directly.
 */
export class ModerationFlow {
  private state: ModerationState = INITIAL_MODERATION_STATE;
  private readonly listeners = new Set<() => void>();

  constructor(private deps: ModerationDeps) {}

  setDeps(deps: ModerationDeps): void {
    this.deps = deps;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ModerationState => this.state;

  private set(patch: Partial<ModerationState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Another modal of this flow is up: a second action waits until it is closed. */
  private get busy(): boolean {
    return this.state.step !== 'idle';
  }

  /** Run `open` for a signed-in viewer (at once when that is known); a visitor gets the login modal. */
  private whenSignedIn(open: () => void): void {
    const signedIn = this.deps.isSignedIn();
    const decide = (ok: boolean) => {
      if (!ok) this.deps.openLogin();
      else if (!this.busy) open();
    };
    if (typeof signedIn === 'boolean') decide(signedIn);
    else signedIn.then(decide, () => decide(false));
  }

  readonly report = (comment: AnyComment): void => {
    if (this.busy || !canReport(comment)) return;
    this.whenSignedIn(() =>
      this.set({ step: 'report', comment, reportType: DEFAULT_REPORT_TYPE, reportPending: false }),
    );
  };

  readonly selectReportType = (reportType: ReportType): void => {
    if (this.state.step === 'report' && !this.state.reportPending) this.set({ reportType });
  };

  /** Send the report; the form closes and the completion opens, or the failure is alerted. */
  readonly submitReport = async (): Promise<void> => {
    const { step, comment, reportType, reportPending } = this.state;
    if (step !== 'report' || reportPending || !comment) return;
    this.set({ reportPending: true });
    try {
      await reportComment(this.deps.api, comment, reportType);
      this.set({ step: 'reportDone', reportPending: false });
    } catch (error) {
      this.set({ step: 'idle', reportPending: false });
      if (isApiErrorStatus(error, 401)) this.deps.openLogin();
      else this.deps.alert(reportFailureMessage(error));
    } finally {
      // The post's list shows the report's effect (a hidden comment, CC-REPORT-14).
      void invalidatePostComments(this.deps.queryClient, comment.postId, comment.postKind);
    }
  };

  readonly block = (comment: AnyComment): void => this.openBlock(comment, true);

  readonly unblock = (comment: AnyComment): void => this.openBlock(comment, false);

  private openBlock(comment: AnyComment, block: boolean): void {
    if (this.busy || !canBlock(comment)) return;
    this.whenSignedIn(() => this.set({ step: 'block', comment, block, blockDone: false }));
  }

  /**
   * Confirming sends the request and opens the completion at once (CC-BLOCK-02, CC-BLOCK-03);
   * the answer is not awaited and a failure is ignored (CC-BLOCK-08). The lists refresh after it
   * settles, so they show the writer's comments hidden or shown again (CC-BLOCK-07).
   */
  readonly confirmBlock = (): Promise<void> => {
    const { step, comment, block, blockDone } = this.state;
    if (step !== 'block' || blockDone || !comment) return Promise.resolve();
    this.set({ blockDone: true });
    return setUserBlock(this.deps.api, comment, block).then(
      () => refreshAllComments(this.deps.queryClient),
      () => undefined,
    );
  };

  readonly remove = (comment: AnyComment): void => {
    if (this.busy || !canDelete(comment)) return;
    this.set({ step: 'delete', comment });
  };

  /** Confirming sends the delete and closes the modal (CC-DEL-01); the list refreshes after (CC-DEL-03). */
  readonly confirmDelete = async (): Promise<void> => {
    const { step, comment } = this.state;
    if (step !== 'delete' || !comment) return;
    this.set({ step: 'idle' });
    try {
      const { commentCount } = await deleteComment(this.deps.api, comment);
      // The post's comment count moved with the delete.
      applyPostCommentCount(this.deps.queryClient, comment.postId, commentCount, comment.postKind);
    } catch (error) {
      if (isApiErrorStatus(error, 401)) this.deps.openLogin();
      else this.deps.alert(COPY.common.tryAgainLater);
    } finally {
      void invalidatePostComments(this.deps.queryClient, comment.postId, comment.postKind);
    }
  };

  /**
   * Close whatever is up: cancel, overlay click, Escape, and confirming a completion. Closing the
   * block completion closes its confirmation too (CC-BLOCK-04).
   */
  readonly close = (): void => {
    if (this.state.step === 'report' && this.state.reportPending) return;
    if (this.state.step !== 'idle') this.set({ step: 'idle' });
  };
}
