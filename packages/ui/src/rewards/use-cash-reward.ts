'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAuthState } from '../account/use-auth-state';
import { useHost } from '../host/host-provider';
import { createCashRewardMachine, type CashRewardMachine, type CashRewardState } from './cash-reward';

export interface CashRewardTabIds {
  /**
   * The extension's tab id (absent on the website). Signed in with one, the page picks and asks
   * for the install reward at once (SH-REWARD-01, -02); without, reward cash is only initialised.
   */
  getExtensionTabId?: (() => Promise<number | null>) | undefined;
  /** The tab id the pick button's token is bound to (the extension's, or the website tab's own). */
  getPickTabId: () => Promise<number | null>;
}

/** The page's cash reward machine, driven by the login state; one per mounted widget. */
export function useCashReward({ getExtensionTabId, getPickTabId }: CashRewardTabIds): {
  state: CashRewardState;
  isLoggedIn: boolean;
  pick: () => void;
} {
  const { apiClient } = useHost();
  const { isLoading, isLoggedIn, user } = useAuthState();
  const [machine] = useState<CashRewardMachine>(() => createCashRewardMachine(apiClient));
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (isLoading) return;
    let live = true;
    const tabId = userId !== null && getExtensionTabId ? getExtensionTabId() : Promise.resolve(null);
    void tabId.then((id) => {
      if (live) void machine.onLoginStateChange({ userId, tabId: id });
    });
    return () => {
      live = false;
    };
  }, [getExtensionTabId, isLoading, machine, userId]);

  const pick = () => {
    void getPickTabId().then((tabId) => {
      // A code-134 or a failed pick is already in the state the widget shows.
      if (tabId !== null) machine.fetchReward(tabId).catch(() => undefined);
    });
  };
  return { state, isLoggedIn, pick };
}
