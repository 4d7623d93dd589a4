export { CashRewardWidget } from './cash-reward-widget';
export { useCashReward, type CashRewardTabIds } from './use-cash-reward';
