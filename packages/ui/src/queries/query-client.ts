import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Query cache defaults (SH-API-06, SH-API-07): no retry, no refetch on mount or window focus. */
export const QUERY_DEFAULTS = {
  queries: {
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
  },
} as const satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}
