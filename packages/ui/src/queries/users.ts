import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

export const userKeys = {
  all: ['users'] as const,
  current: () => [...userKeys.all, 'current'] as const,
};

/** The signed-in user or null (any failure of the auth check counts as signed out). */
export function currentUserOptions(api: ApiClient) {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: async ({ signal }) => {
      try {
        return await api.getCurrentUser({ signal });
      } catch {
        return null;
      }
    },
  });
}
