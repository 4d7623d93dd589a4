'use client';

import * as COPY from '@growday/contracts/copy';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../api/client';
import { formatCount } from '../format/count';
import { useHost } from '../host/host-provider';
import { CommentIcon } from '../icons/icons';
import { TabBar, type TabBarItem } from '../interaction/tab-bar';
import { useTrack, useTrackOncePerVisit, type BestMenuType } from './analytics';

/** A row of a best list: a title with its comment count. */
export interface BestListItem {
  id: number;
  title: string;
  commentCount: number;
}

/** What tells the home's best lists apart: their tabs, their query, where a row goes. */
export interface BestListConfig<K extends string, Item extends BestListItem, Key extends QueryKey> {
  /** data-section and the heading's id. */
  section: string;
  title: string;
  tabsLabel: string;
  tabs: readonly TabBarItem<K>[];
  defaultTab: K;
  menuType: BestMenuType;
  options: (api: ApiClient, tab: K) => UseQueryOptions<Item[], Error, Item[], Key>;
  href: (id: number) => string;
  empty: string;
}

export interface BestListSectionProps<K extends string, Item extends BestListItem, Key extends QueryKey> {
  config: BestListConfig<K, Item, Key>;
  /** Where 더보기 goes. */
  moreHref: string;
  /** The default tab's list, rendered on the server so the section does not shift the page. */
  initialItems?: Item[] | null | undefined;
}

/** A best list's config, its types inferred from its query options. */
export function defineBestList<K extends string, Item extends BestListItem, Key extends QueryKey>(
  config: BestListConfig<K, Item, Key>,
): BestListConfig<K, Item, Key> {
  return config;
}

/**
 * One best list on the home page (community best, news best): tabs, rows of title and comment
 * count, a More link. Renders nothing until its first list arrives and nothing on error; while
 * another tab loads, the previous rows stay (marked busy) so the tabs do not vanish.
 */
export function BestListSection<K extends string, Item extends BestListItem, Key extends QueryKey>({
  config,
  moreHref,
  initialItems,
}: BestListSectionProps<K, Item, Key>) {
  const { apiClient, Link } = useHost();
  const track = useTrack();
  const trackClickOnce = useTrackOncePerVisit();
  const [tab, setTab] = useState<K>(config.defaultTab);
  const { data, status, isPlaceholderData } = useQuery({
    ...config.options(apiClient, tab),
    initialData: tab === config.defaultTab && initialItems ? initialItems : undefined,
    placeholderData: keepPreviousData,
  });
  if (status !== 'success') return null;
  const { menuType } = config;
  const titleId = `gd-${config.section}-title`;

  return (
    <section className="gd-best-section gd-surface" data-section={config.section} aria-labelledby={titleId}>
      <h2 className="gd-best-section__title" id={titleId}>
        {config.title}
      </h2>
      <TabBar
        aria-label={config.tabsLabel}
        items={config.tabs}
        value={tab}
        onChange={(key) => {
          setTab(key);
          track({ name: 'best_tab_select', menuType, filter: key });
        }}
        rightButton={
          <Link
            href={moreHref}
            className="gd-best-section__more"
            onClick={() => track({ name: 'best_more_click', menuType })}
          >
            {COPY.common.more}
          </Link>
        }
      />
      <ol className="gd-best-list" aria-busy={isPlaceholderData} data-filter={tab}>
        {data.map((item) => (
          <li key={item.id} className="gd-best-list__row">
            <Link
              href={config.href(item.id)}
              className="gd-best-list__link"
              onClick={() => trackClickOnce({ name: 'best_post_click', menuType, id: item.id })}
            >
              <span className="gd-best-list__title">{item.title}</span>
              <span className="gd-best-list__count" data-testid="comment-count">
                <CommentIcon size={14} />
                <span className="gd-visually-hidden">{COPY.best.comments} </span>
                {formatCount(item.commentCount)}
              </span>
            </Link>
          </li>
        ))}
      </ol>
      {data.length === 0 ? <p className="gd-best-section__empty">{config.empty}</p> : null}
    </section>
  );
}
