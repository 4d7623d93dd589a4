'use client';

import * as COPY from '@growday/contracts/copy';
import { LoginIcon } from '@growday/ui';
import { useLoginDialog } from './login-dialog';

export function LoginButton() {
  const { open } = useLoginDialog();
  return (
    <button type="button" className="gd-button gd-button--primary gd-button--small" onClick={open}>
      <LoginIcon size={16} />
      {COPY.header.login}
    </button>
  );
}
