'use client';

import * as COPY from '@growday/contracts/copy';
import { LoginIcon, useHost } from '@growday/ui';
import { useLoginDialog } from './login-dialog';

/** What a visitor sees on /me/list pages: why to sign in, and the login modal a click away. */
export function ScrapLoginPrompt() {
  const { openLogin } = useHost();
  const { open } = useLoginDialog();
  return (
    <div className="gd-scrap-login" data-testid="scrap-login-prompt">
      <p>{COPY.scrap.loginPrompt}</p>
      <button type="button" className="gd-button gd-button--primary" onClick={openLogin ?? open}>
        <LoginIcon size={16} />
        {COPY.header.login}
      </button>
    </div>
  );
}
