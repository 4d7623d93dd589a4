/** Ads (docs/decisions.md, Ads): inventories, the house supplier's power-link call, impression and click. */
export const AD_PATHS = {
  adInventories: '/api/v1/ads/inventories',
  adRequest: '/api/v1/ads/power-link',
  adImpression: '/api/v1/ads/:creativeId/impressions',
  adClick: '/api/v1/ads/:creativeId/click',
} as const;
