'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts/client';
import { ChevronLeftIcon } from '@growday/ui';
import { useRouter } from 'next/navigation';
import { ShellCloseAppButton } from './shell-close-app-button';

/** The 마이페이지 header of the newer native apps on /me/info pages (SH-HDR-17): back, title, close. */
export function ShellMyPageHeader({ showCloseApp }: { showCloseApp: boolean }) {
  const router = useRouter();
  function back() {
    // Opened straight into the page, there is nothing to go back to: home instead.
    if (window.history.length > 1) router.back();
    else router.push(ROUTES.home);
  }
  return (
    <header className="gd-header gd-my-page-header" data-testid="my-page-header">
      <div className="gd-container gd-header__inner">
        <button type="button" className="gd-icon-button" aria-label={COPY.header.back} onClick={back}>
          <ChevronLeftIcon />
        </button>
        <h1 className="gd-my-page-header__title">{COPY.header.myPage}</h1>
        {showCloseApp ? <ShellCloseAppButton /> : <span className="gd-my-page-header__spacer" aria-hidden="true" />}
      </div>
    </header>
  );
}
