'use client';

import { COPY, ROUTES, type NewsBestTab, type NewsHeadline } from '@growday/contracts/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHost } from '../host/host-provider';
import { CommentIcon } from '../icons/icons';
import { formatCount } from '../format/count';
import { newsHeadlinesOptions } from '../queries/content';
import { useTrack, useTrackOncePerVisit } from './analytics';
import { DEFAULT_NEWS_BEST_TAB, NEWS_BEST_TAB_ITEMS } from './best-filters';
import { TabBar } from '../interaction/tab-bar';

export interface NewsBestSectionProps {
  /** Where 더보기 goes: supplied by the page (CC-BEST-05). */
  moreHref: string;
  /** The default tab's list, rendered on the server so the section does not shift the page. */
  initialHeadlines?: NewsHeadline[] | null;
}

/** Home news best: tabs of NEWS_BEST_TABS, rows linking to /news/{id}, a More link to `moreHref`. */
export function NewsBestSection({ moreHref, initialHeadlines }: NewsBestSectionProps) {
  const { apiClient, Link } = useHost();
  const track = useTrack();
  const trackClickOnce = useTrackOncePerVisit();
  const [tab, setTab] = useState<NewsBestTab>(DEFAULT_NEWS_BEST_TAB);
  const { data, status, isPlaceholderData } = useQuery({
    ...newsHeadlinesOptions(apiClient, tab),
    initialData: tab === DEFAULT_NEWS_BEST_TAB && initialHeadlines ? initialHeadlines : undefined,
    placeholderData: keepPreviousData,
  });
  if (status !== 'success') return null;

  return (
    <section className="gd-best-section" data-section="news-best" aria-labelledby="gd-news-best-title">
      <h2 className="gd-best-section__title" id="gd-news-best-title">
        {COPY.best.newsTitle}
      </h2>
      <TabBar
        aria-label={COPY.best.newsTitle}
        items={NEWS_BEST_TAB_ITEMS}
        value={tab}
        onChange={(key) => {
          setTab(key);
          track({ name: 'best_tab_select', menuType: 'BEST', filter: key });
        }}
        rightButton={
          <Link
            href={moreHref}
            className="gd-best-section__more"
            onClick={() => track({ name: 'best_more_click', menuType: 'BEST' })}
          >
            {COPY.common.more}
          </Link>
        }
      />
      <ol className="gd-best-list" aria-busy={isPlaceholderData} data-filter={tab}>
        {data.map((item) => (
          <li key={item.id} className="gd-best-list__row">
            <Link
              href={ROUTES.newsItem(item.id)}
              className="gd-best-list__link"
              onClick={() => trackClickOnce({ name: 'best_post_click', menuType: 'BEST', id: item.id })}
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
      {data.length === 0 ? <p className="gd-best-section__empty">{COPY.feed.empty}</p> : null}
    </section>
  );
}
