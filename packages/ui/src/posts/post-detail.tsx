'use client';

import { COPY, ROUTES, type Post } from '@growday/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatCount } from '../format/count';
import { formatKstDate } from '../format/date';
import { useHost } from '../host/host-provider';
import { TagChips } from '../tags/tag-chips';
import { ExternalLinkIcon, EyeIcon, BookmarkIcon, ShareIcon } from '../icons/icons';
import { FadingImage } from '../media/fading-image';
import { postOptions } from '../queries/posts';
import { sourceIconUrl } from './post-images';
import { PostThumbnail } from './post-thumbnail';

export interface PostDetailProps {
  /** The post as the server render fetched it; kept fresh by the single-post query. */
  initialPost: Post;
}

/** Preformatted description, clipped to a maximum height with a fade when it overflows. */
function PostDescription({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [clipped, setClipped] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setClipped(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return (
    <div ref={ref} className="gd-post-detail__desc" data-clipped={clipped || undefined}>
      {text}
    </div>
  );
}

export function PostDetail({ initialPost }: PostDetailProps) {
  const { Link, apiClient, storageBaseUrl } = useHost();
  const { data } = useQuery({ ...postOptions(apiClient, initialPost.id), initialData: initialPost });
  const post = data ?? initialPost;
  const sourceIcon = sourceIconUrl(post.source, storageBaseUrl);

  const counters = [
    { key: 'views', label: COPY.post.views, value: post.clickCount, Icon: EyeIcon },
    { key: 'scraps', label: COPY.post.scraps, value: post.bookmarkCount, Icon: BookmarkIcon },
    { key: 'shares', label: COPY.post.shares, value: post.shareCount, Icon: ShareIcon },
  ] as const;

  return (
    <article className="gd-post-detail" data-post-id={post.id}>
      <PostThumbnail post={post} className="gd-post-detail__thumb" loading="eager" />
      <h1 className="gd-post-detail__title">{post.title}</h1>
      <div className="gd-post-detail__meta">
        <Link href={ROUTES.postsBySource(post.source.name)} className="gd-post-detail__source">
          {sourceIcon ? (
            <FadingImage key={sourceIcon} src={sourceIcon} alt="" className="gd-source-icon" width={24} height={24} />
          ) : null}
          <span>{post.source.name}</span>
        </Link>
        {post.author ? (
          <Link href={ROUTES.postsByAuthor(post.author)} className="gd-post-detail__author">
            <span className="gd-visually-hidden">{COPY.post.author} </span>
            {post.author}
          </Link>
        ) : null}
        <time dateTime={post.createdAt} className="gd-post-detail__date">
          {formatKstDate(post.createdAt)}
        </time>
      </div>
      <PostDescription text={post.desc} />
      <a
        className="gd-button gd-button--primary gd-post-detail__original"
        href={post.url}
        target="_blank"
        rel="noopener"
      >
        {COPY.post.seeDetails}
        <ExternalLinkIcon size={18} />
      </a>
      <TagChips tags={post.tags} className="gd-post-detail__tags" />
      <dl className="gd-post-detail__counters">
        {counters.map(({ key, label, value, Icon }) => (
          <div key={key} className="gd-counter" data-counter={key}>
            <dt>
              <Icon size={18} />
              {label}
            </dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
