import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CASH_PICK_EMPTY_CODE,
  CASH_PICK_MIN_INTERVAL_SECONDS,
  CASH_PICK_SCHEDULE,
  CASH_TAB_ID_MAX,
  CASH_TOKEN_TTL_SECONDS,
  INSTALL_REWARD_CASH,
} from '@growday/contracts';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from '../../../apps/api/test/helpers/test-app';
import { isApiErrorStatus } from '../src/api/api-error';
import { createApiClient, type FetchLike } from '../src/api/client';
import { CashRewardError, createCashRewardMachine, readRewardCash } from '../src/rewards/cash-reward';

/**
 * The client's cash reward state machine against the real API (buildApp on PGlite, reached through
 * inject). Failure paths come from real conditions: a refused tab id, an expired token, a second
 * install, a database write that fails, a signed-out visitor.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

let seq = 0;
interface Client {
  api: ReturnType<typeof createApiClient>;
  /** `METHOD path` of every request, in order. */
  calls: string[];
}

/** An API client for a fresh signed-in user (or a visitor), its requests answered by the real app. */
async function client(opts: { signedIn?: boolean; onRequest?: (path: string) => void } = {}): Promise<Client> {
  seq += 1;
  const cookie = opts.signedIn === false ? undefined : await signIn(t.app, `reward_client_${seq}`);
  const address = `203.0.113.${seq}`;
  const calls: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://api.test');
    const method = (init?.method ?? 'GET') as 'GET' | 'POST';
    calls.push(`${method} ${url.pathname}`);
    opts.onRequest?.(url.pathname);
    const res = await t.app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      remoteAddress: address,
      headers: {
        ...(init?.headers as Record<string, string>),
        origin: WEB_ORIGIN,
        ...(cookie ? { cookie } : {}),
      },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  return { api: createApiClient({ baseUrl: '', fetch }), calls };
}

const TOKEN = `POST ${API_PATHS.cashToken}`;
const PICK = `POST ${API_PATHS.cashPick}`;
const INSTALL = `POST ${API_PATHS.rewardInstall}`;
const TOTAL = `GET ${API_PATHS.rewardCash}`;
const INTERVAL_MS = CASH_PICK_MIN_INTERVAL_SECONDS * 1000;

describe('cash reward state machine: login state change', () => {
  it('SH-REWARD-01 signed in with an extension tab id, a cash pick is requested (token, then pick) and the total follows', async () => {
    t.clock.advance(INTERVAL_MS);
    const c = await client();
    const machine = createCashRewardMachine(c.api);
    await machine.onLoginStateChange({ userId: 1, tabId: 41 });
    expect(c.calls.indexOf(TOKEN)).toBeLessThan(c.calls.indexOf(PICK));
    expect(c.calls.filter((call) => call === PICK)).toHaveLength(1);
    const state = machine.getState();
    expect(state.last).toEqual({ kind: 'landed', cash: CASH_PICK_SCHEDULE[0], transactionKey: expect.any(String) });
    expect(state.totalCash).toBe(CASH_PICK_SCHEDULE[0] + INSTALL_REWARD_CASH);
    // The same sign-in in the same tab is not handled twice (a re-render asks again).
    await machine.onLoginStateChange({ userId: 1, tabId: 41 });
    expect(c.calls.filter((call) => call === PICK)).toHaveLength(1);
  });

  it('SH-REWARD-02 signed in with an extension tab id, a reward install call is made and its cash is shown', async () => {
    const c = await client();
    const machine = createCashRewardMachine(c.api);
    await machine.onLoginStateChange({ userId: 2, tabId: 42 });
    expect(c.calls.filter((call) => call === INSTALL)).toHaveLength(1);
    expect(machine.getState().install).toEqual({ status: 'open', cash: INSTALL_REWARD_CASH });
  });

  it('SH-REWARD-03 signed in without an extension tab id, or signed out, reward cash is initialised: no pick, no install', async () => {
    const member = await client();
    const machine = createCashRewardMachine(member.api);
    await machine.onLoginStateChange({ userId: 3, tabId: null });
    expect(member.calls).toEqual([TOTAL]);
    expect(machine.getState()).toMatchObject({ totalCash: 0, canFetchReward: true, last: null });

    const visitor = await client({ signedIn: false });
    const visitorMachine = createCashRewardMachine(visitor.api);
    await visitorMachine.onLoginStateChange({ userId: null, tabId: 43 });
    expect(visitor.calls).toEqual([]);
    expect(visitorMachine.getState().totalCash).toBe(0);

    // Signing out after a pick starts over: the landed amount and the total are gone.
    const signedOut = await client();
    const m = createCashRewardMachine(signedOut.api);
    await m.onLoginStateChange({ userId: 4, tabId: 44 });
    expect(m.getState().last?.kind).toBe('landed');
    await m.onLoginStateChange({ userId: null, tabId: 44 });
    expect(m.getState()).toMatchObject({ last: null, totalCash: 0, canFetchReward: true });
  });
});

describe('cash reward state machine: picks', () => {
  it('SH-REWARD-06 the can-fetch flag becomes false while a pick runs and stays false when it returns cash and a transaction key', async () => {
    t.clock.advance(INTERVAL_MS);
    const c = await client();
    const machine = createCashRewardMachine(c.api);
    await machine.onLoginStateChange({ userId: 6, tabId: null });
    expect(machine.getState().canFetchReward).toBe(true);
    const seen: boolean[] = [];
    machine.subscribe(() => seen.push(machine.getState().canFetchReward));
    const pick = await machine.fetchReward(60);
    expect(pick).toEqual({ cash: CASH_PICK_SCHEDULE[0], transactionKey: expect.any(String) });
    expect(seen[0]).toBe(false);
    expect(machine.getState()).toMatchObject({
      canFetchReward: false,
      picking: false,
      totalCash: CASH_PICK_SCHEDULE[0],
    });
  });

  it('SH-REWARD-07 SH-REWARD-09 a pick with neither cash nor a transaction key raises internal code 134 and sets the flag true again', async () => {
    t.clock.advance(INTERVAL_MS);
    const c = await client();
    const machine = createCashRewardMachine(c.api);
    await machine.fetchReward(70);
    expect(machine.getState().canFetchReward).toBe(false);
    // A second pick within the minimum interval: the server answers neither cash nor key.
    const error = await machine.fetchReward(70).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CashRewardError);
    expect((error as CashRewardError).code).toBe(CASH_PICK_EMPTY_CODE);
    expect(CASH_PICK_EMPTY_CODE).toBe(134);
    expect((error as CashRewardError).reason).toBe('tooSoon');
    expect(machine.getState()).toMatchObject({
      canFetchReward: true,
      picking: false,
      last: { kind: 'empty', reason: 'tooSoon' },
    });
  });

  it('SH-REWARD-08 the can-fetch flag becomes true again when a pick fails (its token expired on the way), and the error is rethrown', async () => {
    t.clock.advance(INTERVAL_MS);
    const c = await client({
      // The token is issued, then time passes its life before the pick arrives: the API answers 410.
      onRequest: (path) => {
        if (path === API_PATHS.cashPick) t.clock.advance((CASH_TOKEN_TTL_SECONDS + 1) * 1000);
      },
    });
    const machine = createCashRewardMachine(c.api);
    const error = await machine.fetchReward(80).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiErrorStatus(error, 410)).toBe(true);
    expect(machine.getState()).toMatchObject({ canFetchReward: true, picking: false, last: { kind: 'failed' } });
    expect(await readRewardCash(c.api)).toBe(0);
  });

  it('SH-REWARD-10 a cash token failure is ignored: no pick, no error, no message, the flag true again', async () => {
    const c = await client();
    const machine = createCashRewardMachine(c.api);
    // A tab id the API refuses (400) fails the token call.
    await expect(machine.fetchReward(CASH_TAB_ID_MAX + 1)).resolves.toBeNull();
    expect(c.calls).toEqual([TOKEN]);
    expect(machine.getState()).toMatchObject({ canFetchReward: true, picking: false, last: null });

    // Signed out, the token call answers 401: ignored the same way.
    const visitor = await client({ signedIn: false });
    const visitorMachine = createCashRewardMachine(visitor.api);
    await expect(visitorMachine.fetchReward(5)).resolves.toBeNull();
    expect(visitor.calls).toEqual([TOKEN]);
    expect(visitorMachine.getState().last).toBeNull();
  });
});

describe('cash reward state machine: install reward and total', () => {
  it('SH-REWARD-11 SH-REWARD-13 the install reward is a POST with no body; its data sets the open flag', async () => {
    const bodies: unknown[] = [];
    const c = await client();
    const original = c.api.request.bind(c.api);
    c.api.request = (path, options) => {
      if (path === API_PATHS.rewardInstall) bodies.push(options?.body);
      return original(path, options);
    };
    const machine = createCashRewardMachine(c.api);
    const data = await machine.requestInstallReward();
    expect(c.calls).toEqual([INSTALL]);
    expect(bodies).toEqual([undefined]);
    expect(data).toEqual({ open: true, cash: INSTALL_REWARD_CASH, transactionKey: expect.any(String) });
    expect(machine.getState().install).toEqual({ status: 'open', cash: INSTALL_REWARD_CASH });
  });

  it('SH-REWARD-12 an install answer with error.status 500 is failure: not rewarded, not closed, nothing thrown', async () => {
    const c = await client();
    const machine = createCashRewardMachine(c.api);
    // Make exactly this write fail in the database, so the API answers 500.
    await t.database.db.execute(
      sql.raw(`create function reward_client_refuse_install() returns trigger language plpgsql as $$
        begin raise exception 'install ledger write failed (test)'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger reward_client_refuse_install before insert on cash_ledger
        for each row when (new.kind = 'install') execute function reward_client_refuse_install()`),
    );
    try {
      await expect(machine.requestInstallReward()).resolves.toBeNull();
    } finally {
      await t.database.db.execute(sql.raw('drop trigger reward_client_refuse_install on cash_ledger'));
      await t.database.db.execute(sql.raw('drop function reward_client_refuse_install()'));
    }
    expect(machine.getState().install).toEqual({ status: 'notRewarded', cash: null });
    // Not rewarded is not closed: a later call may pay.
    await machine.requestInstallReward();
    expect(machine.getState().install.status).toBe('open');
  });

  it('SH-REWARD-14 any other install error (already paid: 409; signed out: 401) closes the install reward and is rethrown', async () => {
    const c = await client();
    await createCashRewardMachine(c.api).requestInstallReward();
    const machine = createCashRewardMachine(c.api);
    const again = await machine.requestInstallReward().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiErrorStatus(again, 409)).toBe(true);
    expect(machine.getState().install).toEqual({ status: 'closed', cash: null });

    const visitor = createCashRewardMachine((await client({ signedIn: false })).api);
    const refused = await visitor.requestInstallReward().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiErrorStatus(refused, 401)).toBe(true);
    expect(visitor.getState().install.status).toBe('closed');
  });

  it('SH-REWARD-15 reward cash totalCash is 0 on error (signed out: 401), and the ledger sum otherwise', async () => {
    const visitor = await client({ signedIn: false });
    expect(await readRewardCash(visitor.api)).toBe(0);
    expect(visitor.calls).toEqual([TOTAL]);
    const member = await client();
    await createCashRewardMachine(member.api).requestInstallReward();
    expect(await readRewardCash(member.api)).toBe(INSTALL_REWARD_CASH);
  });
});
