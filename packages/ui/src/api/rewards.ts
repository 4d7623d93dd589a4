import { CASH_PATHS, type CashPick, type InstallReward } from '@growday/contracts/client';
import type { ApiClient } from './client';

/**
 * The cash reward calls (shell spec §7). The answers are read field by field rather than through
 * the zod schemas, so the browser bundles no validator for them; the reading of outcomes (the
 * can-fetch flag, code 134, install outcomes) is in rewards/cash-reward.ts.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** POST /api/v1/cash/token?tabId=: a single-use pick token for this user and tab (SH-REWARD-04). */
export async function createCashToken(api: ApiClient, tabId: number): Promise<string> {
  const data = await api.request<unknown>(CASH_PATHS.cashToken, { method: 'POST', query: { tabId } });
  if (!isObject(data) || typeof data.token !== 'string') throw new TypeError('cash token answer without data.token');
  return data.token;
}

/** POST /api/v1/cash/pick?token=&tabId=: cash and a transaction key, or neither (SH-REWARD-05). */
export async function pickCash(api: ApiClient, token: string, tabId: number): Promise<CashPick> {
  const data = await api.request<unknown>(CASH_PATHS.cashPick, { method: 'POST', query: { token, tabId } });
  if (!isObject(data)) return {};
  const pick: CashPick = {};
  if (typeof data.cash === 'number' && data.cash > 0) pick.cash = data.cash;
  if (typeof data.transactionKey === 'string' && data.transactionKey) pick.transactionKey = data.transactionKey;
  if (data.reason === 'dailyCap' || data.reason === 'tooSoon') pick.reason = data.reason;
  return pick;
}

/** POST on the reward install path with no body (SH-REWARD-11). */
export async function postInstallReward(api: ApiClient): Promise<InstallReward> {
  const data = await api.request<unknown>(CASH_PATHS.rewardInstall, { method: 'POST' });
  if (!isObject(data)) return { open: false, cash: 0, transactionKey: '' };
  return {
    open: data.open === true,
    cash: typeof data.cash === 'number' ? data.cash : 0,
    transactionKey: typeof data.transactionKey === 'string' ? data.transactionKey : '',
  };
}

/** GET the viewer's total cash (throws; reading an error as 0 is the caller's, SH-REWARD-15). */
export async function getRewardCash(api: ApiClient, signal?: AbortSignal): Promise<number> {
  const data = await api.request<unknown>(CASH_PATHS.rewardCash, { signal });
  if (!isObject(data) || typeof data.totalCash !== 'number')
    throw new TypeError('reward cash answer without totalCash');
  return data.totalCash;
}
