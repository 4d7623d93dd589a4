import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CASH_COPY,
  CASH_PICK_SCHEDULE,
  ERROR_CODE,
  INSTALL_REWARD_CASH,
  adminAuditListSchema,
  adminCashLedgerSchema,
  adminCashReversalSchema,
  apiPath,
  dataSchema,
  errorEnvelopeSchema,
} from '@growday/contracts';
import { runOpsCommand } from '../src/modules/ops/commands';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let member: string;
let earner: string;

const ops = (...args: string[]) => runOpsCommand(args, { db: t.database.db, clock: t.clock });

function call(method: 'GET' | 'POST', url: string, cookie?: string, origin?: string) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(method === 'GET' ? {} : { origin: origin ?? t.config.webOrigin }),
      ...(cookie ? { cookie } : {}),
    },
  });
}

const ledger = async (user?: string) => {
  const res = await call(
    'GET',
    `${API_PATHS.adminCashLedger}${user ? `?user=${encodeURIComponent(user)}` : ''}`,
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return dataSchema(adminCashLedgerSchema).parse(res.json()).data;
};
const reverse = (key: string, cookie = admin, origin?: string) =>
  call('POST', apiPath('adminCashReverse', { transactionKey: key }), cookie, origin);

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  admin = await signIn(t.app, 'cash_desk_admin');
  expect((await ops('users', 'grant-admin', 'cash_desk_admin')).ok).toBe(true);
  member = await signIn(t.app, 'cash_desk_member');
  earner = await signIn(t.app, 'cash_desk_earner');
  // The earner's payouts: the install reward and one new-tab pick.
  expect((await call('POST', API_PATHS.rewardInstall, earner)).statusCode).toBe(200);
  const token = (await call('POST', `${API_PATHS.cashToken}?tabId=3`, earner)).json().data.token as string;
  expect((await call('POST', `${API_PATHS.cashPick}?token=${token}&tabId=3`, earner)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('cash ledger on the operator desk', () => {
  it('lists the ledger newest first, and one user with their total; an unknown user is 404', async () => {
    const all = await ledger();
    expect(all.totalCash).toBeNull();
    expect(all.items.map((r) => [r.username, r.kind, r.amount])).toEqual([
      ['cash_desk_earner', 'pick', CASH_PICK_SCHEDULE[0]],
      ['cash_desk_earner', 'install', INSTALL_REWARD_CASH],
    ]);
    const one = await ledger('cash_desk_earner');
    expect(one.totalCash).toBe(INSTALL_REWARD_CASH + CASH_PICK_SCHEDULE[0]);
    expect(one.items.every((r) => !r.reversed && r.reversesKey === null)).toBe(true);
    expect((await call('GET', `${API_PATHS.adminCashLedger}?user=nobody_here`, admin)).statusCode).toBe(404);
    expect((await ledger('cash_desk_member')).items).toEqual([]);
  });

  it('is for admins only: a visitor 401, a member 403, on the list and the reversal', async () => {
    const [row] = (await ledger()).items;
    expect((await call('GET', API_PATHS.adminCashLedger)).statusCode).toBe(401);
    expect((await call('GET', API_PATHS.adminCashLedger, member)).statusCode).toBe(403);
    expect((await reverse(row!.transactionKey, member)).statusCode).toBe(403);
    expect((await ledger()).items.some((r) => r.kind === 'reversal')).toBe(false);
  });

  it('reverses an entry with a new row of the opposite amount, audited with the admin; the total follows', async () => {
    const pick = (await ledger('cash_desk_earner')).items.find((r) => r.kind === 'pick')!;
    const res = await reverse(pick.transactionKey);
    expect(res.statusCode, res.body).toBe(200);
    const reversal = dataSchema(adminCashReversalSchema).parse(res.json()).data;
    expect(reversal).toMatchObject({ reversesKey: pick.transactionKey, amount: -pick.amount });

    const after = await ledger('cash_desk_earner');
    expect(after.totalCash).toBe(INSTALL_REWARD_CASH);
    expect(after.items[0]).toMatchObject({ kind: 'reversal', amount: -pick.amount, reversesKey: pick.transactionKey });
    // The original row is still there, unchanged, and marked reversed.
    expect(after.items.find((r) => r.transactionKey === pick.transactionKey)).toMatchObject({
      amount: pick.amount,
      reversed: true,
    });
    const audit = await call('GET', API_PATHS.adminAudit, admin);
    const [entry] = dataSchema(adminAuditListSchema).parse(audit.json()).data.items;
    expect(entry).toMatchObject({
      actor: 'cash_desk_admin',
      action: 'cash.reverse',
      targetType: 'cash',
      targetId: pick.transactionKey,
    });
  });

  it('refuses a second reversal and reversing a reversal (409), an unknown key (404) and a malformed one (400 naming the field); none is audited', async () => {
    const before = dataSchema(adminAuditListSchema).parse((await call('GET', API_PATHS.adminAudit, admin)).json()).data
      .items.length;
    const items = (await ledger('cash_desk_earner')).items;
    const reversed = items.find((r) => r.reversed)!;
    const reversal = items.find((r) => r.kind === 'reversal')!;
    const twice = await reverse(reversed.transactionKey);
    expect(twice.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(twice.json()).error).toMatchObject({
      code: ERROR_CODE.conflict,
      message: CASH_COPY.alreadyReversed,
    });
    const ofReversal = await reverse(reversal.transactionKey);
    expect(ofReversal.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(ofReversal.json()).error.message).toBe(CASH_COPY.reversalNotReversible);
    expect((await reverse('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await reverse('not-a-key');
    expect(malformed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(malformed.json()).error.field).toBe('transactionKey');
    // A cross-site form post is refused before anything runs.
    expect(
      (await reverse(items.find((r) => r.kind === 'install')!.transactionKey, admin, 'https://evil.example'))
        .statusCode,
    ).toBe(403);
    const after = dataSchema(adminAuditListSchema).parse((await call('GET', API_PATHS.adminAudit, admin)).json()).data
      .items.length;
    expect(after).toBe(before);
    expect((await ledger('cash_desk_earner')).totalCash).toBe(INSTALL_REWARD_CASH);
  });
});
