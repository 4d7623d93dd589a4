/** The framework-free part of the ads (no React). */
export { preloadAds, waitForPreloadedAds, type PreloadOutcome } from './preload';
export { pickMediationGroup, type RandomSource } from './mediation';
export { apiAddress, listAdInventories, newAdRequestId, recordAdImpression, requestAds } from './ads-api';
export { debugAdGroup, inventoryFor, loadAd, type LoadAdOptions, type LoadedAd } from './ad-loader';
export { createViewabilityTimer, type ViewabilityTimer } from './viewability';
export { createNavigationDirection, createVisibilityRefreshGuard, pageAdScreen } from './page-ad-rules';
