import * as COPY from '@growday/contracts/copy';
import { ROUTES, type BestFilterKey } from '@growday/contracts';
import { BEST_FILTER_KEYS, CommunityBestBoard, DEFAULT_BEST_FILTER, isBestFilterKey } from '@growday/ui';
import type { Metadata } from 'next';
import { NextHostLink } from '@/components/next-host-link';
import { PageHead } from '@/components/page-head';
import { getCommunityBestBoard } from '@/lib/server/best';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

interface BestPageProps {
  searchParams: Promise<{ filter?: string | string[] }>;
}

function filterHref(filter: BestFilterKey): string {
  return filter === DEFAULT_BEST_FILTER ? ROUTES.best : `${ROUTES.best}?filter=${filter}`;
}

async function readFilter(searchParams: BestPageProps['searchParams']): Promise<BestFilterKey> {
  const { filter } = await searchParams;
  const value = Array.isArray(filter) ? filter[0] : filter;
  return isBestFilterKey(value) ? value : DEFAULT_BEST_FILTER;
}

export async function generateMetadata({ searchParams }: BestPageProps): Promise<Metadata> {
  return pageMetadata({
    title: COPY.best.pageTitle,
    description: COPY.best.pageDescription,
    path: filterHref(await readFilter(searchParams)),
  });
}

/** /best: the community best list of a period (CC-ROUTE-01). */
export default async function BestPage({ searchParams }: BestPageProps) {
  const filter = await readFilter(searchParams);
  const posts = await getCommunityBestBoard(filter);
  const filterHrefs = Object.fromEntries(BEST_FILTER_KEYS.map((key) => [key, filterHref(key)])) as Record<
    BestFilterKey,
    string
  >;
  return (
    <div className="gd-container gd-best-page">
      <PageHead title={COPY.best.pageTitle} description={COPY.best.pageDescription} />
      <CommunityBestBoard filter={filter} filterHrefs={filterHrefs} posts={posts} Link={NextHostLink} />
    </div>
  );
}
