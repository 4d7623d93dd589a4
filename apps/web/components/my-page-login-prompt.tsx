'use client';

import * as COPY from '@growday/contracts/copy';
import { LoginIcon } from '@growday/ui';
import { useLoginDialog } from './login-dialog';

/** What a visitor sees on a my page: why there is nothing, and the login button. */
export function MyPageLoginPrompt() {
  const { open } = useLoginDialog();
  return (
    <div className="gd-my-page__prompt" data-testid="my-page-login-prompt">
      <p>{COPY.myPage.loginPrompt}</p>
      <button type="button" className="gd-button gd-button--primary" onClick={open}>
        <LoginIcon size={16} />
        {COPY.header.login}
      </button>
    </div>
  );
}
