import {
  ADMIN_CASH_PATHS,
  fillPath,
  type AdminCashLedger,
  type AdminCashLedgerQuery,
  type AdminCashReversal,
} from '@growday/contracts/client';
import type { ApiClient } from './client';

/** The cash ledger on the operator's desk (admin role only). */
export function listAdminCashLedger(api: ApiClient, query: AdminCashLedgerQuery = {}): Promise<AdminCashLedger> {
  return api.request<AdminCashLedger>(ADMIN_CASH_PATHS.adminCashLedger, { query: { user: query.user } });
}

/** Cancel a payout with a reversing row (audited by the API). */
export function reverseAdminCashEntry(api: ApiClient, transactionKey: string): Promise<AdminCashReversal> {
  return api.request<AdminCashReversal>(fillPath(ADMIN_CASH_PATHS.adminCashReverse, { transactionKey }), {
    method: 'POST',
  });
}
