import { COPY, PRODUCT_NAME, ROUTES, SLOGAN } from '@growday/contracts/client';
import {
  CashRewardWidget,
  HostProvider,
  LogoMark,
  PostFeed,
  SearchIcon,
  ToastProvider,
  useHost,
  type HostValue,
} from '@growday/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { AccountEntry } from './account-entry';
import { OPTIONS_PAGE } from './manifest';
import { signInReturnAddress } from './sign-in-return';
import { getExtensionTabId } from './tab-id';
import { toWebUrl } from './web-url';

export interface NewTabAppProps {
  queryClient: QueryClient;
  host: HostValue;
  webOrigin: string;
  pageSize: number;
}

function SearchForm({ webOrigin }: { webOrigin: string }) {
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    if (query) window.location.assign(toWebUrl(ROUTES.search(query), webOrigin));
  };
  return (
    <form role="search" className="gd-nt-search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="gd-visually-hidden">
        {COPY.header.search}
      </label>
      <input
        id={inputId}
        name="query"
        type="search"
        className="gd-input gd-nt-search__input"
        placeholder={COPY.header.search}
        autoComplete="off"
      />
      <button type="submit" className="gd-icon-button" aria-label={COPY.header.search}>
        <SearchIcon size={20} />
      </button>
    </form>
  );
}

interface LoginControl {
  loginOpen: boolean;
  onOpenLogin: () => void;
  onCloseLogin: () => void;
}

function NewTabHeader({ webOrigin, login }: { webOrigin: string; login: LoginControl }) {
  const { Link } = useHost();
  return (
    <header className="gd-header">
      <div className="gd-container gd-header__inner">
        <Link href={ROUTES.home} className="gd-header__home" aria-label={PRODUCT_NAME}>
          <LogoMark size={28} />
          <span aria-hidden="true">{PRODUCT_NAME}</span>
        </Link>
        <SearchForm webOrigin={webOrigin} />
        <div className="gd-nt-actions">
          {/* A page of this extension: a relative address, no tabs permission needed. */}
          <a href={OPTIONS_PAGE} className="gd-nt-settings-link">
            {COPY.extension.settingsLink}
          </a>
          <AccountEntry
            webOrigin={webOrigin}
            next={signInReturnAddress(window.location.href, window.location.origin)}
            {...login}
          />
        </div>
      </div>
    </header>
  );
}

/** The host value the extension's pages give the shared UI. */
export function asExtensionHost(host: HostValue, openLogin: () => void): HostValue {
  return { ...host, isExtension: true, openLogin };
}

/**
 * The new-tab page: the website's header essentials, a login entry and the latest-posts feed from
 * packages/ui. The host is marked as the extension (Kakao share hidden, CC-SHARE-04; sign-in with
 * platform=extension, SH-LOGIN-09; referral after sign-in, SH-AUTH-08), and shared UI that needs a
 * signed-in user opens this page's login modal.
 */
export function NewTabApp({ queryClient, host, webOrigin, pageSize }: NewTabAppProps) {
  const [loginOpen, setLoginOpen] = useState(false);
  const extensionHost = useMemo(() => asExtensionHost(host, () => setLoginOpen(true)), [host]);
  const login: LoginControl = {
    loginOpen,
    onOpenLogin: () => setLoginOpen(true),
    onCloseLogin: () => setLoginOpen(false),
  };
  return (
    <QueryClientProvider client={queryClient}>
      <HostProvider value={extensionHost}>
        <ToastProvider>
          <a href="#main" className="gd-skip-link">
            {COPY.a11y.skipToContent}
          </a>
          <NewTabHeader webOrigin={webOrigin} login={login} />
          <main id="main" className="gd-main gd-container">
            <h1 className="gd-visually-hidden">{SLOGAN}</h1>
            {/* Signed in with this tab's id: a pick and the install reward at once (SH-REWARD-01, -02). */}
            <CashRewardWidget getExtensionTabId={getExtensionTabId} getPickTabId={getExtensionTabId} />
            <h2 className="gd-section-title">{COPY.feed.latest}</h2>
            <PostFeed pageSize={pageSize} label={COPY.feed.latest} />
          </main>
        </ToastProvider>
      </HostProvider>
    </QueryClientProvider>
  );
}
