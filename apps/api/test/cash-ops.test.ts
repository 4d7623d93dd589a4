import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_PATHS,
  CASH_PICK_SCHEDULE,
  INSTALL_REWARD_CASH,
  cashPickSchema,
  cashTokenSchema,
  dataSchema,
  installRewardSchema,
  rewardCashSchema,
} from '@growday/contracts';
import { cashLedger } from '../src/db/schema';
import { OPS_USAGE, runOpsCommand } from '../src/modules/ops/commands';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

const ops = (...args: string[]) => runOpsCommand(args, { db: t.database.db, clock: t.clock });
const post = (url: string, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { origin: WEB_ORIGIN, cookie } });
async function pick(cookie: string): Promise<string> {
  const tok = dataSchema(cashTokenSchema).parse((await post(`${API_PATHS.cashToken}?tabId=4`, cookie)).json()).data
    .token;
  const res = await post(`${API_PATHS.cashPick}?token=${tok}&tabId=4`, cookie);
  return dataSchema(cashPickSchema).parse(res.json()).data.transactionKey!;
}
async function totalCash(cookie: string): Promise<number> {
  const res = await t.app.inject({ url: API_PATHS.rewardCash, headers: { cookie } });
  return dataSchema(rewardCashSchema).parse(res.json()).data.totalCash;
}

describe('npm run ops -- cash', () => {
  it('cash ledger lists rows newest first, per user with the total; an unknown user is refused', async () => {
    const cookie = await signIn(t.app, 'ledger_lee');
    const pickKey = await pick(cookie);
    const install = dataSchema(installRewardSchema).parse((await post(API_PATHS.rewardInstall, cookie)).json()).data;
    const mine = await ops('cash', 'ledger', 'ledger_lee');
    expect(mine.ok).toBe(true);
    const lines = mine.message.split('\n');
    expect(lines[0]).toContain(`ledger_lee install +${INSTALL_REWARD_CASH} ${install.transactionKey}`);
    expect(lines[1]).toContain(`ledger_lee pick +${CASH_PICK_SCHEDULE[0]} ${pickKey}`);
    expect(lines[2]).toBe(`total ${INSTALL_REWARD_CASH + CASH_PICK_SCHEDULE[0]}`);
    const everyone = await ops('cash', 'ledger');
    expect(everyone.ok).toBe(true);
    expect(everyone.message).toContain(pickKey);
    expect(await ops('cash', 'ledger', 'ghost')).toEqual({ ok: false, message: 'no user named ghost' });
  });

  it('cash reverse adds a reversing row (the original stays), the total drops; reversing twice or a reversal is refused', async () => {
    const cookie = await signIn(t.app, 'reverse_roh');
    const key = await pick(cookie);
    expect(await totalCash(cookie)).toBe(CASH_PICK_SCHEDULE[0]);
    const done = await ops('cash', 'reverse', key);
    expect(done.ok, done.message).toBe(true);
    expect(await totalCash(cookie)).toBe(0);
    const [original] = await t.database.db.select().from(cashLedger).where(eq(cashLedger.transactionKey, key));
    expect(original).toMatchObject({ kind: 'pick', amount: CASH_PICK_SCHEDULE[0] });
    const [reversal] = await t.database.db
      .select()
      .from(cashLedger)
      .where(eq(cashLedger.transactionKey, `${key}:reversal`));
    expect(reversal).toMatchObject({ kind: 'reversal', amount: -CASH_PICK_SCHEDULE[0]!, reversesId: original!.id });

    expect(await ops('cash', 'reverse', key)).toEqual({ ok: false, message: `${key} is already reversed` });
    const twice = await Promise.all([ops('cash', 'reverse', key), ops('cash', 'reverse', key)]);
    expect(twice.every((r) => !r.ok)).toBe(true);
    expect((await ops('cash', 'reverse', `${key}:reversal`)).ok).toBe(false);
    expect(await ops('cash', 'reverse', 'no-such-key')).toEqual({
      ok: false,
      message: 'no ledger row with transaction key no-such-key',
    });
    expect(await totalCash(cookie)).toBe(0);
    const listed = await ops('cash', 'ledger', 'reverse_roh');
    expect(listed.message).toContain(`(reverses ${key})`);
  });

  it('an unknown cash verb prints the usage', async () => {
    const res = await ops('cash', 'explode');
    expect(res.ok).toBe(false);
    expect(res.message).toContain(OPS_USAGE);
    expect(OPS_USAGE).toContain('cash reverse <transactionKey>');
  });
});
