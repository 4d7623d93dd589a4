'use client';

import * as COPY from '@growday/contracts/copy';
import { COMMUNITY_COPY } from '@growday/contracts/client';
import { LoginIcon } from '@growday/ui';
import { useLoginDialog } from '../login-dialog';

/** What a visitor sees instead of the writing form: writing needs sign-in. */
export function CommunityLoginPrompt() {
  const { open } = useLoginDialog();
  return (
    <div className="gd-my-page__prompt" data-testid="community-login-prompt">
      <p>{COMMUNITY_COPY.loginToWrite}</p>
      <button type="button" className="gd-button gd-button--primary" onClick={open}>
        <LoginIcon size={16} />
        {COPY.header.login}
      </button>
    </div>
  );
}
