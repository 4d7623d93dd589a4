'use client';

import type { CurrentUser } from '@growday/contracts/client';
import { useSessionUser } from './shell-session';

/**
 * The signed-in user the shell renders (header badges, side menu, bottom bar): the session's,
 * seeded by the server render so the shell renders signed in or out at once; a sign-in, sign-out
 * or a refetch of the current user (a bookmark, a notification read) refreshes it.
 */
export function useShellUser(): CurrentUser | null {
  return useSessionUser();
}
