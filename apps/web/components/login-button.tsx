'use client';

import * as COPY from '@growday/contracts/copy';
import { LoginIcon } from '@growday/ui';
import { useLoginDialog } from './login-dialog';

/** The button that opens the login dialog: the header's (small) and the sign-in prompts' (login-prompt.tsx). */
export function LoginButton({ small = false }: { small?: boolean }) {
  const { open } = useLoginDialog();
  return (
    <button
      type="button"
      className={small ? 'gd-button gd-button--primary gd-button--small' : 'gd-button gd-button--primary'}
      onClick={open}
    >
      <LoginIcon size={16} />
      {COPY.header.login}
    </button>
  );
}
