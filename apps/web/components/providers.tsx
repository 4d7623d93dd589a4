'use client';

import { FILES_BASE_PATH } from '@growday/contracts';
import { HostProvider, createApiClient, createQueryClient, type HostValue } from '@growday/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LoginDialogProvider } from './login-dialog';
import { NextHostLink } from './next-host-link';

export interface ProvidersProps {
  children: ReactNode;
  devLoginEnabled: boolean;
}

/** Client-side context of every page: one query client and the host pieces the shared UI needs. */
export function Providers({ children, devLoginEnabled }: ProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const [host] = useState<HostValue>(() => ({
    Link: NextHostLink,
    storageBaseUrl: FILES_BASE_PATH,
    // Same origin: the web server proxies /api to the API host, so cookies stay first-party.
    apiClient: createApiClient({ baseUrl: '' }),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <HostProvider value={host}>
        <LoginDialogProvider devLoginEnabled={devLoginEnabled}>{children}</LoginDialogProvider>
      </HostProvider>
    </QueryClientProvider>
  );
}
