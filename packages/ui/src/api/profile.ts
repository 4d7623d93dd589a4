import { USER_PATHS, type CurrentUser, type JobCatalogue, type JobGroup } from '@growday/contracts/client';
import type { ApiClient } from './client';

type Signal = { signal?: AbortSignal | undefined };

/** The job catalogue of the profile form: job groups, each with its jobs. */
export async function listJobs(api: ApiClient, { signal }: Signal = {}): Promise<JobGroup[]> {
  const data = await api.request<JobCatalogue>(USER_PATHS.jobs, { signal });
  return data?.jobGroups ?? [];
}

/**
 * `PUT /api/v1/users` with a multipart form (SH-USER-03); the form holds only the changed fields
 * (see `buildProfileFormData`). Answers the updated user.
 */
export function updateProfile(api: ApiClient, form: FormData): Promise<CurrentUser> {
  return api.request<CurrentUser>(USER_PATHS.currentUser, { method: 'PUT', body: form });
}
