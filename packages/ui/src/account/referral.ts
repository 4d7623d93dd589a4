import { postReferralInvitee } from '../api/account';
import type { ApiClient } from '../api/client';

export interface ReferralInput {
  /** Only a device connected to the extension reports a referral (SH-AUTH-08). */
  isExtension: boolean;
  inviterCode?: string | undefined;
}

/**
 * Fire-and-forget referral after sign-in: sent only from the extension, and a failure is ignored
 * (SH-AUTH-09). Resolves to whether a request was sent; never rejects.
 */
export async function sendReferralAfterSignIn(
  api: ApiClient,
  { isExtension, inviterCode }: ReferralInput,
): Promise<boolean> {
  if (!isExtension) return false;
  try {
    await postReferralInvitee(api, inviterCode ? { inviterCode } : {});
  } catch {
    // The spec ignores referral failures; the server records an invitee once anyway.
  }
  return true;
}
