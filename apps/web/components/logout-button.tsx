'use client';

import * as COPY from '@growday/contracts/copy';
import { useHost } from '@growday/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { loginStateChanged, useShellSession } from './shell-session';

export function LogoutButton() {
  const { apiClient } = useHost();
  const session = useShellSession();
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    if (pending) return;
    setPending(true);
    try {
      await apiClient.logout();
      await loginStateChanged(session);
      router.refresh();
    } catch {
      window.alert(COPY.common.tryAgainLater);
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" className="gd-button gd-button--small" onClick={logout} disabled={pending}>
      {COPY.header.logout}
    </button>
  );
}
