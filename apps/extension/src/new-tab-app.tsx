import { COPY, PRODUCT_NAME, ROUTES, SLOGAN } from '@growday/contracts';
import { HostProvider, LogoMark, PostFeed, SearchIcon, useHost, type HostValue } from '@growday/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { toWebUrl } from './web-link';

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

function NewTabHeader({ webOrigin }: { webOrigin: string }) {
  const { Link } = useHost();
  return (
    <header className="gd-header">
      <div className="gd-container gd-header__inner">
        <Link href={ROUTES.home} className="gd-header__home" aria-label={PRODUCT_NAME}>
          <LogoMark size={28} />
          <span aria-hidden="true">{PRODUCT_NAME}</span>
        </Link>
        <SearchForm webOrigin={webOrigin} />
      </div>
    </header>
  );
}

/** The new-tab page: the website's header essentials and the latest-posts feed from packages/ui. */
export function NewTabApp({ queryClient, host, webOrigin, pageSize }: NewTabAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <HostProvider value={host}>
        <a href="#main" className="gd-skip-link">
          {COPY.a11y.skipToContent}
        </a>
        <NewTabHeader webOrigin={webOrigin} />
        <main id="main" className="gd-main gd-container">
          <h1 className="gd-visually-hidden">{SLOGAN}</h1>
          <h2 className="gd-section-title">{COPY.feed.latest}</h2>
          <PostFeed pageSize={pageSize} label={COPY.feed.latest} />
        </main>
      </HostProvider>
    </QueryClientProvider>
  );
}
