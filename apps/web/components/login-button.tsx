'use client';

import * as COPY from '@growday/contracts/copy';
import { LoginIcon, useHost } from '@growday/ui';
import { useLoginDialog } from './login-dialog';

/**
 * The login button: the header's (small) and the sign-in prompts' (login-prompt.tsx). It opens the
 * host's login where the host has one (the apps), else the login dialog.
 */
export function LoginButton({ small = false }: { small?: boolean }) {
  const { openLogin } = useHost();
  const { open } = useLoginDialog();
  return (
    <button
      type="button"
      className={small ? 'gd-button gd-button--primary gd-button--small' : 'gd-button gd-button--primary'}
      onClick={openLogin ?? open}
    >
      <LoginIcon size={16} />
      {COPY.header.login}
    </button>
  );
}
