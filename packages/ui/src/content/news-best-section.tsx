'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, type NewsBestTab, type NewsHeadline } from '@growday/contracts/client';
import { newsHeadlinesOptions } from '../queries/content';
import { BestListSection, defineBestList } from './best-list-section';
import { DEFAULT_NEWS_BEST_TAB, NEWS_BEST_TAB_ITEMS } from './best-filters';

export interface NewsBestSectionProps {
  /** Where 더보기 goes: supplied by the page (CC-BEST-05). */
  moreHref: string;
  /** The default tab's list, rendered on the server so the section does not shift the page. */
  initialHeadlines?: NewsHeadline[] | null;
}

const NEWS_BEST = defineBestList({
  section: 'news-best',
  title: COPY.best.newsTitle,
  tabsLabel: COPY.best.newsTitle,
  tabs: NEWS_BEST_TAB_ITEMS,
  defaultTab: DEFAULT_NEWS_BEST_TAB,
  menuType: 'BEST',
  options: (api, tab: NewsBestTab) => newsHeadlinesOptions(api, tab),
  href: ROUTES.newsItem,
  empty: COPY.feed.empty,
});

/** Home news best: tabs of NEWS_BEST_TABS, rows linking to /news/{id}, a More link to `moreHref`. */
export function NewsBestSection({ moreHref, initialHeadlines }: NewsBestSectionProps) {
  return <BestListSection config={NEWS_BEST} moreHref={moreHref} initialItems={initialHeadlines} />;
}
