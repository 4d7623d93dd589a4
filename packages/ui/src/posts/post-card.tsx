'use client';

import * as COPY from '@growday/contracts/copy';
import { CARD_IMAGE, CARD_TAG_MORE_THRESHOLD, postHref, type Post } from '@growday/contracts/client';
import type { MouseEvent } from 'react';
import { formatCount } from '../format/count';
import { useHost } from '../host/host-provider';
import { BookmarkIcon } from '../icons/icons';
import { FadingImage } from '../media/fading-image';
import { useBookmarkToggle } from '../scrap/use-bookmark-toggle';
import { HighlightedText } from '../search/highlighted-text';
import { TagList } from '../tags/tag-list';
import { isPlainLeftClick, usePostActions } from './post-actions-context';
import { sourceIconUrl } from './post-images';
import { PostThumbnail } from './post-thumbnail';

export interface PostCardProps {
  post: Post;
  /** The first cards of a page load their image at once. */
  eagerImage?: boolean;
  /**
   * The card whose image is a phone's largest paint (the first search result, in one column):
   * fetched at high priority, beside the stylesheet instead of after the scripts.
   */
  priorityImage?: boolean;
  /** Words to mark in the title and source name (search results). */
  highlightTerms?: readonly string[] | undefined;
  /**
   * The title's heading level: h3 under a page's section headings (the default), h2 where the
   * cards sit right under the page's h1 (search results), so headings never skip a level.
   */
  titleLevel?: 2 | 3;
}

interface CardBookmarkButtonProps {
  bookmarked: boolean;
  count: number;
  pending?: boolean;
  onClick?: (() => void) | undefined;
}

/** The card's scrap button with its count (CC-CARD-12). */
function CardBookmarkButton({ bookmarked, count, pending = false, onClick }: CardBookmarkButtonProps) {
  const shown = formatCount(count);
  return (
    <button
      type="button"
      className="gd-stat gd-bookmark-button"
      title={COPY.post.scraps}
      aria-label={COPY.a11y.bookmarkButton(shown)}
      aria-pressed={bookmarked}
      aria-busy={pending || undefined}
      data-testid="bookmark-button"
      onClick={onClick}
    >
      <BookmarkIcon size={18} filled={bookmarked} />
      <span aria-hidden="true">{shown}</span>
    </button>
  );
}

/** The live toggle, rendered only under a host's scrap actions (it needs the query client). */
function LiveCardBookmarkButton({ post }: { post: Post }) {
  const { bookmarked, count, pending, toggle } = useBookmarkToggle(post);
  return <CardBookmarkButton bookmarked={bookmarked} count={count} pending={pending} onClick={toggle} />;
}

/**
 * A feed card. Its title link covers the card; on the website a plain click opens the post modal
 * (the host's `openPost`), elsewhere (the extension) the link leads to the website.
 */
export function PostCard({
  post,
  eagerImage = false,
  priorityImage = false,
  highlightTerms,
  titleLevel = 3,
}: PostCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const { Link, storageBaseUrl } = useHost();
  const { openPost, scrap } = usePostActions();
  const sourceIcon = sourceIconUrl(post.source, storageBaseUrl);
  // The modal shows feed posts at /feed/{id}; news items keep their own page.
  const opensModal = openPost !== undefined && post.type === 'post';

  const onTitleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensModal || !isPlainLeftClick(event)) return;
    event.preventDefault();
    openPost(post);
  };

  return (
    <article className="gd-post-card gd-surface" data-post-id={post.id} data-read={post.viewerHasRead || undefined}>
      <div className="gd-post-card__source">
        {sourceIcon ? (
          <FadingImage key={sourceIcon} src={sourceIcon} alt="" className="gd-source-icon" width={20} height={20} />
        ) : null}
        <span className="gd-post-card__source-name">
          <HighlightedText text={post.source.name} terms={highlightTerms} />
        </span>
      </div>
      <Title className="gd-post-card__title">
        <Link href={postHref(post)} className="gd-post-card__link" onClick={onTitleClick}>
          <HighlightedText text={post.title} terms={highlightTerms} />
        </Link>
      </Title>
      <TagList
        tags={post.tags}
        threshold={CARD_TAG_MORE_THRESHOLD}
        className="gd-post-card__tags"
        highlightTerms={highlightTerms}
      />
      <PostThumbnail
        post={post}
        className="gd-post-card__thumb"
        loading={eagerImage || priorityImage ? 'eager' : 'lazy'}
        fetchPriority={priorityImage ? 'high' : undefined}
        resize={CARD_IMAGE}
      />
      <div className="gd-post-card__footer">
        {scrap ? (
          <LiveCardBookmarkButton post={post} />
        ) : (
          <CardBookmarkButton bookmarked={post.viewerHasBookmarked} count={post.bookmarkCount ?? 0} />
        )}
      </div>
    </article>
  );
}
