import { ROUTES, type CurrentUser, type FollowedTags, type TagGroup } from '@growday/contracts/client';
import { listFollowedTags, listTagGroups, type ShellPlatform } from '@growday/ui';
import { cache } from 'react';
import { getServerApiClient } from '@/lib/server/api-client';
import { webConfig } from '@/lib/server/env';
import { getPlatformContext } from '@/lib/server/platform';
import { getCurrentUser } from '@/lib/server/users';

/** What the shell's header, side menu, bottom bar and category menu render from. */
export interface ShellData {
  context: ShellPlatform;
  user: CurrentUser | null;
  tagGroups: TagGroup[];
  /** The signed-in user's followed tags; null for visitors or when the call failed. */
  followedTags: FollowedTags | null;
  communityHome: string;
  jobSites: { recruit: string; intern: string };
}

/** Tag groups for the side menu and the news link; an API failure leaves both out, the page still renders. */
const getTagGroups = cache(async (): Promise<TagGroup[]> => {
  try {
    return await listTagGroups(await getServerApiClient());
  } catch (error) {
    console.error('[web] tag groups failed:', error);
    return [];
  }
});

const getFollowedTags = cache(async (): Promise<FollowedTags | null> => {
  try {
    return await listFollowedTags(await getServerApiClient());
  } catch {
    return null;
  }
});

export const getShellData = cache(async (): Promise<ShellData> => {
  const [platform, user, tagGroups] = await Promise.all([getPlatformContext(), getCurrentUser(), getTagGroups()]);
  return {
    context: {
      platform: platform.platform,
      appVersion: platform.appVersion,
      versionBands: platform.versionBands,
      deviceClass: platform.deviceClass,
    },
    user,
    tagGroups,
    followedTags: user ? await getFollowedTags() : null,
    communityHome: `${webConfig().communityOrigin}${ROUTES.community}`,
    jobSites: webConfig().jobSites,
  };
});
