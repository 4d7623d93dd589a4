import { DEFAULT_REPORT_TYPE, type BlockState, type ReportResult, type ReportType } from '@growday/contracts/client';
import { MutationObserver } from '@tanstack/react-query';
import type { DeletedComment } from '../api/moderation';
import { isAnonymousWriter, isShownAsDeleted } from './comment-display';
import {
  blockMutationOptions,
  deleteMutationOptions,
  reportMutationOptions,
  type BlockVariables,
  type AnyComment,
  type DeleteVariables,
  type ModerationRequestDeps,
  type ReportVariables,
} from './moderation-mutations';

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
  /** The report request is on its way (its mutation's state); the form waits. */
  reportPending: boolean;
  /** true: block, false: unblock. */
  block: boolean;
  /** The block/unblock completion modal is up, above its confirmation (CC-BLOCK-02..04). */
  blockDone: boolean;
}

export interface ModerationDeps extends ModerationRequestDeps {
  /** Report and block need a signed-in user (CC-REPORT-11, CC-BLOCK-01); a promise while it is not known yet. */
  isSignedIn: () => boolean | Promise<boolean>;
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
 * The moderation modals' steps: report form and completion, block/unblock confirmation and
 * completion, delete confirmation. The requests are TanStack mutations (moderation-mutations.ts)
 * run by MutationObservers, the one mutation pattern of the site; this holds only which modal is
 * up and the chosen reason. Framework-free, so the React host is a thin subscription and tests
 * drive it directly.
 */
export class ModerationFlow {
  private state: ModerationState = INITIAL_MODERATION_STATE;
  private readonly listeners = new Set<() => void>();
  // Bound to the client they were made with: the host's QueryClient lives as long as the page.
  private readonly reporting: MutationObserver<ReportResult, Error, ReportVariables>;
  private readonly blocking: MutationObserver<BlockState, Error, BlockVariables>;
  private readonly deleting: MutationObserver<DeletedComment, Error, DeleteVariables>;

  constructor(private deps: ModerationDeps) {
    this.reporting = new MutationObserver(deps.queryClient, reportMutationOptions(deps));
    this.blocking = new MutationObserver(deps.queryClient, blockMutationOptions(deps));
    this.deleting = new MutationObserver(deps.queryClient, deleteMutationOptions(deps));
    // Subscribed for the flow's whole life: an observer left without listeners detaches from its
    // running mutation, and the form's pending flag has to follow the report to its end.
    this.reporting.subscribe(() => this.emit());
  }

  /** The host's callbacks change with its render; the running mutations take them too. */
  setDeps(deps: ModerationDeps): void {
    this.deps = deps;
    this.reporting.setOptions(reportMutationOptions(deps));
    this.blocking.setOptions(blockMutationOptions(deps));
    this.deleting.setOptions(deleteMutationOptions(deps));
  }

  /** Step changes and the report mutation's own state changes (its pending flag) both notify. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The steps with the report mutation's pending flag; the same object until either changes. */
  readonly getSnapshot = (): ModerationState => {
    const reportPending = this.reporting.getCurrentResult().isPending;
    if (this.state.reportPending !== reportPending) this.state = { ...this.state, reportPending };
    return this.state;
  };

  private set(patch: Partial<ModerationState>): void {
    this.state = { ...this.state, ...patch };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private get reportPending(): boolean {
    return this.reporting.getCurrentResult().isPending;
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
    this.whenSignedIn(() => this.set({ step: 'report', comment, reportType: DEFAULT_REPORT_TYPE }));
  };

  readonly selectReportType = (reportType: ReportType): void => {
    if (this.state.step === 'report' && !this.reportPending) this.set({ reportType });
  };

  /**
   * Send the report; the form waits while it is on its way, then closes and the completion opens,
   * or closes after the mutation alerted the failure.
   */
  readonly submitReport = (): Promise<void> => {
    const { step, comment, reportType } = this.state;
    if (step !== 'report' || this.reportPending || !comment) return Promise.resolve();
    const sent = this.reporting.mutate({ comment, reportType });
    // The observer tells its own listeners later; the form disables now.
    this.emit();
    return sent.then(
      () => this.set({ step: 'reportDone' }),
      () => this.set({ step: 'idle' }),
    );
  };

  readonly block = (comment: AnyComment): void => this.openBlock(comment, true);

  readonly unblock = (comment: AnyComment): void => this.openBlock(comment, false);

  private openBlock(comment: AnyComment, block: boolean): void {
    if (this.busy || !canBlock(comment)) return;
    this.whenSignedIn(() => this.set({ step: 'block', comment, block, blockDone: false }));
  }

  /**
   * Confirming sends the request and opens the completion at once (CC-BLOCK-02, CC-BLOCK-03);
   * the answer is not awaited and a failure is ignored (CC-BLOCK-08). The promise settles after the
   * lists were refreshed (tests await it).
   */
  readonly confirmBlock = (): Promise<void> => {
    const { step, comment, block, blockDone } = this.state;
    if (step !== 'block' || blockDone || !comment) return Promise.resolve();
    this.set({ blockDone: true });
    return this.blocking.mutate({ comment, block }).then(
      () => undefined,
      () => undefined,
    );
  };

  readonly remove = (comment: AnyComment): void => {
    if (this.busy || !canDelete(comment)) return;
    this.set({ step: 'delete', comment });
  };

  /** Confirming closes the modal and sends the delete (CC-DEL-01); the mutation refreshes the list (CC-DEL-03). */
  readonly confirmDelete = (): Promise<void> => {
    const { step, comment } = this.state;
    if (step !== 'delete' || !comment) return Promise.resolve();
    this.set({ step: 'idle' });
    return this.deleting.mutate({ comment }).then(
      () => undefined,
      () => undefined,
    );
  };

  /**
   * Close whatever is up: cancel, overlay click, Escape, and confirming a completion. Closing the
   * block completion closes its confirmation too (CC-BLOCK-04). The report form stays while its
   * request is on its way.
   */
  readonly close = (): void => {
    if (this.state.step === 'report' && this.reportPending) return;
    if (this.state.step !== 'idle') this.set({ step: 'idle' });
  };
}
