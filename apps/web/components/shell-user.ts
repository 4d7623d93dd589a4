'use client';

import type { CurrentUser } from '@growday/contracts';
import { currentUserOptions, useHost } from '@growday/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in user in the browser's query cache, seeded by the server render so the shell
 * renders signed in or out at once; a sign-in or sign-out refreshes it.
 */
export function useShellUser(initialUser: CurrentUser | null): CurrentUser | null {
  const { apiClient } = useHost();
  return useQuery({ ...currentUserOptions(apiClient), initialData: initialUser }).data ?? null;
}
