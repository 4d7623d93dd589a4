/** The operator's desk, ads tab: inventories and creatives. */
export const ADMIN_AD_PATHS = {
  adminAdInventories: '/api/v2/admin/ads/inventories',
  adminAdInventory: '/api/v2/admin/ads/inventories/:inventoryId',
  adminAdCreatives: '/api/v2/admin/ads/creatives',
  adminAdCreative: '/api/v2/admin/ads/creatives/:creativeId',
  adminAdCreativeEnd: '/api/v2/admin/ads/creatives/:creativeId/end',
} as const;
