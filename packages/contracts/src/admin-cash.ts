import { z } from 'zod';
import { CASH_LEDGER_KINDS } from './cash';
import { USERNAME_MAX_LENGTH } from './constants';

/** The cash ledger on the operator's desk (/admin?tab=cash; docs/decisions.md, Cash rewards client). */

/** Most ledger rows the desk lists at once (newest first). */
export const ADMIN_CASH_LEDGER_LIMIT = 100;

/** A transaction key as the ledger writes them: a UUID, or a UUID with `:reversal`. */
export const cashTransactionKeySchema = z
  .string()
  .max(100)
  .regex(/^[0-9a-f-]{36}(:reversal)?$/, 'transactionKey is not a ledger transaction key');

export const cashTransactionKeyParamsSchema = z.object({ transactionKey: cashTransactionKeySchema });

/** `?user=`: one user's rows (by username) and their total; absent, everyone's latest rows. */
export const adminCashLedgerQuerySchema = z.object({
  user: z.string().trim().min(1).max(USERNAME_MAX_LENGTH).optional(),
});
export type AdminCashLedgerQuery = z.infer<typeof adminCashLedgerQuerySchema>;

export const adminCashLedgerEntrySchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  username: z.string().nullable(),
  kind: z.enum(CASH_LEDGER_KINDS),
  amount: z.number().int(),
  transactionKey: z.string(),
  /** For a reversal: the key of the row it cancels. */
  reversesKey: z.string().nullable(),
  /** A pick or install row that already has its reversal (it cannot be reversed again). */
  reversed: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminCashLedgerEntry = z.infer<typeof adminCashLedgerEntrySchema>;

export const adminCashLedgerSchema = z.object({
  items: z.array(adminCashLedgerEntrySchema),
  /** The filtered user's total (the sum of all their rows); null when not filtered. */
  totalCash: z.number().int().nullable(),
});
export type AdminCashLedger = z.infer<typeof adminCashLedgerSchema>;

export const adminCashReversalSchema = z.object({
  transactionKey: z.string().describe('The new reversing row’s key'),
  reversesKey: z.string(),
  userId: z.number().int().positive(),
  amount: z.number().int(),
});
export type AdminCashReversal = z.infer<typeof adminCashReversalSchema>;
