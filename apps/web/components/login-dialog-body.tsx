'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, isValidUsername, type HostPlatform } from '@growday/contracts/client';
import { LoginModalContent, Modal, useHost } from '@growday/ui';
import { isConnectedAppContainer, writeLoginModalHideToday } from '@growday/ui/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { LoginSettings } from '@/lib/server/login-settings';
import { QueryScope } from './query-scope';

function DevLoginForm({ onDone }: { onDone: () => void }) {
  const { apiClient } = useHost();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!isValidUsername(username)) {
      setError(COPY.errors.badRequest);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await apiClient.devLogin(username.trim());
      // The login state changed: every query, the current user's first, is asked again (SH-AUTH-07).
      await queryClient.invalidateQueries();
      onDone();
      router.refresh();
    } catch {
      setError(COPY.common.tryAgainLater);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="gd-dev-login" onSubmit={submit} aria-labelledby="gd-dev-login-title">
      <h3 id="gd-dev-login-title">{COPY.devLogin.title}</h3>
      <label className="gd-visually-hidden" htmlFor="gd-dev-login-username">
        {COPY.devLogin.usernameLabel}
      </label>
      <div className="gd-dev-login__row">
        <input
          id="gd-dev-login-username"
          name="username"
          className="gd-input"
          placeholder={COPY.devLogin.usernameLabel}
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <button type="submit" className="gd-button gd-button--primary" disabled={pending}>
          {COPY.header.login}
        </button>
      </div>
      {error ? (
        <p className="gd-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export interface LoginDialogBodyProps {
  open: boolean;
  onClose: () => void;
  /**
   * Set only for the automatic prompt: its "hide for today" link closes with this after writing
   * the cookie (the Korea-time day's end is computed here, so the layout never carries it).
   */
  onHideToday: (() => void) | undefined;
  platform: HostPlatform;
  settings: LoginSettings;
  devLoginEnabled: boolean;
}

/** The login modal itself; login-dialog.tsx loads it with import() on the first opening. */
export default function LoginDialogBody({
  open,
  onClose,
  onHideToday,
  platform,
  settings,
  devLoginEnabled,
}: LoginDialogBodyProps) {
  // Its own query scope: the providers list is a query, and the layout that opens it has none.
  return (
    <QueryScope>
      <Modal
        open={open}
        onClose={onClose}
        title={COPY.login.title}
        hideButtons
        showCloseButton
        width={400}
        className="gd-login-dialog"
      >
        <LoginModalContent
          isWebview={isConnectedAppContainer(platform)}
          productionHosts={settings.productionWebHosts}
          privacyHref={ROUTES.termsPrivacy}
          serviceHref={ROUTES.termsService}
          onHideToday={
            onHideToday
              ? () => {
                  writeLoginModalHideToday();
                  onHideToday();
                }
              : undefined
          }
        >
          {devLoginEnabled ? <DevLoginForm onDone={onClose} /> : null}
        </LoginModalContent>
      </Modal>
    </QueryScope>
  );
}
