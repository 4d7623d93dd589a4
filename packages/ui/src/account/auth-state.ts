import type { CurrentUser } from '@growday/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '../queries/users';

/** The client's auth state (shell spec §4). */
export interface AuthState {
  isLoading: boolean;
  isLoggedIn: boolean;
  user: CurrentUser | null;
}

/** Before the check: loading and not logged in (SH-AUTH-02). */
export const INITIAL_AUTH_STATE: AuthState = Object.freeze({ isLoading: true, isLoggedIn: false, user: null });

/** What the auth state reads from the current-user query. */
export interface CurrentUserQueryLike {
  status: 'pending' | 'success' | 'error';
  data?: CurrentUser | null | undefined;
}

/**
 * Auth state from the current-user query: loading while it runs; then logged in with the user only
 * when the answer has an id (SH-AUTH-03, SH-AUTH-04); any failure is simply logged out, with no
 * message (SH-AUTH-06).
 */
export function deriveAuthState(query: CurrentUserQueryLike): AuthState {
  if (query.status === 'pending') return INITIAL_AUTH_STATE;
  const user = query.status === 'success' ? query.data : null;
  if (user && typeof user.id === 'number') return { isLoading: false, isLoggedIn: true, user };
  return { isLoading: false, isLoggedIn: false, user: null };
}

/**
 * Call when the login state changed (sign-in, sign-out, a session handed over): the user is
 * requested again by every screen that shows it (SH-AUTH-07).
 */
export function notifyLoginStateChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.all });
}
