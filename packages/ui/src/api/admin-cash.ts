import {
  API_PATHS,
  apiPath,
  type AdminCashLedger,
  type AdminCashLedgerQuery,
  type AdminCashReversal,
} from '@growday/contracts/client';
import type { ApiClient } from './client';

/** The cash ledger on the operator's desk (admin role only). */
export function listAdminCashLedger(api: ApiClient, query: AdminCashLedgerQuery = {}): Promise<AdminCashLedger> {
  return api.request<AdminCashLedger>(API_PATHS.adminCashLedger, { query: { user: query.user } });
}

/** Cancel a payout with a reversing row (audited by the API). */
export function reverseAdminCashEntry(api: ApiClient, transactionKey: string): Promise<AdminCashReversal> {
  return api.request<AdminCashReversal>(apiPath('adminCashReverse', { transactionKey }), { method: 'POST' });
}
