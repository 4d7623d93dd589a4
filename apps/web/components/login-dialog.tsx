'use client';

import { API_PATHS, COPY, ROUTES, usernameSchema, type ApiPathName } from '@growday/contracts';
import { useHost } from '@growday/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';

interface LoginDialogValue {
  open: () => void;
}

const LoginDialogContext = createContext<LoginDialogValue | null>(null);

/** Opens the login dialog (the login icon, and restricted icons for visitors). */
export function useLoginDialog(): LoginDialogValue {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog() needs a <LoginDialogProvider> above it');
  return value;
}

const SOCIAL_LOGINS: { path: ApiPathName; label: string }[] = [
  { path: 'googleLogin', label: COPY.login.google },
  { path: 'githubLogin', label: COPY.login.github },
  { path: 'kakaoLogin', label: COPY.login.kakao },
  { path: 'naverLogin', label: COPY.login.naver },
];

/** Social sign-in is a browser redirect with next= the current address and platform=web. */
function socialLoginHref(path: ApiPathName): string {
  const params = new URLSearchParams({ next: window.location.href, platform: 'web' });
  return `${API_PATHS[path]}?${params.toString()}`;
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
    const parsed = usernameSchema.safeParse(username);
    if (!parsed.success) {
      setError(COPY.errors.badRequest);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await apiClient.devLogin(parsed.data);
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

export function LoginDialogProvider({ children, devLoginEnabled }: { children: ReactNode; devLoginEnabled: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const value = useMemo(() => ({ open }), [open]);

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <dialog
        ref={dialogRef}
        className="gd-dialog"
        aria-labelledby="gd-login-title"
        onClose={close}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
      >
        {isOpen ? (
          <>
            <button
              type="button"
              className="gd-icon-button gd-dialog__close"
              aria-label={COPY.common.close}
              onClick={close}
            >
              ✕
            </button>
            <h2 id="gd-login-title" className="gd-dialog__title">
              {COPY.login.title}
            </h2>
            <ul className="gd-social-logins">
              {SOCIAL_LOGINS.map(({ path, label }) => (
                <li key={path}>
                  <button
                    type="button"
                    className="gd-button"
                    onClick={() => window.location.assign(socialLoginHref(path))}
                  >
                    {label}
                  </button>
                </li>
              ))}
            </ul>
            {devLoginEnabled ? <DevLoginForm onDone={close} /> : null}
            <p className="gd-dialog__note">
              {COPY.login.collectedData}
              <br />
              <a href={ROUTES.termsPrivacy} target="_blank" rel="noopener">
                {COPY.login.privacy}
              </a>
              {' · '}
              <a href={ROUTES.termsService} target="_blank" rel="noopener">
                {COPY.login.terms}
              </a>
            </p>
          </>
        ) : null}
      </dialog>
    </LoginDialogContext.Provider>
  );
}
