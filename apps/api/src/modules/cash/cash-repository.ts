import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  CASH_PICK_MIN_INTERVAL_SECONDS,
  CASH_PICK_SCHEDULE,
  CASH_TOKEN_TTL_SECONDS,
  INSTALL_REWARD_CASH,
  KST_TIME_ZONE,
  type CashLedgerKind,
  type CashPickEmptyReason,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { cashLedger, cashTokens, users } from '../../db/schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** First key of the per-user advisory lock that serialises a user's picks ('cash' in ASCII). */
const CASH_LOCK_NAMESPACE = 0x63617368;

const kstDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: KST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The Korea-time calendar day of an instant, as YYYY-MM-DD: the daily cap's day. */
export const kstDay = (at: Date): string => kstDayFormat.format(at);

/** Why a token paid nothing; each becomes its own error answer. */
export type TokenRefusal = 'invalid' | 'used' | 'expired';

export type PickOutcome =
  | { kind: 'paid'; cash: number; transactionKey: string }
  | { kind: 'empty'; reason: CashPickEmptyReason }
  | { kind: 'refused'; refusal: TokenRefusal };

export type InstallOutcome = { kind: 'paid'; cash: number; transactionKey: string } | { kind: 'alreadyPaid' };

export interface LedgerRow {
  id: number;
  userId: number;
  username: string | null;
  kind: CashLedgerKind;
  amount: number;
  transactionKey: string;
  reversesKey: string | null;
  /** A pick or install row that already has its reversal. */
  reversed: boolean;
  createdAt: Date;
}

export type ReverseOutcome =
  | { kind: 'reversed'; userId: number; amount: number; transactionKey: string }
  | { kind: 'unknown' }
  | { kind: 'isReversal' }
  | { kind: 'alreadyReversed' };

/**
 * Cash rewards (docs/decisions.md, Cash rewards): pick tokens, the append-only ledger and its
 * operator views. Every payout is one ledger row written in the transaction that consumes what
 * pays for it (a token, the install slot), so a crash pays nothing rather than twice.
 */
export function createCashRepository(db: Db, clock: Clock) {
  return {
    /** A fresh token for the user's tab; the user's expired tokens are swept on the way. */
    async issueToken(userId: number, tabId: number): Promise<string> {
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      await db.delete(cashTokens).where(and(eq(cashTokens.userId, userId), lt(cashTokens.expiresAt, now)));
      await db.insert(cashTokens).values({
        tokenHash: hashToken(token),
        userId,
        tabId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CASH_TOKEN_TTL_SECONDS * 1000),
      });
      return token;
    },

    /**
     * Consumes the token and pays the day's next scheduled amount, all in one transaction under
     * the user's advisory lock: picks of one user run one at a time, so the cap and the interval
     * are read and obeyed together, and the token's UPDATE ... WHERE used_at IS NULL lets exactly
     * one of many simultaneous picks of one token through. A capped or too-early pick still uses
     * up its token (a token is one attempt) and writes no row.
     */
    async pick(userId: number, token: string, tabId: number): Promise<PickOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CASH_LOCK_NAMESPACE}::int, ${userId}::int)`);
        const now = clock.now();
        const tokenHash = hashToken(token);
        const [consumed] = await tx
          .update(cashTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(cashTokens.tokenHash, tokenHash),
              eq(cashTokens.userId, userId),
              eq(cashTokens.tabId, tabId),
              isNull(cashTokens.usedAt),
              gt(cashTokens.expiresAt, now),
            ),
          )
          .returning({ tokenHash: cashTokens.tokenHash });
        if (!consumed) {
          const [row] = await tx.select().from(cashTokens).where(eq(cashTokens.tokenHash, tokenHash));
          // Another user's or another tab's token is as good as unknown: nothing about it is told.
          if (!row || row.userId !== userId || row.tabId !== tabId) return { kind: 'refused', refusal: 'invalid' };
          return { kind: 'refused', refusal: row.usedAt ? 'used' : 'expired' };
        }

        const today = kstDay(now);
        const [last] = await tx
          .select({
            // Epoch milliseconds as text: the same on node-postgres and PGlite, whatever their date parsing.
            lastAtMs: sql<string | null>`(extract(epoch from max(${cashLedger.createdAt})) * 1000)::bigint::text`,
            lastSeq: sql<number | null>`max(${cashLedger.daySeq}) filter (where ${cashLedger.kstDay} = ${today})`,
          })
          .from(cashLedger)
          .where(and(eq(cashLedger.userId, userId), eq(cashLedger.kind, 'pick')));
        const seq = last?.lastSeq === null || last?.lastSeq === undefined ? 0 : Number(last.lastSeq) + 1;
        const amount = CASH_PICK_SCHEDULE[seq];
        if (amount === undefined) return { kind: 'empty', reason: 'dailyCap' };
        const lastAt = last?.lastAtMs ? Number(last.lastAtMs) : null;
        if (lastAt !== null && now.getTime() - lastAt < CASH_PICK_MIN_INTERVAL_SECONDS * 1000) {
          return { kind: 'empty', reason: 'tooSoon' };
        }
        const transactionKey = randomUUID();
        await tx.insert(cashLedger).values({
          userId,
          kind: 'pick',
          amount,
          transactionKey,
          tabId,
          kstDay: today,
          daySeq: seq,
          createdAt: now,
        });
        return { kind: 'paid', cash: amount, transactionKey };
      });
    },

    /** The install reward: the partial unique index on (user) for install rows makes it once per user. */
    async install(userId: number): Promise<InstallOutcome> {
      const transactionKey = randomUUID();
      const [row] = await db
        .insert(cashLedger)
        .values({ userId, kind: 'install', amount: INSTALL_REWARD_CASH, transactionKey, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ transactionKey: cashLedger.transactionKey });
      return row ? { kind: 'paid', cash: INSTALL_REWARD_CASH, transactionKey } : { kind: 'alreadyPaid' };
    },

    /** The user's cash: the sum of their ledger rows, reversals included. */
    async total(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${cashLedger.amount}), 0)::text` })
        .from(cashLedger)
        .where(eq(cashLedger.userId, userId));
      return Number(row?.total ?? 0);
    },

    /** Newest rows first, of one user (by name) or of everyone; null for an unknown username. */
    async ledger(username?: string, limit = 100): Promise<LedgerRow[] | null> {
      let userId: number | undefined;
      if (username !== undefined) {
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
        if (!user) return null;
        userId = user.id;
      }
      const reversed = sql<
        string | null
      >`(select r.transaction_key from cash_ledger r where r.id = ${cashLedger.reversesId})`;
      const rows = await db
        .select({
          id: cashLedger.id,
          userId: cashLedger.userId,
          username: users.username,
          kind: cashLedger.kind,
          amount: cashLedger.amount,
          transactionKey: cashLedger.transactionKey,
          reversesKey: reversed,
          reversed: sql<boolean>`exists (select 1 from cash_ledger r where r.reverses_id = ${cashLedger.id})`,
          createdAt: cashLedger.createdAt,
        })
        .from(cashLedger)
        .innerJoin(users, eq(users.id, cashLedger.userId))
        .where(userId === undefined ? undefined : eq(cashLedger.userId, userId))
        .orderBy(desc(cashLedger.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, kind: r.kind as CashLedgerKind, reversed: Boolean(r.reversed) }));
    },

    /**
     * Cancels a pick or install row with a new row of the opposite amount. The unique index on
     * reverses_id refuses a second reversal of the same row, even two at once.
     */
    async reverse(transactionKey: string): Promise<ReverseOutcome> {
      const [row] = await db.select().from(cashLedger).where(eq(cashLedger.transactionKey, transactionKey));
      if (!row) return { kind: 'unknown' };
      if (row.kind === 'reversal') return { kind: 'isReversal' };
      const [inserted] = await db
        .insert(cashLedger)
        .values({
          userId: row.userId,
          kind: 'reversal',
          amount: -row.amount,
          transactionKey: `${row.transactionKey}:reversal`,
          reversesId: row.id,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ transactionKey: cashLedger.transactionKey });
      return inserted
        ? { kind: 'reversed', userId: row.userId, amount: -row.amount, transactionKey: inserted.transactionKey }
        : { kind: 'alreadyReversed' };
    },
  };
}
export type CashRepository = ReturnType<typeof createCashRepository>;
