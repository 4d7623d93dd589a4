import {
  BEST_FILTER_LABEL,
  BEST_FILTER_TO_PERIOD,
  NEWS_BEST_TABS,
  NEWS_BEST_TAB_LABEL,
  type BestFilterKey,
  type BestPeriod,
  type NewsBestTab,
} from '@growday/contracts/client';

/** The community best filters in display order: 실시간, 주간, 월간, 댓글순, 추천순. */
export const BEST_FILTER_KEYS = Object.keys(BEST_FILTER_TO_PERIOD) as BestFilterKey[];
export const DEFAULT_BEST_FILTER: BestFilterKey = 'recent';

export const BEST_FILTER_TABS = BEST_FILTER_KEYS.map((value) => ({ value, label: BEST_FILTER_LABEL[value] }));
export const NEWS_BEST_TAB_ITEMS = NEWS_BEST_TABS.map((value) => ({ value, label: NEWS_BEST_TAB_LABEL[value] }));
export const DEFAULT_NEWS_BEST_TAB: NewsBestTab = NEWS_BEST_TABS[0];

/** Filter key → period (CC-BEST-09..13). */
export function bestPeriodOf(filter: BestFilterKey): BestPeriod {
  return BEST_FILTER_TO_PERIOD[filter];
}

/** Period → filter key, for the /best page's `?period=` address; unknown values give the default. */
export function bestFilterOfPeriod(period: string | null | undefined): BestFilterKey {
  const found = BEST_FILTER_KEYS.find((key) => BEST_FILTER_TO_PERIOD[key] === period);
  return found ?? DEFAULT_BEST_FILTER;
}

export function isBestFilterKey(value: unknown): value is BestFilterKey {
  return typeof value === 'string' && (BEST_FILTER_KEYS as string[]).includes(value);
}
