'use client';

import { CARD_IMAGE, CARD_TAG_MORE_THRESHOLD, COPY, postHref, type Post } from '@growday/contracts';
import type { MouseEvent } from 'react';
import { formatCount } from '../format/count';
import { useHost } from '../host/host-provider';
import { BookmarkIcon } from '../icons/icons';
import { FadingImage } from '../media/fading-image';
import { TagList } from '../tags/tag-list';
import { isPlainLeftClick, usePostActions } from './post-actions-context';
import { sourceIconUrl } from './post-images';
import { PostThumbnail } from './post-thumbnail';

export interface PostCardProps {
  post: Post;
  /** The first cards of a page load their image at once. */
  eagerImage?: boolean;
  /** The scrap button; defaults to the host's toggle (PostActionsProvider). */
  onBookmark?: ((post: Post) => void) | undefined;
}

/**
 * A feed card. Its title link covers the card; on the website a plain click opens the post modal
 * (the host's `openPost`), elsewhere (the extension) the link leads to the website.
 */
export function PostCard({ post, eagerImage = false, onBookmark }: PostCardProps) {
  const { Link, storageBaseUrl } = useHost();
  const { openPost, toggleBookmark } = usePostActions();
  const sourceIcon = sourceIconUrl(post.source, storageBaseUrl);
  const bookmarkCount = formatCount(post.bookmarkCount);
  const bookmark = onBookmark ?? toggleBookmark;
  // The modal shows feed posts at /feed/{id}; news items keep their own page.
  const opensModal = openPost !== undefined && post.type === 'post';

  const onTitleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensModal || !isPlainLeftClick(event)) return;
    event.preventDefault();
    openPost(post);
  };

  return (
    <article className="gd-post-card" data-post-id={post.id} data-read={post.viewerHasRead || undefined}>
      <div className="gd-post-card__source">
        {sourceIcon ? (
          <FadingImage key={sourceIcon} src={sourceIcon} alt="" className="gd-source-icon" width={20} height={20} />
        ) : null}
        <span className="gd-post-card__source-name">{post.source.name}</span>
      </div>
      <h3 className="gd-post-card__title">
        <Link href={postHref(post)} className="gd-post-card__link" onClick={onTitleClick}>
          {post.title}
        </Link>
      </h3>
      <TagList tags={post.tags} threshold={CARD_TAG_MORE_THRESHOLD} className="gd-post-card__tags" />
      <PostThumbnail
        post={post}
        className="gd-post-card__thumb"
        loading={eagerImage ? 'eager' : 'lazy'}
        resize={CARD_IMAGE}
      />
      <div className="gd-post-card__footer">
        <button
          type="button"
          className="gd-stat gd-bookmark-button"
          title={COPY.post.scraps}
          aria-label={COPY.a11y.bookmarkButton(bookmarkCount)}
          aria-pressed={post.viewerHasBookmarked}
          data-testid="bookmark-button"
          onClick={() => bookmark?.(post)}
        >
          <BookmarkIcon size={18} filled={post.viewerHasBookmarked} />
          <span aria-hidden="true">{bookmarkCount}</span>
        </button>
      </div>
    </article>
  );
}
