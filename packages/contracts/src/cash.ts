import { z } from 'zod';
import { CASH_TAB_ID_MAX } from './cash-constants';

/**
 * Cash rewards (shell spec §3, §4, §7, §8; docs/decisions.md "Cash rewards"). The spec gives the
 * calls and the client's reading of their answers; the amounts, windows and limits are ours.
 */

/** A pick token lives this long and works once, for the user and the tab it was issued to. */
export const CASH_TOKEN_TTL_SECONDS = 60;

/**
 * What the nth pick of a Korea-time day pays (index 0 is the day's first pick). A pick past the
 * end of the schedule answers the empty result: the schedule's length is the daily pick cap and
 * its sum the daily cash cap.
 */
export const CASH_PICK_SCHEDULE = [10, 5, 5, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] as const;
export const CASH_DAILY_PICK_CAP = CASH_PICK_SCHEDULE.length;
export const CASH_DAILY_CAP = CASH_PICK_SCHEDULE.reduce<number>((sum, cash) => sum + cash, 0);

/** Two paying picks of one user are at least this far apart (a new tab is not a new reward every second). */
export const CASH_PICK_MIN_INTERVAL_SECONDS = 60;

/** Paid once per user, on the first reward install call (the extension's install). */
export const INSTALL_REWARD_CASH = 100;

/**
 * A tab id in a query string: decimal digits only (coercion would read an empty value as tab 0).
 * The handler reads it with Number().
 */
export const tabIdQuerySchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,9})$/, 'tabId must be a non-negative integer')
  .refine((v) => Number(v) <= CASH_TAB_ID_MAX, 'tabId is out of range');

/** Query of the token call: the browser tab the token is for. */
export const cashTokenQuerySchema = z.object({ tabId: tabIdQuerySchema });
export type CashTokenQuery = z.infer<typeof cashTokenQuerySchema>;

export const cashTokenSchema = z.object({ token: z.string() });
export type CashToken = z.infer<typeof cashTokenSchema>;

/** A token is 32 random bytes in base64url (43 characters); anything else is refused as malformed. */
export const cashPickQuerySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  tabId: tabIdQuerySchema,
});
export type CashPickQuery = z.infer<typeof cashPickQuerySchema>;

/** Why a pick paid nothing: the day's schedule is used up, or the last paying pick is too recent. */
export const CASH_PICK_EMPTY_REASONS = ['dailyCap', 'tooSoon'] as const;
export type CashPickEmptyReason = (typeof CASH_PICK_EMPTY_REASONS)[number];

/**
 * A paying pick has cash and transactionKey; an empty one has neither (the client raises internal
 * code 134 and keeps the reward flag true, SH-REWARD-07, SH-REWARD-09), with the reason beside.
 */
export const cashPickSchema = z.object({
  cash: z.number().int().positive().optional(),
  transactionKey: z.string().optional(),
  reason: z.enum(CASH_PICK_EMPTY_REASONS).optional(),
});
export type CashPick = z.infer<typeof cashPickSchema>;

/** The install reward: open says the client shows it (paid now). */
export const installRewardSchema = z.object({
  open: z.boolean(),
  cash: z.number().int().positive(),
  transactionKey: z.string(),
});
export type InstallReward = z.infer<typeof installRewardSchema>;

export const rewardCashSchema = z.object({ totalCash: z.number().int() });
export type RewardCash = z.infer<typeof rewardCashSchema>;

/** Ledger row kinds; a reversal cancels one earlier pick or install row and is never reversed itself. */
export const CASH_LEDGER_KINDS = ['pick', 'install', 'reversal'] as const;
export type CashLedgerKind = (typeof CASH_LEDGER_KINDS)[number];

/** Messages of the cash error answers (the client ignores token failures, SH-REWARD-10). */
export const CASH_COPY = {
  tokenInvalid: '유효하지 않은 리워드 토큰입니다.',
  tokenUsed: '이미 사용한 리워드 토큰입니다.',
  tokenExpired: '만료된 리워드 토큰입니다. 다시 시도해주세요.',
  installAlreadyRewarded: '이미 설치 리워드를 받았습니다.',
  /** Operator reversals (/admin?tab=cash). */
  reversalNotReversible: '취소 기록은 다시 취소할 수 없습니다.',
  alreadyReversed: '이미 취소된 지급입니다.',
} as const;
