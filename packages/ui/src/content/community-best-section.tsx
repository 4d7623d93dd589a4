'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, type BestFilterKey, type CommunityBestPost } from '@growday/contracts/client';
import { communityBestOptions } from '../queries/content';
import { BestListSection, defineBestList } from './best-list-section';
import { BEST_FILTER_TABS, DEFAULT_BEST_FILTER } from './best-filters';

export interface CommunityBestSectionProps {
  /** Where 더보기 goes (CC-BEST-01: /best). */
  moreHref?: string;
  /** The default tab's list, rendered on the server so the section does not shift the page. */
  initialResults?: CommunityBestPost[] | null;
}

const COMMUNITY_BEST = defineBestList({
  section: 'community-best',
  title: COPY.best.communityTitle,
  tabsLabel: COPY.best.filterLabel,
  tabs: BEST_FILTER_TABS,
  defaultTab: DEFAULT_BEST_FILTER,
  menuType: 'COMMUNITY',
  options: (api, tab: BestFilterKey) => communityBestOptions(api, tab),
  href: ROUTES.bestItem,
  empty: COPY.best.empty,
});

/** Home community best (CC-BEST-01..13): filter tabs, rows of title and comment count opening /best/{id}. */
export function CommunityBestSection({ moreHref = ROUTES.best, initialResults }: CommunityBestSectionProps) {
  return <BestListSection config={COMMUNITY_BEST} moreHref={moreHref} initialItems={initialResults} />;
}
