import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API_PATHS,
  CASH_COPY,
  CASH_DAILY_CAP,
  CASH_PICK_MIN_INTERVAL_SECONDS,
  CASH_PICK_SCHEDULE,
  CASH_TOKEN_TTL_SECONDS,
  ERROR_CODE,
  INSTALL_REWARD_CASH,
  cashPickSchema,
  cashTokenSchema,
  dataSchema,
  errorEnvelopeSchema,
  installRewardSchema,
  rewardCashSchema,
} from '@growday/contracts';
import { cashLedger, cashTokens } from '../src/db/schema';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const INTERVAL_MS = CASH_PICK_MIN_INTERVAL_SECONDS * 1000;
let userSeq = 0;
/** A fresh user per test, each from its own address, so the abuse limits never mix tests. */
async function freshUser(): Promise<{ cookie: string; address: string }> {
  userSeq += 1;
  return { cookie: await signIn(t.app, `cash_user_${userSeq}`), address: `198.51.100.${userSeq}` };
}
type User = Awaited<ReturnType<typeof freshUser>>;

const post = (url: string, user?: User, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: user?.address ?? '192.0.2.1',
    headers: { origin: WEB_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...headers },
  });

async function token(user: User, tabId: number): Promise<string> {
  const res = await post(`${API_PATHS.cashToken}?tabId=${tabId}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return dataSchema(cashTokenSchema).parse(res.json()).data.token;
}
const pickRes = (user: User, tok: string, tabId: number) =>
  post(`${API_PATHS.cashPick}?token=${encodeURIComponent(tok)}&tabId=${tabId}`, user);
async function pick(user: User, tabId = 7) {
  const res = await pickRes(user, await token(user, tabId), tabId);
  expect(res.statusCode, res.body).toBe(200);
  return dataSchema(cashPickSchema).parse(res.json()).data;
}
async function totalCash(user: User): Promise<number> {
  const res = await t.app.inject({ url: API_PATHS.rewardCash, headers: { cookie: user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return dataSchema(rewardCashSchema).parse(res.json()).data.totalCash;
}
function expectError(res: Awaited<ReturnType<typeof post>>, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorEnvelopeSchema.parse(res.json());
  expect(error.status).toBe(status);
  expect(error.code).toBe(code);
  if (message) expect(error.message).toBe(message);
  return error;
}

describe('cash token and pick', () => {
  it('SH-REWARD-04 POST /api/v1/cash/token?tabId= answers data.token; only its hash is stored, bound to the user and tab', async () => {
    const user = await freshUser();
    const tok = await token(user, 42);
    expect(tok).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(cashTokens).where(eq(cashTokens.tabId, 42));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(tok).digest('hex'));
    expect(rows[0]!.tokenHash).not.toContain(tok);
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(CASH_TOKEN_TTL_SECONDS * 1000);
  });

  it('SH-REWARD-05 POST /api/v1/cash/pick?token=&tabId= answers data.cash and data.transactionKey, one ledger row, and the total follows', async () => {
    const user = await freshUser();
    expect(await totalCash(user)).toBe(0);
    const paid = await pick(user);
    expect(paid).toEqual({ cash: CASH_PICK_SCHEDULE[0], transactionKey: expect.any(String) });
    const rows = await t.database.db
      .select()
      .from(cashLedger)
      .where(eq(cashLedger.transactionKey, paid.transactionKey!));
    expect(rows).toMatchObject([{ kind: 'pick', amount: CASH_PICK_SCHEDULE[0], tabId: 7, daySeq: 0 }]);
    expect(await totalCash(user)).toBe(CASH_PICK_SCHEDULE[0]);
  });

  it('signed out: token, pick, install and reward cash answer 401 and nothing is written', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(cashLedger);
    expectError(await post(`${API_PATHS.cashToken}?tabId=1`), 401, ERROR_CODE.unauthorized);
    expectError(await post(`${API_PATHS.cashPick}?token=${'a'.repeat(43)}&tabId=1`), 401, ERROR_CODE.unauthorized);
    expectError(await post(API_PATHS.rewardInstall), 401, ERROR_CODE.unauthorized);
    expectError(await t.app.inject({ url: API_PATHS.rewardCash }), 401, ERROR_CODE.unauthorized);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(cashLedger);
    expect(after).toEqual(before);
  });

  it('a token or pick from a foreign Origin is refused 403 and pays nothing', async () => {
    const user = await freshUser();
    const tok = await token(user, 3);
    const foreign = { origin: 'https://evil.example' };
    expectError(await post(`${API_PATHS.cashToken}?tabId=3`, user, foreign), 403, ERROR_CODE.originNotAllowed);
    expectError(
      await post(`${API_PATHS.cashPick}?token=${tok}&tabId=3`, user, foreign),
      403,
      ERROR_CODE.originNotAllowed,
    );
    expectError(await post(API_PATHS.rewardInstall, user, foreign), 403, ERROR_CODE.originNotAllowed);
    expect(await totalCash(user)).toBe(0);
    // The token was not spent by the refused request.
    expect((await pickRes(user, tok, 3)).statusCode).toBe(200);
  });

  it('a malformed tab id or token answers 400 naming the field', async () => {
    const user = await freshUser();
    for (const tabId of ['', 'abc', '-1', '1.5', '01', '2147483648', '99999999999']) {
      const error = expectError(await post(`${API_PATHS.cashToken}?tabId=${tabId}`, user), 400, ERROR_CODE.badRequest);
      expect(error.field).toBe('tabId');
    }
    const noToken = expectError(await post(`${API_PATHS.cashPick}?tabId=1`, user), 400, ERROR_CODE.badRequest);
    expect(noToken.field).toBe('token');
    const shortToken = expectError(
      await post(`${API_PATHS.cashPick}?token=abc&tabId=1`, user),
      400,
      ERROR_CODE.badRequest,
    );
    expect(shortToken.field).toBe('token');
  });

  it('the same token picked twice pays once: the second answers 409 CASH_TOKEN_USED, even after the interval', async () => {
    const user = await freshUser();
    const tok = await token(user, 5);
    expect((await pickRes(user, tok, 5)).statusCode).toBe(200);
    expectError(await pickRes(user, tok, 5), 409, ERROR_CODE.cashTokenUsed, CASH_COPY.tokenUsed);
    t.clock.advance(INTERVAL_MS);
    expectError(await pickRes(user, tok, 5), 409, ERROR_CODE.cashTokenUsed);
    expect(await totalCash(user)).toBe(CASH_PICK_SCHEDULE[0]);
  });

  it('a forged token answers 403 CASH_TOKEN_INVALID and pays nothing', async () => {
    const user = await freshUser();
    await token(user, 9);
    const forged = 'A'.repeat(43);
    expectError(await pickRes(user, forged, 9), 403, ERROR_CODE.cashTokenInvalid, CASH_COPY.tokenInvalid);
    expect(await totalCash(user)).toBe(0);
  });

  it("another user's token answers 403 and stays usable by its owner", async () => {
    const owner = await freshUser();
    const thief = await freshUser();
    const tok = await token(owner, 11);
    expectError(await pickRes(thief, tok, 11), 403, ERROR_CODE.cashTokenInvalid);
    expect(await totalCash(thief)).toBe(0);
    expect((await pickRes(owner, tok, 11)).statusCode).toBe(200);
    expect(await totalCash(owner)).toBe(CASH_PICK_SCHEDULE[0]);
  });

  it("another tab's token answers 403 and stays usable in its own tab", async () => {
    const user = await freshUser();
    const tok = await token(user, 12);
    expectError(await pickRes(user, tok, 13), 403, ERROR_CODE.cashTokenInvalid);
    expect(await totalCash(user)).toBe(0);
    expect((await pickRes(user, tok, 12)).statusCode).toBe(200);
  });

  it('a token expires after CASH_TOKEN_TTL_SECONDS: 410 CASH_TOKEN_EXPIRED then, a payout one second before', async () => {
    const user = await freshUser();
    const late = await token(user, 1);
    const inTime = await token(user, 1);
    t.clock.advance(CASH_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await pickRes(user, inTime, 1)).statusCode).toBe(200);
    t.clock.advance(1000);
    expectError(await pickRes(user, late, 1), 410, ERROR_CODE.cashTokenExpired, CASH_COPY.tokenExpired);
    expect(await totalCash(user)).toBe(CASH_PICK_SCHEDULE[0]);
  });

  it('a pick within the minimum interval answers neither cash nor transactionKey (reason tooSoon); after the interval it pays the next amount', async () => {
    const user = await freshUser();
    expect((await pick(user)).cash).toBe(CASH_PICK_SCHEDULE[0]);
    t.clock.advance(INTERVAL_MS - 1);
    const early = await pick(user);
    expect(early).toEqual({ reason: 'tooSoon' });
    expect(early.cash).toBeUndefined();
    expect(early.transactionKey).toBeUndefined();
    t.clock.advance(1);
    expect((await pick(user)).cash).toBe(CASH_PICK_SCHEDULE[1]);
    expect(await totalCash(user)).toBe(CASH_PICK_SCHEDULE[0] + CASH_PICK_SCHEDULE[1]);
  });

  it('the daily cap: the schedule pays in order, then picks answer the empty result (dailyCap) until the next Korea-time day', async () => {
    // 14:00 UTC is 23:00 in Korea: the schedule is picked through before midnight KST (15:00 UTC).
    t.clock.set('2026-12-01T14:00:00.000Z');
    const user = await freshUser();
    const paid: number[] = [];
    for (let i = 0; i < CASH_PICK_SCHEDULE.length; i += 1) {
      paid.push((await pick(user)).cash!);
      t.clock.advance(INTERVAL_MS / 2);
      // Half an interval later is too soon, until the day's schedule is used up.
      const last = i === CASH_PICK_SCHEDULE.length - 1;
      expect(await pick(user)).toEqual({ reason: last ? 'dailyCap' : 'tooSoon' });
      t.clock.advance(INTERVAL_MS / 2);
    }
    expect(paid).toEqual([...CASH_PICK_SCHEDULE]);
    expect(t.clock.now().getTime()).toBeLessThan(Date.parse('2026-12-01T15:00:00.000Z'));
    expect(await pick(user)).toEqual({ reason: 'dailyCap' });
    t.clock.advance(10 * MINUTE);
    expect(await pick(user)).toEqual({ reason: 'dailyCap' });
    expect(await totalCash(user)).toBe(CASH_DAILY_CAP);
    // Midnight in Korea: a new day, the schedule starts again.
    t.clock.set('2026-12-01T15:00:00.000Z');
    expect((await pick(user)).cash).toBe(CASH_PICK_SCHEDULE[0]);
    expect(await totalCash(user)).toBe(CASH_DAILY_CAP + CASH_PICK_SCHEDULE[0]);
  });
});

describe('install reward', () => {
  it('SH-REWARD-11 SH-REWARD-13 SH-REWARD-14 (server half) a POST with no body pays once with data.open; a second answers 409 (the client closes the install reward)', async () => {
    const user = await freshUser();
    const first = await post(API_PATHS.rewardInstall, user);
    expect(first.statusCode, first.body).toBe(200);
    const data = dataSchema(installRewardSchema).parse(first.json()).data;
    expect(data).toEqual({ open: true, cash: INSTALL_REWARD_CASH, transactionKey: expect.any(String) });
    const again = expectError(
      await post(API_PATHS.rewardInstall, user),
      409,
      ERROR_CODE.installRewardAlreadyPaid,
      CASH_COPY.installAlreadyRewarded,
    );
    expect(again.status).not.toBe(500);
    expect(await totalCash(user)).toBe(INSTALL_REWARD_CASH);
  });

  it('SH-REWARD-12 (server half) an install reward that cannot be recorded answers error.status 500 and pays nothing; a later call pays', async () => {
    const user = await freshUser();
    // Make exactly this request's write fail in the database.
    await t.database.db.execute(
      sql.raw(`create function cash_test_refuse_install() returns trigger language plpgsql as $$
        begin raise exception 'install ledger write failed (test)'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger cash_test_refuse_install before insert on cash_ledger
        for each row when (new.kind = 'install') execute function cash_test_refuse_install()`),
    );
    try {
      const failed = expectError(await post(API_PATHS.rewardInstall, user), 500, ERROR_CODE.internal);
      expect(failed.message).not.toContain('test');
    } finally {
      await t.database.db.execute(sql.raw('drop trigger cash_test_refuse_install on cash_ledger'));
      await t.database.db.execute(sql.raw('drop function cash_test_refuse_install()'));
    }
    expect(await totalCash(user)).toBe(0);
    expect((await post(API_PATHS.rewardInstall, user)).statusCode).toBe(200);
    expect(await totalCash(user)).toBe(INSTALL_REWARD_CASH);
  });
});

describe('ledger', () => {
  it('refuses UPDATE and DELETE: rows are only ever added', async () => {
    const user = await freshUser();
    const { transactionKey } = await pick(user);
    await expect(
      t.database.db.update(cashLedger).set({ amount: 1000 }).where(eq(cashLedger.transactionKey, transactionKey!)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(cashLedger).where(eq(cashLedger.transactionKey, transactionKey!)),
    ).rejects.toThrow();
    expect(await totalCash(user)).toBe(CASH_PICK_SCHEDULE[0]);
  });

  it('refuses a negative pick, a second install row and a reused transaction key at the database', async () => {
    const user = await freshUser();
    const { transactionKey } = await pick(user);
    const [row] = await t.database.db.select().from(cashLedger).where(eq(cashLedger.transactionKey, transactionKey!));
    const base = { userId: row!.userId, createdAt: t.clock.now() };
    await expect(
      t.database.db
        .insert(cashLedger)
        .values({ ...base, kind: 'pick', amount: -5, transactionKey: 'neg', kstDay: 'x', daySeq: 9 }),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(cashLedger)
        .values({ ...base, kind: 'pick', amount: 5, transactionKey: transactionKey!, kstDay: 'y', daySeq: 0 }),
    ).rejects.toThrow();
    await t.database.db.insert(cashLedger).values({ ...base, kind: 'install', amount: 1, transactionKey: 'i1' });
    await expect(
      t.database.db.insert(cashLedger).values({ ...base, kind: 'install', amount: 1, transactionKey: 'i2' }),
    ).rejects.toThrow();
  });
});

describe('OpenAPI', () => {
  it('documents createCashToken, pickCash, installReward and getRewardCash at their paths', async () => {
    const doc = (await t.app.inject({ url: API_PATHS.openapi })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(doc.paths[API_PATHS.cashToken]?.post?.operationId).toBe('createCashToken');
    expect(doc.paths[API_PATHS.cashPick]?.post?.operationId).toBe('pickCash');
    expect(doc.paths[API_PATHS.rewardInstall]?.post?.operationId).toBe('installReward');
    expect(doc.paths[API_PATHS.rewardCash]?.get?.operationId).toBe('getRewardCash');
  });
});
