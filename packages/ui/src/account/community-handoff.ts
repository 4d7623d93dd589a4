import * as COPY from '@growday/contracts/copy';
import {
  COMMUNITY_HANDOFF_VERSION_BAND,
  REDIRECT_LOGIN_PARAMS,
  ROUTES,
  safeRedirectTarget,
  type HostPlatform,
} from '@growday/contracts/client';
import { getCommunityToken } from '../api/account';
import type { ApiClient } from '../api/client';
import type { AppVersionBandName } from '../platform/app-version-bands';

/**
 * How sign-in and community navigation reach the community host:
 * - `none`: an ordinary page (not the reward app, or already on the community host);
 * - `token`: the reward-app webview on a version that can carry the session across with a
 *   community token (CC-AUTH-05);
 * - `communityHost`: the reward-app webview on an older or unknown version, sent to the community
 *   host to sign in there (CC-AUTH-06).
 */
export type CommunityHandoffMode = 'none' | 'token' | 'communityHost';

export interface CommunityHandoffContext {
  platform: HostPlatform;
  /**
   * The bands the app's version falls in (`appVersionBands`, worked out on the server): the
   * login dialog and the header's community link ask in the browser, and comparing versions
   * there would put semver in every page's first load.
   */
  versionBands: Record<AppVersionBandName, boolean>;
  /** Origin of the page asking. */
  pageOrigin: string;
  communityOrigin: string;
}

export function communityHandoffMode({
  platform,
  versionBands,
  pageOrigin,
  communityOrigin,
}: CommunityHandoffContext): CommunityHandoffMode {
  if (platform !== 'cashwalk') return 'none';
  // On the community host itself there is no session to carry over: sign in right here.
  if (trimOrigin(pageOrigin) === trimOrigin(communityOrigin)) return 'none';
  return versionBands[COMMUNITY_HANDOFF_VERSION_BAND] ? 'token' : 'communityHost';
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** `${communityOrigin}/redirect-login?token=&redirect=` (CC-ROUTE-16). */
export function redirectLoginUrl(communityOrigin: string, token: string, redirect: string): string {
  const params = new URLSearchParams({
    [REDIRECT_LOGIN_PARAMS.token]: token,
    [REDIRECT_LOGIN_PARAMS.redirect]: redirect,
  });
  return `${trimOrigin(communityOrigin)}${ROUTES.redirectLogin}?${params.toString()}`;
}

export interface RunCommunityHandoffInput {
  api: ApiClient;
  mode: CommunityHandoffMode;
  communityOrigin: string;
  /** Where to land afterwards: an absolute address or a path on the community host. */
  redirect: string;
  navigate: (url: string) => void;
  alert: (message: string) => void;
}

export type CommunityHandoffResult = 'skipped' | 'navigated' | 'failed';

/**
 * Carry the visitor to the community host. A missing token or a failed token call shows the
 * spec's alert (COPY.common.tryAgainLater) and stays put (SH-AUTH-12).
 */
export async function runCommunityHandoff({
  api,
  mode,
  communityOrigin,
  redirect,
  navigate,
  alert,
}: RunCommunityHandoffInput): Promise<CommunityHandoffResult> {
  const origin = trimOrigin(communityOrigin);
  if (mode === 'none') return 'skipped';
  if (mode === 'communityHost') {
    navigate(safeRedirectTarget(redirect, [origin], origin));
    return 'navigated';
  }
  let token: string | null;
  try {
    token = await getCommunityToken(api);
  } catch {
    token = null;
  }
  if (!token) {
    alert(COPY.common.tryAgainLater);
    return 'failed';
  }
  navigate(redirectLoginUrl(origin, token, redirect));
  return 'navigated';
}
