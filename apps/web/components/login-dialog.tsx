'use client';

import {
  COPY,
  LOGIN_ERROR_PARAM,
  LOGIN_PROMPT_DELAY_MS,
  LOGIN_PROMPT_SHOWN_KEY,
  ROUTES,
  isValidUsername,
  type HostPlatform,
} from '@growday/contracts/client';
import {
  LoginModalContent,
  Modal,
  isLoginModalHiddenToday,
  useAlert,
  useAuthState,
  useCommunityHandoff,
  useHost,
  writeLoginModalHideToday,
} from '@growday/ui';
import { isConnectedAppContainer } from '@growday/ui/core';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { LoginSettings } from '@/lib/server/login-settings';

interface LoginDialogValue {
  /** The visitor asked to sign in (login icon, restricted icon or action): always opens. */
  open: () => void;
}

const LoginDialogContext = createContext<LoginDialogValue | null>(null);

/** Opens the login dialog (the login icon, and restricted icons for visitors; SH-LOGIN-10). */
export function useLoginDialog(): LoginDialogValue {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog() needs a <LoginDialogProvider> above it');
  return value;
}

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

function readSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage can be off (private mode); the prompt may then show again in this session.
  }
}

/** After a failed social sign-in the server comes back with ?loginError=1: say so, then drop it. */
function useSignInFailedNotice() {
  const alert = useAlert();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(LOGIN_ERROR_PARAM)) return;
    url.searchParams.delete(LOGIN_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    alert(COPY.auth.signInFailed);
  }, [alert]);
}

/**
 * The home page's promotional prompt: once per browser session, LOGIN_PROMPT_DELAY_MS after a
 * signed-out visitor lands on /, unless "hide for today" is set or another modal is open.
 */
function useAutomaticPrompt(enabled: boolean, openPrompt: () => void) {
  const pathname = usePathname();
  const { isLoading, isLoggedIn } = useAuthState();
  const armed = enabled && pathname === ROUTES.home && !isLoading && !isLoggedIn;
  useEffect(() => {
    if (!armed) return;
    if (isLoginModalHiddenToday(document.cookie) || readSessionFlag(LOGIN_PROMPT_SHOWN_KEY)) return;
    const timer = setTimeout(() => {
      if (isLoginModalHiddenToday(document.cookie)) return;
      if (document.documentElement.classList.contains('gd-modal-open')) return;
      writeSessionFlag(LOGIN_PROMPT_SHOWN_KEY);
      openPrompt();
    }, LOGIN_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [armed, openPrompt]);
}

export interface LoginDialogProviderProps {
  children: ReactNode;
  devLoginEnabled: boolean;
  platform: HostPlatform;
  settings: LoginSettings;
  /** Filled with the dialog's opener, for HostValue.openLogin (the host value sits above this). */
  openRef?: RefObject<(() => void) | null>;
}

/**
 * The login modal (CC-LOGIN-01..05): opened by the visitor it shows no hide-for-today link; opened
 * by the home page's automatic prompt it does. In the reward-app webview away from the community
 * host, "sign in" is the community hand-off instead (CC-AUTH-05, CC-AUTH-06).
 */
export function LoginDialogProvider({
  children,
  devLoginEnabled,
  platform,
  settings,
  openRef,
}: LoginDialogProviderProps) {
  const [state, setState] = useState<{ open: boolean; prompt: boolean }>({ open: false, prompt: false });
  const handoff = useCommunityHandoff({
    platform,
    appVersion: settings.appVersion,
    communityOrigin: settings.communityOrigin,
  });
  const { mode: handoffMode, start: startHandoff } = handoff;

  const open = useCallback(() => {
    if (handoffMode !== 'none') {
      void startHandoff(window.location.href);
      return;
    }
    setState({ open: true, prompt: false });
  }, [handoffMode, startHandoff]);
  const openPrompt = useCallback(() => setState({ open: true, prompt: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const hideToday = useCallback(() => {
    writeLoginModalHideToday();
    close();
  }, [close]);

  useEffect(() => {
    if (!openRef) return;
    openRef.current = open;
    return () => {
      openRef.current = null;
    };
  }, [open, openRef]);

  useSignInFailedNotice();
  useAutomaticPrompt(platform === 'web' && handoffMode === 'none', openPrompt);

  const value = useMemo(() => ({ open }), [open]);

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <Modal
        open={state.open}
        onClose={close}
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
          onHideToday={state.prompt ? hideToday : undefined}
        >
          {devLoginEnabled ? <DevLoginForm onDone={close} /> : null}
        </LoginModalContent>
      </Modal>
    </LoginDialogContext.Provider>
  );
}
