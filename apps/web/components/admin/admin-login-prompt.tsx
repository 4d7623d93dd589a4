'use client';

import * as COPY from '@growday/contracts/copy';
import { ADMIN_COPY } from '@growday/contracts/client';
import { LoginIcon } from '@growday/ui';
import { useEffect } from 'react';
import { useLoginDialog } from '../login-dialog';

/** A visitor on /admin: the sign-in dialog opens at once; the button opens it again. */
export function AdminLoginPrompt() {
  const { open } = useLoginDialog();
  useEffect(() => {
    open();
  }, [open]);
  return (
    <div className="gd-my-page__prompt" data-testid="admin-login-prompt">
      <p>{ADMIN_COPY.loginPrompt}</p>
      <button type="button" className="gd-button gd-button--primary" onClick={open}>
        <LoginIcon size={16} />
        {COPY.header.login}
      </button>
    </div>
  );
}
