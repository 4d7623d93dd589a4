'use client';

import * as COPY from '@growday/contracts/copy';
import {
  LOGIN_ERROR_PARAM,
  LOGIN_PROMPT_DELAY_MS,
  LOGIN_PROMPT_SHOWN_KEY,
  ROUTES,
  type HostPlatform,
} from '@growday/contracts/client';
import { isLoginModalHiddenToday, isModalOpen, useAlert, useCommunityHandoff } from '@growday/ui';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { LoginSettings } from '@/lib/server/login-settings';
import { useSessionUser } from './shell-session';

// The dialog's content (providers, terms links, dev form) loads on the first opening (issue 13).
const LoginDialogBody = dynamic(() => import('./login-dialog-body'), { ssr: false });

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
  // The session knows from the server render whether someone is signed in: no loading state.
  const signedIn = useSessionUser() !== null;
  const armed = enabled && pathname === ROUTES.home && !signedIn;
  useEffect(() => {
    if (!armed) return;
    if (isLoginModalHiddenToday(document.cookie) || readSessionFlag(LOGIN_PROMPT_SHOWN_KEY)) return;
    const timer = setTimeout(() => {
      if (isLoginModalHiddenToday(document.cookie)) return;
      if (isModalOpen()) return;
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
  const [opened, setOpened] = useState(false);
  if (state.open && !opened) setOpened(true);
  const handoff = useCommunityHandoff({
    platform,
    versionBands: settings.versionBands,
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
      {/* Mounted from the first opening on (kept after, for the closing fade). */}
      {state.open || opened ? (
        <LoginDialogBody
          open={state.open}
          onClose={close}
          onHideToday={state.prompt ? close : undefined}
          platform={platform}
          settings={settings}
          devLoginEnabled={devLoginEnabled}
        />
      ) : null}
    </LoginDialogContext.Provider>
  );
}
