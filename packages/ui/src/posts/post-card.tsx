'use client';

import { COPY, postHref, type Post } from '@growday/contracts';
import { formatCount } from '../format/count';
import { useHost } from '../host/host-provider';
import { TagChips } from '../tags/tag-chips';
import { BookmarkIcon } from '../icons/icons';
import { FadingImage } from '../media/fading-image';
import { sourceIconUrl } from './post-images';
import { PostThumbnail } from './post-thumbnail';

export interface PostCardProps {
  post: Post;
  /** The first cards of a page load their image at once. */
  eagerImage?: boolean;
}

export function PostCard({ post, eagerImage = false }: PostCardProps) {
  const { Link, storageBaseUrl } = useHost();
  const sourceIcon = sourceIconUrl(post.source, storageBaseUrl);
  const bookmarkCount = formatCount(post.bookmarkCount);

  return (
    <article className="gd-post-card" data-post-id={post.id} data-read={post.viewerHasRead || undefined}>
      <div className="gd-post-card__source">
        {sourceIcon ? (
          <FadingImage key={sourceIcon} src={sourceIcon} alt="" className="gd-source-icon" width={20} height={20} />
        ) : null}
        <span className="gd-post-card__source-name">{post.source.name}</span>
      </div>
      <h3 className="gd-post-card__title">
        <Link href={postHref(post)} className="gd-post-card__link">
          {post.title}
        </Link>
      </h3>
      <TagChips tags={post.tags} className="gd-post-card__tags" />
      <PostThumbnail post={post} className="gd-post-card__thumb" loading={eagerImage ? 'eager' : 'lazy'} />
      <div className="gd-post-card__footer">
        <span className="gd-stat" title={COPY.post.scraps} aria-label={`${COPY.post.scraps} ${bookmarkCount}`}>
          <BookmarkIcon size={18} filled={post.viewerHasBookmarked} />
          <span aria-hidden="true">{bookmarkCount}</span>
        </span>
      </div>
    </article>
  );
}
