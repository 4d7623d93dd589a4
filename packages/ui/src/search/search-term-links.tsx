'use client';

import { ROUTES } from '@growday/contracts/client';
import { useHost } from '../host/host-provider';
import { useRecentSearches } from './use-recent-searches';

export interface SearchTermLinksProps {
  terms: readonly string[];
  /** Accessible name of the list. */
  label: string;
  className?: string;
}

/**
 * Searches offered as links (popular searches): real addresses that work without script, and a
 * click counts as submitting that text, so it joins the recent searches (CC-SEARCH-04).
 */
export function SearchTermLinks({ terms, label, className = 'gd-search-terms' }: SearchTermLinksProps) {
  const { Link } = useHost();
  const recent = useRecentSearches();
  return (
    <ol className={className} aria-label={label}>
      {terms.map((term, index) => (
        <li key={term} className="gd-search-terms__item">
          <span className="gd-search-terms__rank" aria-hidden="true">
            {index + 1}
          </span>
          <Link href={ROUTES.search(term)} className="gd-search-terms__link" onClick={() => recent.save(term)}>
            {term}
          </Link>
        </li>
      ))}
    </ol>
  );
}
