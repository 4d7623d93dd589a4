import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import { showHeader } from '@growday/ui';
import type { Metadata } from 'next';
import { SearchAnalytics } from '@/components/analytics/search-analytics';
import { PageHead } from '@/components/page-head';
import { SearchEmptyState } from '@/components/search-empty-state';
import { getShellData } from '@/components/shell-data';
import { getSearchFirstPage, getSearchRanking, parseSearchQuery, type SearchParams } from '@/lib/server/search';
import { pageMetadata } from '@/lib/site-metadata';
import { RecentSearchesPanelLazy, SearchBarHostLazy, SearchResultsFeedLazy } from '@/components/search-parts-lazy';

export const dynamic = 'force-dynamic';

/** The route's pathname, as the shell's rules take it. */
const SEARCH_PATHNAME = new URL(ROUTES.search(''), 'http://localhost').pathname;

interface SearchPageProps {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const query = parseSearchQuery(await searchParams);
  return {
    ...pageMetadata({
      title: query ? COPY.search.resultsTitle(query) : COPY.search.pageTitle,
      description: COPY.search.description,
      path: ROUTES.search(query),
    }),
    // Result pages are endless variations of the same content: kept out of search engines.
    robots: { index: false, follow: true },
  };
}

/**
 * /search?query= (CC-ROUTE-14): the bar, then the first page of results rendered here (later
 * pages on scroll), or the empty state with popular searches; with no query, recent and popular
 * searches. On mobile and in the webviews the shell hides the header here (SH-ROUTE-07), so the
 * bar brings its own back button.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const query = parseSearchQuery(await searchParams);
  const [{ context }, firstPage, ranking] = await Promise.all([
    getShellData(),
    query ? getSearchFirstPage(query) : Promise.resolve(null),
    getSearchRanking(),
  ]);
  const empty = <SearchEmptyState query={query} ranking={ranking} />;
  return (
    <div className="gd-container gd-search-page">
      <SearchBarHostLazy key={query} initialQuery={query} showBack={!showHeader(SEARCH_PATHNAME, context)} />
      {query ? (
        <>
          <PageHead title={COPY.search.resultsTitle(query)} />
          <SearchAnalytics query={query} resultCount={firstPage?.edges.length ?? 0} />
          {firstPage && firstPage.edges.length === 0 ? (
            empty
          ) : (
            <SearchResultsFeedLazy key={query} query={query} initialPage={firstPage} empty={empty} />
          )}
        </>
      ) : (
        <>
          <h1 className="gd-visually-hidden">{COPY.search.pageTitle}</h1>
          <RecentSearchesPanelLazy />
          {empty}
        </>
      )}
    </div>
  );
}
