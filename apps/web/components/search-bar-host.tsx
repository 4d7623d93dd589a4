'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts/client';
import { ChevronLeftIcon, SearchBar } from '@growday/ui';
import { useRouter } from 'next/navigation';

export interface SearchBarHostProps {
  initialQuery: string;
  /** The page's own back button, where the header (and its way home) is hidden (SH-ROUTE-07). */
  showBack: boolean;
}

/**
 * Whether this tab holds an earlier page of this site to go back to. The Navigation API lists only
 * this origin's entries (a tab opened straight onto /search has none before it, whatever
 * history.length says); where it is missing, a same-site referrer stands in.
 */
function hasPreviousPage(): boolean {
  const navigation = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The search bar of /search on the website: a submitted search opens /search?query=. */
export function SearchBarHost({ initialQuery, showBack }: SearchBarHostProps) {
  const router = useRouter();
  function back() {
    // Opened straight into the page there is nothing to go back to: home instead.
    if (hasPreviousPage()) router.back();
    else router.push(ROUTES.home);
  }
  return (
    <SearchBar
      initialQuery={initialQuery}
      autoFocus={initialQuery === ''}
      onSearch={(query) => router.push(ROUTES.search(query))}
      leading={
        showBack ? (
          <button
            type="button"
            className="gd-icon-button gd-search-bar__back"
            aria-label={COPY.header.back}
            onClick={back}
          >
            <ChevronLeftIcon />
          </button>
        ) : null
      }
    />
  );
}
