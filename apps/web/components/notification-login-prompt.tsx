'use client';

import * as COPY from '@growday/contracts/copy';
import { LoginIcon, useHost } from '@growday/ui';
import { useLoginDialog } from './login-dialog';

/** What a visitor sees on /notification: why to sign in, and the login modal a click away. */
export function NotificationLoginPrompt() {
  const { openLogin } = useHost();
  const { open } = useLoginDialog();
  return (
    <div className="gd-my-page__prompt" data-testid="notification-login-prompt">
      <p>{COPY.notifications.loginPrompt}</p>
      <button type="button" className="gd-button gd-button--primary" onClick={openLogin ?? open}>
        <LoginIcon size={16} />
        {COPY.header.login}
      </button>
    </div>
  );
}
