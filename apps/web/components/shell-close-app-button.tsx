'use client';

import * as COPY from '@growday/contracts/copy';
import { CloseIcon, closeApp } from '@growday/ui';

/** The native app's close button (SH-HDR-09); the bridge asks the app to close its webview. */
export function ShellCloseAppButton() {
  return (
    <button
      type="button"
      className="gd-icon-button"
      aria-label={COPY.header.closeApp}
      title={COPY.header.closeApp}
      data-header-icon="close-app"
      onClick={() => closeApp()}
    >
      <CloseIcon />
    </button>
  );
}
