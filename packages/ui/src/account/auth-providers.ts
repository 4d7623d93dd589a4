import { queryOptions } from '@tanstack/react-query';
import { getAuthProviders } from '../api/account';
import type { ApiClient } from '../api/client';

export const authProviderKeys = {
  all: ['auth-providers'] as const,
};

/** The server's configured sign-in providers; they change only with a deployment. */
export function authProvidersOptions(api: ApiClient) {
  return queryOptions({
    queryKey: authProviderKeys.all,
    queryFn: ({ signal }) => getAuthProviders(api, { signal }),
    staleTime: Infinity,
  });
}
