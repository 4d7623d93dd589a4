/**
 * Ads (shell spec §3, §4, §7, §8, §9; content spec §9; docs/decisions.md "Ads"): the constants,
 * names and copy without zod, so client bundles can take them alone. The schemas are in
 * ads-schemas.ts.
 */

import type { APP_VERSION_BANDS } from './constants';

/**
 * Suppliers a mediation group's first item may name. `house` is ours: creatives stored in the
 * database and served by requestAds, so ads work with no third party. Another supplier needs its
 * own client adapter before it may be listed here.
 */
export const AD_SUPPLIERS = ['house'] as const;
export type AdSupplier = (typeof AD_SUPPLIERS)[number];

/** Formats of a first item; the house supplier answers power-link lists (image, title, target). */
export const AD_FORMATS = ['power-link'] as const;
export type AdFormat = (typeof AD_FORMATS)[number];

/** Power-link channels; the house supplier's unit id is the channel it asks for. */
export const AD_CHANNELS = ['news', 'search', 'feed'] as const;
export type AdChannel = (typeof AD_CHANNELS)[number];

/** Screens that place an ad: the post modal, /news (list and article) and /search. */
export const AD_SCREENS = ['post-modal', 'news', 'search'] as const;
export type AdScreen = (typeof AD_SCREENS)[number];

/** The keyword group demo creatives are seeded under, and the one placements ask for. */
export const AD_DEFAULT_KEYWORD_GROUP = 'default';

/** Power-link list size: placements ask for one; the API answers at most this many. */
export const AD_PAGE_SIZE_DEFAULT = 1;
export const AD_PAGE_SIZE_MAX = 5;

/** At most this many mediation groups per inventory, and the largest ratio one may carry. */
export const AD_MEDIATION_GROUPS_MAX = 10;
export const AD_RATIO_MAX = 10_000;

/**
 * How long the serve token of one served ad (the proof an impression or click refers to an ad we
 * answered) stays good: far longer than anyone keeps a page open before the ad is seen or clicked.
 */
export const AD_SERVE_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/**
 * Height kept for an ad while it loads (a power-link row: 64 px image and padding), so the page
 * does not jump when it lands; when no ad comes the space is released (nothing after it moves
 * unless an ad was on its way).
 */
export const AD_SLOT_LOADING_HEIGHT_PX = 88;

/** Name of the analytics event an ad failure reports (SH-ADS-11). */
export const AD_FAILED_EVENT = 'ad_failed';

/** Failure messages reported with ad_failed. */
export const AD_FAILURE_MESSAGE = {
  /** The supplier answered an empty list (SH-ADS-09). */
  empty: 'no ads',
  /** No inventory or group to request from. */
  noInventory: 'no inventory',
} as const;

/** Keyword groups one house creative may list (a creative serves under any of them). */
export const AD_CREATIVE_KEYWORD_GROUPS_MAX = 20;

export const AD_COPY = {
  /** The mark every ad carries. */
  label: '광고',
  slotLabel: '광고 영역',
  inventoryNotFound: '광고 인벤토리를 찾을 수 없습니다.',
  creativeNotFound: '광고 소재를 찾을 수 없습니다.',
  tokenInvalid: '유효하지 않은 광고 요청입니다.',
} as const;

/**
 * Pages that carry an ad in the native apps (shell spec §4), each the path itself or below it,
 * with the screen whose inventory it shows.
 */
export const AD_PAGE_SCREENS = [
  { path: '/news', screen: 'news' },
  { path: '/search', screen: 'search' },
] as const satisfies ReadonlyArray<{ path: string; screen: AdScreen }>;

/** "Newer native-app versions" of the page ads: the apps from this band (our reading, docs/decisions.md, Ads). */
export const AD_PAGE_VERSION_BAND: keyof typeof APP_VERSION_BANDS = 'from2';
