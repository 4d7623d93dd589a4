'use client';

import * as COPY from '@growday/contracts/copy';
import {
  POPULAR_THUMBNAIL,
  ROUTES,
  SIMILAR_PAGE_SIZE,
  type BestFilterKey,
  type PopularItem,
  type SimilarFilter,
  type SimilarType,
} from '@growday/contracts/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storageUrl } from '../files/storage-url';
import { useHost } from '../host/host-provider';
import { BookmarkIcon } from '../icons/icons';
import { FadingImage } from '../media/fading-image';
import { resizeImageUrl, resolveThumbnailUrl } from '../posts/post-images';
import { similarPostsOptions } from '../queries/content';
import { useBookmarkToggle } from '../scrap/use-bookmark-toggle';
import { useTrack } from './analytics';
import {
  COMMUNITY_FILTER_TABS,
  DEFAULT_POPULAR_FILTERS,
  POPULAR_TABS,
  SIMILAR_FILTER_TABS,
  popularRequest,
  type PopularFilter,
} from './popular-filters';
import { TabBar } from '../interaction/tab-bar';

/** The panel's thumbnail box lives in contracts, beside the sizes the resize service accepts. */
export { POPULAR_THUMBNAIL };

export interface PopularPanelProps {
  /** The post the panel sits beside; the similar lists are computed for it. */
  postId: number;
  /** Where the COMMUNITY tab's "more" goes (CC-POP-06: the best page). */
  moreHref?: string;
  /**
   * The default tab and filter's items as the server read them for this viewer, so the panel is
   * in the first paint and nothing below it moves when it arrives (a desktop layout shift of 0.08
   * on the post pages); null or missing (the post modal, or the server's read failed): read here.
   */
  initialItems?: PopularItem[] | null | undefined;
}

function PopularThumbnail({ item }: { item: PopularItem }) {
  const { storageBaseUrl } = useHost();
  const original = resolveThumbnailUrl(item, storageBaseUrl);
  if (!original) {
    // No image: the slot keeps its size and shows the source's icon, if any.
    const icon = item.source?.iconKey ? storageUrl(storageBaseUrl, item.source.iconKey) : null;
    return (
      <span className="gd-popular__thumb gd-popular__thumb--empty" aria-hidden="true">
        {icon ? <FadingImage key={icon} src={icon} alt="" className="gd-source-icon" width={20} height={20} /> : null}
      </span>
    );
  }
  const { width, height } = POPULAR_THUMBNAIL;
  const resized = resizeImageUrl(original, width, height);
  return (
    <FadingImage
      key={resized}
      src={resized}
      alt=""
      className="gd-popular__thumb"
      width={width / 2}
      height={height / 2}
      fallback={
        <FadingImage src={original} alt="" className="gd-popular__thumb" width={width / 2} height={height / 2} />
      }
    />
  );
}

/** A feed post's scrap control; live under the host's scrap actions, else it only shows state. */
function PopularScrapButton({ item }: { item: PopularItem }) {
  const { bookmarked, pending, toggle } = useBookmarkToggle(item);
  return (
    <button
      type="button"
      className="gd-icon-button gd-popular__scrap"
      aria-label={COPY.post.scrap}
      aria-pressed={bookmarked}
      aria-busy={pending || undefined}
      disabled={!toggle}
      onClick={toggle}
    >
      <BookmarkIcon size={16} filled={bookmarked} />
    </button>
  );
}

function PopularRow({ item, index, similarType }: { item: PopularItem; index: number; similarType: SimilarType }) {
  const { Link, storageBaseUrl } = useHost();
  const track = useTrack();
  const sourceIcon = item.source?.iconKey ? storageUrl(storageBaseUrl, item.source.iconKey) : null;
  return (
    <li className="gd-popular__item" data-index={index} data-read={item.viewerHasRead || undefined}>
      <span className="gd-popular__rank" aria-label={COPY.popular.rank(index + 1)}>
        {index + 1}
      </span>
      <div className="gd-popular__body">
        <Link
          href={item.href}
          className="gd-popular__title"
          onClick={() => track({ name: 'popular_item_click', similarType, id: item.id })}
        >
          {item.title}
        </Link>
        <div className="gd-popular__meta">
          {sourceIcon ? (
            <FadingImage
              key={sourceIcon}
              src={sourceIcon}
              alt={item.source?.name ?? ''}
              className="gd-source-icon"
              width={16}
              height={16}
            />
          ) : null}
          {/* The spec's item shows the source icon and the author; the source name stands in when
              there is no author (or no icon to name it). */}
          {item.source && (!item.author || !sourceIcon) ? (
            <span className="gd-popular__source">{item.source.name}</span>
          ) : null}
          {item.author ? (
            <span className="gd-popular__author">
              <span className="gd-visually-hidden">{COPY.post.author} </span>
              {item.author}
            </span>
          ) : null}
          {/* Only feed posts can be scrapped; community posts have no bookmark. */}
          {item.kind === 'post' ? <PopularScrapButton item={item} /> : null}
        </div>
      </div>
      <PopularThumbnail item={item} />
    </li>
  );
}

/**
 * The right column's "popular content to see together" (CC-POP-01..14): tabs 인기 콘텐츠 and
 * 커뮤니티 BEST with their filters, five numbered items, a "more" link on the COMMUNITY tab.
 * Renders nothing until a list arrives and nothing on error; lists are cached forever.
 */
export function PopularPanel({ postId, moreHref = ROUTES.best, initialItems }: PopularPanelProps) {
  const { apiClient, Link } = useHost();
  const [tab, setTab] = useState<SimilarType>('SIMILAR');
  const [similarFilter, setSimilarFilter] = useState<SimilarFilter>(DEFAULT_POPULAR_FILTERS.SIMILAR);
  const [communityFilter, setCommunityFilter] = useState<BestFilterKey>(DEFAULT_POPULAR_FILTERS.COMMUNITY);
  const state: PopularFilter =
    tab === 'SIMILAR' ? { tab, filter: similarFilter } : { tab: 'COMMUNITY', filter: communityFilter };
  const { data, status, isPlaceholderData } = useQuery({
    ...similarPostsOptions(apiClient, { postId, ...popularRequest(state), filterKey: state.filter }),
    placeholderData: keepPreviousData,
    initialData:
      tab === 'SIMILAR' && similarFilter === DEFAULT_POPULAR_FILTERS.SIMILAR && initialItems ? initialItems : undefined,
  });
  if (status !== 'success') return null;
  const items = data.slice(0, SIMILAR_PAGE_SIZE);

  return (
    <section className="gd-popular" aria-labelledby="gd-popular-title" data-tab={tab} data-filter={state.filter}>
      <h2 className="gd-popular__heading" id="gd-popular-title">
        {COPY.popular.title}
      </h2>
      <TabBar aria-label={COPY.popular.title} items={POPULAR_TABS} value={tab} onChange={setTab} />
      {tab === 'SIMILAR' ? (
        <TabBar
          aria-label={COPY.popular.filterLabel}
          variant="pill"
          items={SIMILAR_FILTER_TABS}
          value={similarFilter}
          onChange={setSimilarFilter}
        />
      ) : (
        <TabBar
          aria-label={COPY.popular.filterLabel}
          variant="pill"
          items={COMMUNITY_FILTER_TABS}
          value={communityFilter}
          onChange={setCommunityFilter}
        />
      )}
      <ol className="gd-popular__list" aria-busy={isPlaceholderData}>
        {items.map((item, index) => (
          <PopularRow key={`${item.kind}-${item.id}`} item={item} index={index} similarType={tab} />
        ))}
      </ol>
      {tab === 'COMMUNITY' ? (
        <Link href={moreHref} className="gd-popular__more">
          {COPY.common.more}
        </Link>
      ) : null}
    </section>
  );
}
