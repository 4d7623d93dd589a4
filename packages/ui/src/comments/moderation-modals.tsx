'use client';

import * as COPY from '@growday/contracts/copy';
import { REPORT_TYPES, REPORT_TYPE_LABEL, type ReportType } from '@growday/contracts/client';
import { useId } from 'react';
import { Modal } from '../interaction/modal';
import type { ModerationFlow, ModerationState } from './moderation-flow';

/** The five modals of CC-MODAL-04 that belong to comments, driven by the flow's state. */
export function ModerationModals({ flow, state }: { flow: ModerationFlow; state: ModerationState }) {
  const { step, block, blockDone } = state;
  return (
    <>
      <Modal
        open={step === 'report'}
        onClose={flow.close}
        title={COPY.report.title}
        confirmLabel={COPY.report.submit}
        onConfirm={() => void flow.submitReport()}
        className="gd-moderation-modal"
      >
        <ReportReasons value={state.reportType} disabled={state.reportPending} onChange={flow.selectReportType} />
      </Modal>
      <Modal
        open={step === 'reportDone'}
        onClose={flow.close}
        aria-label={COPY.report.title}
        className="gd-moderation-modal"
      >
        <p className="gd-moderation-modal__message" data-testid="report-done">
          {COPY.report.done}
        </p>
      </Modal>
      <Modal
        open={step === 'block'}
        onClose={flow.close}
        onConfirm={() => void flow.confirmBlock()}
        aria-label={block ? COPY.comments.block : COPY.comments.unblock}
        className="gd-moderation-modal"
      >
        <p className="gd-moderation-modal__message" data-testid="block-confirm">
          {block ? COPY.block.confirm : COPY.block.unblockConfirm}
        </p>
      </Modal>
      <Modal
        open={step === 'block' && blockDone}
        onClose={flow.close}
        aria-label={block ? COPY.block.done : COPY.block.unblockDone}
        className="gd-moderation-modal"
      >
        <p className="gd-moderation-modal__message" data-testid="block-done">
          {block ? COPY.block.done : COPY.block.unblockDone}
        </p>
      </Modal>
      <Modal
        open={step === 'delete'}
        onClose={flow.close}
        onConfirm={() => void flow.confirmDelete()}
        aria-label={COPY.common.delete}
        className="gd-moderation-modal"
      >
        <p className="gd-moderation-modal__message" data-testid="delete-confirm">
          {COPY.deleteComment.confirm}
        </p>
      </Modal>
    </>
  );
}

/** The six reasons as one radio group, labelled as the spec pairs them (CC-REPORT-01..09). */
export function ReportReasons({
  value,
  onChange,
  disabled = false,
}: {
  value: ReportType;
  onChange: (type: ReportType) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="gd-report-reasons" disabled={disabled}>
      <legend className="gd-report-reasons__legend">{COPY.report.reasonLegend}</legend>
      {REPORT_TYPES.map((type) => (
        <label key={type} className="gd-report-reasons__option" data-report-type={type}>
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
          <span>{REPORT_TYPE_LABEL[type]}</span>
        </label>
      ))}
    </fieldset>
  );
}
