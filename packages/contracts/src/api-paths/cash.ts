/** Cash rewards: the new tab's pick and the install and cash rewards. */
export const CASH_PATHS = {
  cashToken: '/api/v1/cash/token',
  cashPick: '/api/v1/cash/pick',
  rewardInstall: '/api/v2/rewards/install',
  /** The spec leaves the reward cash path open (docs/decisions.md, Cash rewards). */
  rewardCash: '/api/v2/rewards/cash',
} as const;
