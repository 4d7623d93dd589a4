'use client';

import { COPY, ROUTES, type BestFilterKey, type CommunityBestPost } from '@growday/contracts/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHost } from '../host/host-provider';
import { CommentIcon } from '../icons/icons';
import { formatCount } from '../format/count';
import { communityBestOptions } from '../queries/content';
import { useTrack, useTrackOncePerVisit } from './analytics';
import { BEST_FILTER_TABS, DEFAULT_BEST_FILTER } from './best-filters';
import { TabBar } from '../interaction/tab-bar';

export interface CommunityBestSectionProps {
  /** Where 더보기 goes (CC-BEST-01: /best). */
  moreHref?: string;
  /** The default tab's list, rendered on the server so the section does not shift the page. */
  initialResults?: CommunityBestPost[] | null;
}

/**
 * Home community best (CC-BEST-01..13): filter tabs, rows of title and comment count opening
 * /best/{id}, and a More link. Renders nothing until its first list arrives and nothing on error;
 * while another tab loads, the previous rows stay (marked busy) so the tabs do not vanish.
 */
export function CommunityBestSection({ moreHref = ROUTES.best, initialResults }: CommunityBestSectionProps) {
  const { apiClient, Link } = useHost();
  const track = useTrack();
  const trackClickOnce = useTrackOncePerVisit();
  const [filter, setFilter] = useState<BestFilterKey>(DEFAULT_BEST_FILTER);
  const { data, status, isPlaceholderData } = useQuery({
    ...communityBestOptions(apiClient, filter),
    initialData: filter === DEFAULT_BEST_FILTER && initialResults ? initialResults : undefined,
    placeholderData: keepPreviousData,
  });
  if (status !== 'success') return null;

  return (
    <section className="gd-best-section" data-section="community-best" aria-labelledby="gd-community-best-title">
      <h2 className="gd-best-section__title" id="gd-community-best-title">
        {COPY.best.communityTitle}
      </h2>
      <TabBar
        aria-label={COPY.best.filterLabel}
        items={BEST_FILTER_TABS}
        value={filter}
        onChange={(key) => {
          setFilter(key);
          track({ name: 'best_tab_select', menuType: 'COMMUNITY', filter: key });
        }}
        rightButton={
          <Link
            href={moreHref}
            className="gd-best-section__more"
            onClick={() => track({ name: 'best_more_click', menuType: 'COMMUNITY' })}
          >
            {COPY.common.more}
          </Link>
        }
      />
      <ol className="gd-best-list" aria-busy={isPlaceholderData} data-filter={filter}>
        {data.map((post) => (
          <li key={post.id} className="gd-best-list__row">
            <Link
              href={ROUTES.bestItem(post.id)}
              className="gd-best-list__link"
              onClick={() => trackClickOnce({ name: 'best_post_click', menuType: 'COMMUNITY', id: post.id })}
            >
              <span className="gd-best-list__title">{post.title}</span>
              <span className="gd-best-list__count" data-testid="comment-count">
                <CommentIcon size={14} />
                <span className="gd-visually-hidden">{COPY.best.comments} </span>
                {formatCount(post.commentCount)}
              </span>
            </Link>
          </li>
        ))}
      </ol>
      {data.length === 0 ? <p className="gd-best-section__empty">{COPY.best.empty}</p> : null}
    </section>
  );
}
