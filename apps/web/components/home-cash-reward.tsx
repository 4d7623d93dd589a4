'use client';

import { CashRewardWidget } from '@growday/ui';
import { withQueryScope } from './query-scope';
import { getWebRewardTabId } from './reward-tab-id';

/**
 * The signed-in home's reward widget. The website has no extension tab id, so signing in only
 * initialises reward cash (SH-REWARD-03); the pick button binds its token to this browser tab.
 */
function CashReward() {
  return <CashRewardWidget getPickTabId={getWebRewardTabId} />;
}

/** In the session's query scope: the home's lists bring theirs, so the widget brings its own. */
export const HomeCashReward = withQueryScope(CashReward);
