'use client';

import { CashRewardWidget } from '@growday/ui';
import { getWebRewardTabId } from './reward-tab-id';

/**
 * The signed-in home's reward widget. The website has no extension tab id, so signing in only
 * initialises reward cash (SH-REWARD-03); the pick button binds its token to this browser tab.
 */
export function HomeCashReward() {
  return <CashRewardWidget getPickTabId={getWebRewardTabId} />;
}
