import * as COPY from '@growday/contracts/copy';
import { type SearchRankingEntry } from '@growday/contracts/client';
import { SearchPopular } from './search-popular';

/** Nothing matched `query` (or, with '' , nothing was asked): say so and offer popular searches. */
export function SearchEmptyState({ query, ranking }: { query: string; ranking: readonly SearchRankingEntry[] }) {
  return (
    <div className="gd-search-empty" data-testid="search-empty">
      <p className="gd-search-empty__title" role="status">
        {query ? COPY.search.noResults(query) : COPY.search.blankQuery}
      </p>
      {query ? <p className="gd-search-empty__hint">{COPY.search.noResultsHint}</p> : null}
      <SearchPopular ranking={ranking} />
    </div>
  );
}
