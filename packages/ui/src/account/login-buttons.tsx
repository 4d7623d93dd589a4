'use client';

import * as COPY from '@growday/contracts/copy';
import { type SocialProvider } from '@growday/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useHost } from '../host/host-provider';
import { useAlert } from '../interaction/toast';
import { authProvidersOptions } from './auth-providers';
import { loginButtonModels, type LoginButtonModel } from './login-links';
import { SocialMark } from './social-marks';
import styles from './login-buttons.module.css';

const LABELS: Record<SocialProvider, string> = {
  google: COPY.login.google,
  github: COPY.login.github,
  kakao: COPY.login.kakao,
  naver: COPY.login.naver,
};

export interface LoginButtonsProps {
  /** Inside a native app's webview: no Google button (SH-LOGIN-02). */
  isWebview: boolean;
  /** Production-like hosts: the GitHub button shows only on them (SH-LOGIN-03). */
  productionHosts?: readonly string[] | undefined;
  /** Host name of the page; the browser's own by default. */
  pageHost?: string | undefined;
  /** The address to come back to; the browser's current address by default (SH-LOGIN-08). */
  next?: string | undefined;
}

/** The login control: a row of round social buttons, Google, GitHub, Kakao, Naver (SH-LOGIN-01). */
export function LoginButtons({ isWebview, productionHosts, pageHost, next }: LoginButtonsProps) {
  const { apiClient, isExtension = false } = useHost();
  const alert = useAlert();
  const { data: providerStatus } = useQuery(authProvidersOptions(apiClient));
  const here = typeof window === 'undefined' ? null : window.location;
  const models = loginButtonModels({
    isWebview,
    productionHosts,
    pageHost: pageHost ?? here?.hostname ?? '',
    next: next ?? here?.href ?? '',
    isExtension,
    apiBaseUrl: apiClient.baseUrl,
    providerStatus,
  });
  return (
    <ul className={styles.buttons} aria-label={COPY.login.buttonsLabel}>
      {models.map((model) => (
        <li key={model.provider}>
          <LoginButton model={model} onUnavailable={() => alert(COPY.login.unavailable)} />
        </li>
      ))}
    </ul>
  );
}

function LoginButton({ model, onUnavailable }: { model: LoginButtonModel; onUnavailable: () => void }) {
  const label = LABELS[model.provider];
  if (!model.enabled) {
    // A provider without server credentials stays visible but says so instead of navigating.
    return (
      <button
        type="button"
        className={styles.button}
        data-provider={model.provider}
        data-unavailable=""
        aria-disabled="true"
        aria-label={label}
        title={COPY.login.unavailable}
        onClick={onUnavailable}
      >
        <SocialMark provider={model.provider} />
      </button>
    );
  }
  return (
    <a className={styles.button} data-provider={model.provider} href={model.href} aria-label={label} title={label}>
      <SocialMark provider={model.provider} />
    </a>
  );
}
