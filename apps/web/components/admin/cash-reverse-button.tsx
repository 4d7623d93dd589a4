'use client';

import { ADMIN_COPY, type AdminCashLedgerEntry } from '@growday/contracts/client';
import { reverseAdminCashEntry } from '@growday/ui';
import { AdminError } from './admin-error';
import { useAdminAction } from './use-admin-action';

/** Reverse one payout, after the operator confirms (a reversal cannot be undone). */
export function CashReverseButton({ entry }: { entry: AdminCashLedgerEntry }) {
  const { run, pending, error } = useAdminAction();
  const copy = ADMIN_COPY.cash;
  return (
    <div className="gd-admin__actions">
      <button
        type="button"
        className="gd-button gd-button--small gd-button--danger"
        disabled={pending}
        onClick={() => {
          if (!window.confirm(copy.confirmReverse(entry.amount))) return;
          void run((api) => reverseAdminCashEntry(api, entry.transactionKey));
        }}
      >
        {copy.reverse}
      </button>
      <AdminError message={error} />
    </div>
  );
}
