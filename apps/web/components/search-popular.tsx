import * as COPY from '@growday/contracts/copy';
import { type SearchRankingEntry } from '@growday/contracts/client';
import { SearchTermLinksLazy } from './search-parts-lazy';

/** Popular searches of the last 24 hours as links (the empty state and the blank page offer them). */
export function SearchPopular({ ranking }: { ranking: readonly SearchRankingEntry[] }) {
  const headingId = 'gd-popular-searches-title';
  return (
    <section className="gd-search-section" aria-labelledby={headingId} data-testid="popular-searches">
      <div className="gd-search-section__head">
        <h2 id={headingId} className="gd-search-section__title">
          {COPY.search.popularTitle}
        </h2>
      </div>
      {ranking.length > 0 ? (
        <SearchTermLinksLazy terms={ranking.map((entry) => entry.query)} label={COPY.search.popularTitle} />
      ) : (
        <p className="gd-search-section__empty">{COPY.search.popularEmpty}</p>
      )}
    </section>
  );
}
