'use client';

import type { HostPlatform } from '@growday/contracts';
import { useCallback, useMemo } from 'react';
import type { AppVersionBandName } from '../platform/app-version-bands';
import { useHost } from '../host/host-provider';
import { useAlert } from '../interaction/toast';
import {
  communityHandoffMode,
  runCommunityHandoff,
  type CommunityHandoffMode,
  type CommunityHandoffResult,
} from './community-handoff';

export interface CommunityHandoffSettings {
  platform: HostPlatform;
  /** The app version's bands, worked out on the server (`appVersionBands`). */
  versionBands: Record<AppVersionBandName, boolean>;
  communityOrigin: string;
}

export interface CommunityHandoff {
  mode: CommunityHandoffMode;
  /** Go to `redirect` on the community host the way the platform allows (no-op for `none`). */
  start: (redirect: string) => Promise<CommunityHandoffResult>;
}

/** The reward-app community hand-off for this page (CC-AUTH-05, CC-AUTH-06). */
export function useCommunityHandoff({
  platform,
  versionBands,
  communityOrigin,
}: CommunityHandoffSettings): CommunityHandoff {
  const { apiClient } = useHost();
  const alert = useAlert();
  const pageOrigin = typeof window === 'undefined' ? '' : window.location.origin;
  const mode = useMemo(
    () => communityHandoffMode({ platform, versionBands, pageOrigin, communityOrigin }),
    [platform, versionBands, pageOrigin, communityOrigin],
  );
  const start = useCallback(
    (redirect: string) =>
      runCommunityHandoff({
        api: apiClient,
        mode,
        communityOrigin,
        redirect,
        navigate: (url) => window.location.assign(url),
        alert,
      }),
    [apiClient, mode, communityOrigin, alert],
  );
  return { mode, start };
}
