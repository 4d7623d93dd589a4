'use client';

import * as COPY from '@growday/contracts/copy';
import { DETAIL_TAG_MORE_THRESHOLD, ROUTES, type Post } from '@growday/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCount } from '../format/count';
import { formatKstDate } from '../format/date';
import { useHost } from '../host/host-provider';
import { BookmarkIcon, CommentIcon, ExternalLinkIcon, EyeIcon, ShareIcon } from '../icons/icons';
import { FadingImage } from '../media/fading-image';
import { useRecordPostClick } from '../queries/post-actions';
import { postOptions } from '../queries/posts';
import { useBookmarkToggle } from '../scrap/use-bookmark-toggle';
import { TagList } from '../tags/tag-list';
import { sourceIconUrl } from './post-images';
import { PostThumbnail } from './post-thumbnail';

// The share modal (and the Modal with its stylesheet) loads on the first click on 공유 (issue 13):
// the post pages render this detail up front, and most readers never share.
const ShareModal = lazy(() => import('../interaction/share-modal').then((m) => ({ default: m.ShareModal })));

export interface PostDetailProps {
  /** The post as the server render (or the card) had it; kept fresh by the single-post query. */
  initialPost: Post;
  /** The right column: popular panel, promo banners, share box (CC-DETAIL-04). */
  aside?: ReactNode;
  /** Below the post content in the left column: the comment area (CC-DETAIL-03). */
  children?: ReactNode;
  /** Fetch the post again when shown (the modal opens with a card's copy of it). */
  refreshOnMount?: boolean;
}

/** Preformatted description, clipped to 600 px (300 px on mobile) with a fade when it overflows. */
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
    <div ref={ref} className="gd-post-detail__desc" data-clipped={clipped || undefined} data-testid="post-description">
      {text}
    </div>
  );
}

/** Scroll what holds the detail (the modal's scroller, else the page) back to the top. */
function scrollContainerToTop(from: HTMLElement | null) {
  const scroller = from?.closest<HTMLElement>('[data-modal-scroll]');
  if (scroller) scroller.scrollTo({ top: 0, behavior: 'smooth' });
  else window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** The post detail, in the modal and on the /feed/{id} page alike. */
export function PostDetail({ initialPost, aside, children, refreshOnMount = false }: PostDetailProps) {
  const { Link, apiClient, storageBaseUrl } = useHost();
  const query = useQuery({ ...postOptions(apiClient, initialPost.id), initialData: initialPost });
  const { refetch } = query;
  const post = query.data ?? initialPost;
  const sourceIcon = sourceIconUrl(post.source, storageBaseUrl);
  const recordClick = useRecordPostClick(post.id);
  const [shareOpen, setShareOpen] = useState(false);
  // Mounted from the first opening on and kept, so the closing modal still fades out.
  const [shareUsed, setShareUsed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const scrap = useBookmarkToggle(post);

  useEffect(() => {
    if (refreshOnMount) void refetch();
  }, [refreshOnMount, refetch]);

  const counters = [
    { key: 'views', label: COPY.post.views, value: post.clickCount, Icon: EyeIcon },
    { key: 'scraps', label: COPY.post.scraps, value: scrap.count, Icon: BookmarkIcon },
    { key: 'shares', label: COPY.post.shares, value: post.shareCount, Icon: ShareIcon },
  ] as const;

  return (
    <div ref={rootRef} className="gd-post-detail-layout" data-has-aside={aside !== undefined || undefined}>
      <div className="gd-post-detail-layout__main">
        <article className="gd-post-detail gd-surface" data-post-id={post.id}>
          {/* A phone's largest paint when the post has an image: fetched ahead of the scripts. */}
          <PostThumbnail post={post} className="gd-post-detail__thumb" loading="eager" fetchPriority="high" />
          <h1 className="gd-post-detail__title">{post.title}</h1>
          <div className="gd-post-detail__meta">
            <Link href={ROUTES.postsBySource(post.source.name)} className="gd-post-detail__source">
              {sourceIcon ? (
                <FadingImage
                  key={sourceIcon}
                  src={sourceIcon}
                  alt=""
                  className="gd-source-icon"
                  width={24}
                  height={24}
                />
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
          <Link
            className="gd-button gd-button--primary gd-post-detail__original"
            href={post.url}
            target="_blank"
            rel="noopener"
            onClick={() => recordClick.mutate()}
          >
            {COPY.post.seeDetails}
            <ExternalLinkIcon size={18} />
          </Link>
          <TagList
            tags={post.tags}
            threshold={DETAIL_TAG_MORE_THRESHOLD}
            moreStyle="more"
            className="gd-post-detail__tags"
          />
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
          <div className="gd-post-detail__actions">
            <button
              type="button"
              className="gd-button"
              data-action="share"
              onClick={() => {
                setShareUsed(true);
                setShareOpen(true);
              }}
            >
              <ShareIcon size={18} />
              {COPY.post.share}
            </button>
            <button
              type="button"
              className="gd-button"
              data-action="comment"
              onClick={() => scrollContainerToTop(rootRef.current)}
            >
              <CommentIcon size={18} />
              {COPY.post.comment}
            </button>
            <button
              type="button"
              className="gd-button"
              data-action="scrap"
              aria-pressed={scrap.bookmarked}
              aria-busy={scrap.pending || undefined}
              onClick={scrap.toggle}
            >
              <BookmarkIcon size={18} filled={scrap.bookmarked} />
              {COPY.post.scrap}
            </button>
          </div>
        </article>
        {children}
      </div>
      {aside !== undefined ? <div className="gd-post-detail-layout__aside">{aside}</div> : null}
      {shareUsed ? (
        <Suspense fallback={null}>
          <ShareModal open={shareOpen} onClose={() => setShareOpen(false)} post={post} />
        </Suspense>
      ) : null}
    </div>
  );
}
