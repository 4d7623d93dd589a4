import type { AppVersionBandName } from '@growday/ui/core';
import { webConfig } from './env';
import { getPlatformContext } from './platform';

/** What the login modal needs from the server, read at run time. */
export interface LoginSettings {
  /** Hosts where the GitHub button shows (env PRODUCTION_WEB_HOSTS, comma-separated; SH-LOGIN-03). */
  productionWebHosts: string[];
  /** The community host of the reward-app hand-off (COMMUNITY_ORIGIN). */
  communityOrigin: string;
  /** The bands of the native app's version (its cookie), for the hand-off: worked out here, so
   * the browser never compares versions (semver stays out of the first load). */
  versionBands: Record<AppVersionBandName, boolean>;
}

export async function getLoginSettings(): Promise<LoginSettings> {
  const platform = await getPlatformContext();
  return {
    productionWebHosts: webConfig().productionWebHosts,
    communityOrigin: webConfig().communityOrigin,
    versionBands: platform.versionBands,
  };
}
