'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useHost } from '../host/host-provider';
import { currentUserOptions } from '../queries/users';
import { deriveAuthState, type AuthState } from './auth-state';
import { sendReferralAfterSignIn } from './referral';

/** The viewer's auth state, from the shared current-user query (SH-AUTH-02..04, 06). */
export function useAuthState(): AuthState {
  const { apiClient } = useHost();
  return deriveAuthState(useQuery(currentUserOptions(apiClient)));
}

/**
 * Mount once per page: when a user is signed in inside the extension, report the referral once per
 * user, fire and forget (SH-AUTH-08, SH-AUTH-09).
 */
export function useReferralAfterSignIn(inviterCode?: string): void {
  const { apiClient, isExtension = false } = useHost();
  const { user } = useAuthState();
  const reported = useRef<number | null>(null);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null || !isExtension || reported.current === userId) return;
    reported.current = userId;
    void sendReferralAfterSignIn(apiClient, { isExtension, inviterCode });
  }, [apiClient, inviterCode, isExtension, userId]);
}
