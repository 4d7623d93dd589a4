'use client';

import { ADMIN_COPY } from '@growday/contracts/client';
import { useHost, type ApiClient } from '@growday/ui';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';

/**
 * One admin change from the browser: the call goes through the website's /api proxy (same origin,
 * so the browser's Origin header passes the API's check), then the server render is asked again so
 * every list on the page shows the change.
 */
export function useAdminAction() {
  const { apiClient } = useHost();
  const router = useRouter();
  const [running, setRunning] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);

  async function run(change: (api: ApiClient) => Promise<unknown>): Promise<boolean> {
    if (running) return false;
    setRunning(true);
    setError(null);
    try {
      await change(apiClient);
      startRefresh(() => router.refresh());
      return true;
    } catch {
      setError(ADMIN_COPY.failed);
      return false;
    } finally {
      setRunning(false);
    }
  }

  return { run, pending: running || refreshing, error };
}
