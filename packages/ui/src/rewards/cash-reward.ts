import {
  CASH_PICK_EMPTY_CODE,
  type CashPick,
  type CashPickEmptyReason,
  type InstallReward,
} from '@growday/contracts/client';
import { isApiErrorStatus } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { createCashToken, getRewardCash, pickCash, postInstallReward } from '../api/rewards';

/**
 * The client's cash reward state machine (shell spec §4, §8; SH-REWARD-01..15). Framework-free:
 * the widget reads it through `useCashReward`, the tests drive it directly against a real API.
 */

/** A pick that paid nothing: internal code 134, with the server's reason when it gave one (SH-REWARD-09). */
export class CashRewardError extends Error {
  readonly code = CASH_PICK_EMPTY_CODE;
  readonly reason: CashPickEmptyReason | null;
  constructor(reason: CashPickEmptyReason | null) {
    super(`cash pick paid nothing (code ${CASH_PICK_EMPTY_CODE}${reason ? `, ${reason}` : ''})`);
    this.name = 'CashRewardError';
    this.reason = reason;
  }
}

/**
 * The install reward: unknown until asked; open when paid now (the data's open flag); notRewarded
 * after a 500 (may be asked again later); closed after any other error (SH-REWARD-12..14).
 */
export type InstallRewardStatus = 'unknown' | 'open' | 'notRewarded' | 'closed';

/** What the widget shows about the last pick. */
export type LastPick =
  | { kind: 'landed'; cash: number; transactionKey: string | null }
  | { kind: 'empty'; reason: CashPickEmptyReason | null }
  | { kind: 'failed' };

export interface CashRewardState {
  /** A reward can be fetched: the pick button shows (shell spec §4). */
  canFetchReward: boolean;
  /** A token and pick are on their way. */
  picking: boolean;
  last: LastPick | null;
  install: { status: InstallRewardStatus; cash: number | null };
  /** The viewer's total cash; null until first read; 0 for a visitor and on error (SH-REWARD-15). */
  totalCash: number | null;
}

export const INITIAL_CASH_REWARD_STATE: CashRewardState = Object.freeze({
  canFetchReward: true,
  picking: false,
  last: null,
  install: Object.freeze({ status: 'unknown' as const, cash: null }),
  totalCash: null,
});

/** Who is signed in and in which extension tab (null: not in an extension tab, e.g. the website). */
export interface RewardLogin {
  userId: number | null;
  tabId: number | null;
}

/** The total cash, read as 0 on any error (SH-REWARD-15). */
export async function readRewardCash(api: ApiClient, signal?: AbortSignal): Promise<number> {
  try {
    return await getRewardCash(api, signal);
  } catch {
    return 0;
  }
}

export function createCashRewardMachine(api: ApiClient) {
  let state: CashRewardState = INITIAL_CASH_REWARD_STATE;
  const listeners = new Set<() => void>();
  /** The sign-in the state belongs to; answers for an earlier one are dropped. */
  let session = 0;
  let handledLogin: string | null = null;

  const set = (patch: Partial<CashRewardState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /** Load the total again (after a payout, or to initialise). Visitors have 0 without a call. */
  async function refreshTotal(signedIn = true): Promise<number> {
    const mine = session;
    const total = signedIn ? await readRewardCash(api) : 0;
    if (mine === session) set({ totalCash: total });
    return total;
  }

  /**
   * A token, then a pick with it (SH-REWARD-04, -05). The flag is false while it runs and after a
   * pick with cash or a transaction key (SH-REWARD-06); true again after a pick with neither, which
   * raises code 134 (SH-REWARD-07, -09), and after a failed pick, whose error is rethrown
   * (SH-REWARD-08). A token failure is ignored: null, flag back to true, no message (SH-REWARD-10).
   */
  async function fetchReward(tabId: number): Promise<CashPick | null> {
    if (state.picking) return null;
    const mine = session;
    set({ canFetchReward: false, picking: true });
    let token: string;
    try {
      token = await createCashToken(api, tabId);
    } catch {
      if (mine === session) set({ canFetchReward: true, picking: false });
      return null;
    }
    let pick: CashPick;
    try {
      pick = await pickCash(api, token, tabId);
    } catch (error) {
      if (mine === session) set({ canFetchReward: true, picking: false, last: { kind: 'failed' } });
      throw error;
    }
    if (mine !== session) return pick;
    if (pick.cash !== undefined || pick.transactionKey !== undefined) {
      const cash = pick.cash ?? 0;
      set({
        canFetchReward: false,
        picking: false,
        last: { kind: 'landed', cash, transactionKey: pick.transactionKey ?? null },
        totalCash: state.totalCash === null ? null : state.totalCash + cash,
      });
      return pick;
    }
    const reason = pick.reason ?? null;
    set({ canFetchReward: true, picking: false, last: { kind: 'empty', reason } });
    throw new CashRewardError(reason);
  }

  /**
   * POST the install reward with no body (SH-REWARD-11). 500 means not rewarded: null (SH-REWARD-12);
   * otherwise the data sets the open flag (SH-REWARD-13); any other error closes the install reward
   * and is rethrown (SH-REWARD-14).
   */
  async function requestInstallReward(): Promise<InstallReward | null> {
    const mine = session;
    try {
      const data = await postInstallReward(api);
      if (mine === session) {
        const paid = data.open ? data.cash : 0;
        set({
          install: { status: data.open ? 'open' : 'closed', cash: data.open ? data.cash : null },
          totalCash: state.totalCash === null ? null : state.totalCash + paid,
        });
      }
      return data;
    } catch (error) {
      if (isApiErrorStatus(error, 500)) {
        if (mine === session) set({ install: { status: 'notRewarded', cash: null } });
        return null;
      }
      if (mine === session) set({ install: { status: 'closed', cash: null } });
      throw error;
    }
  }

  /**
   * On a login state change (shell spec §4): signed in with an extension tab id, a pick and the
   * install call (SH-REWARD-01, -02), then the total; otherwise reward cash is initialised
   * (SH-REWARD-03): the state starts over and the total is read (0 for a visitor). The same
   * sign-in in the same tab is handled once (a re-render asks again).
   */
  async function onLoginStateChange(login: RewardLogin): Promise<void> {
    const key = `${login.userId ?? '-'}:${login.tabId ?? '-'}`;
    if (key === handledLogin) return;
    handledLogin = key;
    session += 1;
    state = INITIAL_CASH_REWARD_STATE;
    set({});
    if (login.userId !== null && login.tabId !== null) {
      await Promise.allSettled([fetchReward(login.tabId), requestInstallReward()]);
      await refreshTotal();
      return;
    }
    await refreshTotal(login.userId !== null);
  }

  return {
    getState: (): CashRewardState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fetchReward,
    requestInstallReward,
    onLoginStateChange,
    refreshTotal,
  };
}
export type CashRewardMachine = ReturnType<typeof createCashRewardMachine>;
