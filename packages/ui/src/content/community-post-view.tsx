'use client';

import { COPY, ROUTES, type CommunityPost } from '@growday/contracts/client';
import { formatCount } from '../format/count';
import { formatKstDate } from '../format/date';
import { useHost } from '../host/host-provider';
import { CommentIcon, EyeIcon } from '../icons/icons';

/** /best/{id}: one community post with its title, author, preformatted body and counters. */
export function CommunityPostView({ post }: { post: CommunityPost }) {
  const { Link } = useHost();
  const counters = [
    { key: 'votes', label: COPY.best.votes, value: post.voteCount },
    { key: 'comments', label: COPY.best.comments, value: post.commentCount },
    { key: 'views', label: COPY.best.views, value: post.viewCount },
  ] as const;
  return (
    <article className="gd-community-post" data-community-post-id={post.id}>
      <Link href={ROUTES.best} className="gd-community-post__back">
        {COPY.best.backToList}
      </Link>
      <h1 className="gd-community-post__title">{post.title}</h1>
      <div className="gd-community-post__meta">
        <span className="gd-community-post__author">
          <span className="gd-visually-hidden">{COPY.post.author} </span>
          {post.author ?? COPY.common.anonymous}
        </span>
        <time dateTime={post.createdAt}>{formatKstDate(post.createdAt)}</time>
      </div>
      <div className="gd-community-post__body">{post.body}</div>
      <dl className="gd-community-post__counters">
        {counters.map(({ key, label, value }) => (
          <div key={key} className="gd-counter" data-counter={key}>
            <dt>
              {key === 'comments' ? <CommentIcon size={16} /> : key === 'views' ? <EyeIcon size={16} /> : null}
              {label}
            </dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
