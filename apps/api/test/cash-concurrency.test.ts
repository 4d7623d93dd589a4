import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API_PATHS,
  CASH_DAILY_CAP,
  CASH_DAILY_PICK_CAP,
  CASH_PICK_MIN_INTERVAL_SECONDS,
  CASH_PICK_SCHEDULE,
  cashPickSchema,
  cashTokenSchema,
  dataSchema,
  rewardCashSchema,
  RATE_LIMITS,
} from '@growday/contracts';
import { cashLedger, users } from '../src/db/schema';
import { createCashRepository, kstDay } from '../src/modules/cash/cash-repository';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

interface User {
  cookie: string;
  address: string;
  name: string;
}
let seq = 0;
async function freshUser(): Promise<User> {
  seq += 1;
  const name = `burst_user_${seq}`;
  return { cookie: await signIn(t.app, name), address: `203.0.113.${seq % 250}`, name };
}
const post = (url: string, user: User) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: user.address,
    headers: { origin: WEB_ORIGIN, cookie: user.cookie },
  });
async function token(user: User, tabId: number): Promise<string> {
  const res = await post(`${API_PATHS.cashToken}?tabId=${tabId}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return dataSchema(cashTokenSchema).parse(res.json()).data.token;
}
const pick = (user: User, tok: string, tabId: number) =>
  post(`${API_PATHS.cashPick}?token=${tok}&tabId=${tabId}`, user);

describe('cash under concurrency', () => {
  it('50 simultaneous picks with one token pay exactly once; the rest answer 409 (token used) or 429 (abuse limit)', async () => {
    const user = await freshUser();
    const tok = await token(user, 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => pick(user, tok, 1)));
    const paid = answers.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(dataSchema(cashPickSchema).parse(paid[0]!.json()).data.cash).toBe(CASH_PICK_SCHEDULE[0]);
    // The per-user abuse limit (RATE_LIMITS.cashPick) turns the ones past it away before the
    // database; every one it lets through finds the token used.
    const used = answers.filter((r) => r.statusCode === 409).length;
    const limited = answers.filter((r) => r.statusCode === 429).length;
    expect(used).toBe(RATE_LIMITS.cashPick.perUser.max - 1);
    expect(used + limited).toBe(49);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(amount), 0)::int` })
      .from(cashLedger)
      .innerJoin(users, eq(users.id, cashLedger.userId))
      .where(eq(users.username, user.name));
    expect(row).toEqual({ n: 1, sum: CASH_PICK_SCHEDULE[0] });
  });

  it('50 simultaneous picks of one token reaching the database (no abuse limit in the way) pay exactly once', async () => {
    const user = await freshUser();
    const tok = await token(user, 2);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, user.name));
    const cash = createCashRepository(t.database.db, t.clock);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => cash.pick(row!.id, tok, 2)));
    expect(outcomes.filter((o) => o.kind === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'refused' && o.refusal === 'used')).toHaveLength(49);
    expect(await cash.total(row!.id)).toBe(CASH_PICK_SCHEDULE[0]);
  });

  it('a burst of picks by 100 users: the ledger total equals the sum of its rows and no user passes the daily cap or pays twice in an interval', async () => {
    // 14:30 UTC is 23:30 in Korea: every round below falls on one Korea-time day.
    t.clock.set('2026-12-02T14:30:00.000Z');
    const crowd = await Promise.all(Array.from({ length: 100 }, () => freshUser()));
    const today = kstDay(t.clock.now());
    // Earlier today each user already picked i % (cap + 1) times, so some start at the cap.
    const start = t.clock.now().getTime() - 60 * 60_000;
    const earlier = crowd.map((_, i) => i % (CASH_DAILY_PICK_CAP + 1));
    const ids = new Map<string, number>();
    for (const row of await t.database.db.select({ id: users.id, name: users.username }).from(users)) {
      if (row.name) ids.set(row.name, row.id);
    }
    const seeded = crowd.flatMap((user, i) =>
      Array.from({ length: earlier[i]! }, (_, s) => ({
        userId: ids.get(user.name)!,
        kind: 'pick',
        amount: CASH_PICK_SCHEDULE[s]!,
        transactionKey: `seed-${user.name}-${s}`,
        kstDay: today,
        daySeq: s,
        createdAt: new Date(start + s * 1000),
      })),
    );
    if (seeded.length) await t.database.db.insert(cashLedger).values(seeded);

    const ROUNDS = 2;
    const PER_USER = 3;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every user opens PER_USER tabs at once and picks in each at once: all picks of the round in flight together.
      const tokens = await Promise.all(
        crowd.flatMap((user) =>
          Array.from({ length: PER_USER }, (_, tab) => token(user, tab).then((tok) => ({ user, tab, tok }))),
        ),
      );
      const answers = await Promise.all(tokens.map(({ user, tab, tok }) => pick(user, tok, tab)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      t.clock.advance(CASH_PICK_MIN_INTERVAL_SECONDS * 1000);
    }

    const perUser = await t.database.db
      .select({
        userId: cashLedger.userId,
        picks: sql<number>`count(*) filter (where kst_day = ${today})::int`,
        sum: sql<number>`coalesce(sum(amount) filter (where kst_day = ${today}), 0)::int`,
      })
      .from(cashLedger)
      .groupBy(cashLedger.userId);
    const byId = new Map(perUser.map((r) => [r.userId, r]));
    let expectedTotal = 0;
    for (const [i, user] of crowd.entries()) {
      const row = byId.get(ids.get(user.name)!) ?? { picks: 0, sum: 0 };
      // One payout per round (the interval), never past the schedule (the cap).
      const expectedPicks = Math.min(earlier[i]! + ROUNDS, CASH_DAILY_PICK_CAP);
      expect(row.picks, user.name).toBe(expectedPicks);
      expect(row.sum, user.name).toBe(CASH_PICK_SCHEDULE.slice(0, expectedPicks).reduce((a, b) => a + b, 0));
      expect(row.sum).toBeLessThanOrEqual(CASH_DAILY_CAP);
      const res = await t.app.inject({ url: API_PATHS.rewardCash, headers: { cookie: user.cookie } });
      expect(dataSchema(rewardCashSchema).parse(res.json()).data.totalCash).toBe(row.sum);
      expectedTotal += row.sum;
    }
    const crowdIds = crowd.map((u) => ids.get(u.name)!);
    const [total] = await t.database.db
      .select({ total: sql<number>`coalesce(sum(amount), 0)::int`, rows: sql<number>`count(*)::int` })
      .from(cashLedger)
      .where(
        sql`${cashLedger.userId} in (${sql.join(
          crowdIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(total!.total).toBe(expectedTotal);
    const rows = await t.database.db.select({ amount: cashLedger.amount, userId: cashLedger.userId }).from(cashLedger);
    expect(rows.filter((r) => crowdIds.includes(r.userId)).reduce((a, r) => a + r.amount, 0)).toBe(total!.total);
    expect(rows.every((r) => r.amount > 0)).toBe(true);
    // A thousand requests on a shared two-core machine: minutes, not the default 30 s.
  }, 240_000);
});
