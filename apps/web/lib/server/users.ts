import type { CurrentUser } from '@growday/contracts';
import { cache } from 'react';
import { getServerApiClient } from './api-client';

/** The signed-in visitor, or null; any failure of the check counts as signed out. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  try {
    const api = await getServerApiClient();
    return await api.getCurrentUser();
  } catch {
    return null;
  }
});
