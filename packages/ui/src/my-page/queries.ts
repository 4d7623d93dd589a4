import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { listJobs } from '../api/profile';

export const jobKeys = {
  all: ['jobs'] as const,
};

/** The job catalogue changes with a release at most, so one fetch per visit is enough. */
export function jobCatalogueOptions(api: ApiClient) {
  return queryOptions({
    queryKey: jobKeys.all,
    queryFn: ({ signal }) => listJobs(api, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
