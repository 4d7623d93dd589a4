'use client';

import * as COPY from '@growday/contracts/copy';
import type { ReactNode } from 'react';
import { LoginButtons, type LoginButtonsProps } from './login-buttons';
import { LoginPoster } from './login-poster';
import styles from './login-modal-content.module.css';

export interface LoginModalContentProps extends LoginButtonsProps {
  /** Addresses of the terms pages; they open in a new tab (CC-ROUTE-15). */
  privacyHref: string;
  serviceHref: string;
  /** Shows the COPY.login.hideToday link (CC-LOGIN-04); absent, there is no link. */
  onHideToday?: (() => void) | undefined;
  /** Extra content under the buttons (the website's development sign-in). */
  children?: ReactNode;
}

/**
 * The body of the login modal: poster, login buttons, the collected-data note, the terms links and
 * the optional hide-for-today link (CC-LOGIN-01..04).
 */
export function LoginModalContent({
  privacyHref,
  serviceHref,
  onHideToday,
  children,
  ...buttons
}: LoginModalContentProps) {
  return (
    <div className={styles.modal}>
      <LoginPoster />
      <LoginButtons {...buttons} />
      <p className={styles.note}>{COPY.login.collectedData}</p>
      <p className={styles.terms}>
        <a href={privacyHref} target="_blank" rel="noopener">
          {COPY.login.privacy}
        </a>
        <span aria-hidden="true"> · </span>
        <a href={serviceHref} target="_blank" rel="noopener">
          {COPY.login.terms}
        </a>
      </p>
      {children}
      {onHideToday ? (
        <button type="button" className={styles.hideToday} onClick={onHideToday}>
          {COPY.login.hideToday}
        </button>
      ) : null}
    </div>
  );
}
