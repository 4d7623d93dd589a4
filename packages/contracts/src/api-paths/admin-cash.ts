/** The operator's desk, cash tab: the ledger and reversing a transaction. */
export const ADMIN_CASH_PATHS = {
  adminCashLedger: '/api/v2/admin/cash/ledger',
  adminCashReverse: '/api/v2/admin/cash/ledger/:transactionKey/reverse',
} as const;
