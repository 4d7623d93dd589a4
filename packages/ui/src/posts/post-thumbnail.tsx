'use client';

import { CARD_IMAGE, type Post } from '@growday/contracts';
import { useHost } from '../host/host-provider';
import { FadingImage } from '../media/fading-image';
import { resolveThumbnailUrl, tagIconUrl } from './post-images';

export interface PostThumbnailProps {
  post: Pick<Post, 'title' | 'thumbnail' | 'thumbnailKey' | 'tags' | 'source'>;
  className?: string | undefined;
  loading?: 'lazy' | 'eager';
}

/** Fallback when a post has no thumbnail or it fails: the first tag's icon, else its name. */
function ThumbnailFallback({ post }: Pick<PostThumbnailProps, 'post'>) {
  const { storageBaseUrl } = useHost();
  const tag = post.tags[0];
  const text = <span className="gd-thumb-fallback__text">{tag ? tag.name : post.source.name}</span>;
  const icon = tag ? tagIconUrl(tag, storageBaseUrl) : null;
  return (
    <div className="gd-thumb-fallback" data-testid="thumbnail-fallback">
      {icon ? (
        <FadingImage key={icon} src={icon} alt={tag?.name ?? ''} className="gd-thumb-fallback__icon" fallback={text} />
      ) : (
        text
      )}
    </div>
  );
}

/** The post's image (500x250 box) when it has one, else the tag-based fallback. */
export function PostThumbnail({ post, className, loading = 'lazy' }: PostThumbnailProps) {
  const { storageBaseUrl } = useHost();
  const url = resolveThumbnailUrl(post, storageBaseUrl);
  return (
    <div className={className ? `gd-thumb ${className}` : 'gd-thumb'}>
      {url ? (
        <FadingImage
          key={url}
          src={url}
          alt={post.title}
          className="gd-thumb__img"
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          loading={loading}
          fallback={<ThumbnailFallback post={post} />}
        />
      ) : (
        <ThumbnailFallback post={post} />
      )}
    </div>
  );
}
