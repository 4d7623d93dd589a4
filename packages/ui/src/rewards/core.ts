export {
  CashRewardError,
  INITIAL_CASH_REWARD_STATE,
  createCashRewardMachine,
  readRewardCash,
  type CashRewardMachine,
  type CashRewardState,
  type InstallRewardStatus,
  type LastPick,
  type RewardLogin,
} from './cash-reward';
export { createCashToken, getRewardCash, pickCash, postInstallReward } from '../api/rewards';
