'use client';

import type { Post } from '@growday/contracts';
import { useHost } from '../host/host-provider';
import { FadingImage } from '../media/fading-image';
import { resizeImageUrl, resolveThumbnailUrl, tagIconUrl } from './post-images';

export interface PostThumbnailProps {
  post: Pick<Post, 'title' | 'thumbnail' | 'thumbnailKey' | 'tags' | 'source'>;
  className?: string | undefined;
  loading?: 'lazy' | 'eager';
  /** `high` for the page's main image (the detail's thumbnail is its LCP element). */
  fetchPriority?: 'high' | 'low' | 'auto' | undefined;
  /** Ask the resize service for this size (cards: CARD_IMAGE 500x250); the original otherwise. */
  resize?: { width: number; height: number } | undefined;
}

/** The default tag icon (CC-DATA-06): a tag shape drawn inline, so it never fails to load. */
export function DefaultTagIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      data-testid="default-tag-icon"
    >
      <path
        d="M6 8a2 2 0 0 1 2-2h15.2a2 2 0 0 1 1.4.6l17 17a2 2 0 0 1 0 2.8L26.4 41.6a2 2 0 0 1-2.8 0l-17-17A2 2 0 0 1 6 23.2z"
        fill="currentColor"
        opacity="0.85"
      />
      <circle cx="15" cy="15" r="3.5" fill="#fff" />
    </svg>
  );
}

/**
 * Fallback when a post has no thumbnail or it fails (CC-CARD-03, CC-CARD-06, CC-DETAIL-05): the
 * first tag's icon (the default icon when it has none or it fails) with the tag's name; without
 * tags, the source name.
 */
function ThumbnailFallback({ post }: Pick<PostThumbnailProps, 'post'>) {
  const { storageBaseUrl } = useHost();
  const tag = post.tags[0];
  const icon = tag ? tagIconUrl(tag, storageBaseUrl) : null;
  const defaultIcon = <DefaultTagIcon className="gd-thumb-fallback__icon gd-thumb-fallback__icon--default" />;
  return (
    <div className="gd-thumb-fallback" data-testid="thumbnail-fallback">
      {tag ? (
        icon ? (
          <FadingImage key={icon} src={icon} alt="" className="gd-thumb-fallback__icon" fallback={defaultIcon} />
        ) : (
          defaultIcon
        )
      ) : null}
      <span className="gd-thumb-fallback__text">{tag ? tag.name : post.source.name}</span>
    </div>
  );
}

/** The post's image when it has one (CC-CARD-04), fading in (CC-CARD-05), else the fallback. */
export function PostThumbnail({ post, className, loading = 'lazy', fetchPriority, resize }: PostThumbnailProps) {
  const { storageBaseUrl, apiClient } = useHost();
  const source = resolveThumbnailUrl(post, storageBaseUrl);
  const url = source && resize ? resizeImageUrl(source, resize.width, resize.height, apiClient.baseUrl) : source;
  return (
    <div className={className ? `gd-thumb ${className}` : 'gd-thumb'}>
      {url ? (
        <FadingImage
          key={url}
          src={url}
          alt={post.title}
          className="gd-thumb__img"
          width={resize?.width}
          height={resize?.height}
          loading={loading}
          fetchPriority={fetchPriority}
          fallback={<ThumbnailFallback post={post} />}
        />
      ) : (
        <ThumbnailFallback post={post} />
      )}
    </div>
  );
}
