import { AUTH_PATHS, type AuthProviders, type ReferralInviteeBody } from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';

/** Which social providers the server has credentials for. */
export async function getAuthProviders(
  api: ApiClient,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<AuthProviders> {
  return checkAnswer(await api.request<unknown>(AUTH_PATHS.authProviders, { signal }), (c) => c.authProvidersSchema);
}

/**
 * A short-lived community token for the signed-in user (SH-AUTH-11); null when the answer carries
 * none, so the caller can show the spec's "try again later" alert for that case too.
 */
export async function getCommunityToken(api: ApiClient): Promise<string | null> {
  // A plain check, not the contract's schema: this answer may lack the token in production too.
  const data = await api.request<unknown>(AUTH_PATHS.communityToken);
  const token =
    typeof data === 'object' && data !== null ? (data as { communityToken?: unknown }).communityToken : null;
  return typeof token === 'string' && token ? token : null;
}

/** Trade a community token for a session on this host (/redirect-login). */
export async function exchangeCommunityToken(api: ApiClient, token: string): Promise<void> {
  await api.request<unknown>(AUTH_PATHS.communitySession, { method: 'POST', body: { token } });
}

/** Record the referral of a sign-in from the extension (SH-AUTH-08). */
export async function postReferralInvitee(api: ApiClient, body: ReferralInviteeBody = {}): Promise<void> {
  await api.request<unknown>(AUTH_PATHS.referralInvitee, { method: 'POST', body });
}
