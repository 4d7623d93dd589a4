import * as COPY from '@growday/contracts/copy';
import { COMMUNITY_COPY, ROUTES, type CommunityPost } from '@growday/contracts/client';
import type { ReactNode } from 'react';
import { formatCount } from '../format/count';
import { formatKstDate } from '../format/date';
import type { HostLinkComponent } from '../host/host-provider';
import { CommentIcon, EyeIcon } from '../icons/icons';

/**
 * /best/{id}: one community post with its title, category, author, date (and the edited mark),
 * the body as the API rendered and sanitised it, and counters; the host adds its controls. It
 * holds no state, so the website renders it on the server and ships none of it (issue 13): the
 * host hands its link component in rather than through the client-side host context.
 */
export function CommunityPostView({
  post,
  actions,
  Link,
}: {
  post: CommunityPost;
  actions?: ReactNode;
  Link: HostLinkComponent;
}) {
  const counters = [
    { key: 'votes', label: COPY.best.votes, value: post.voteCount },
    { key: 'comments', label: COPY.best.comments, value: post.commentCount },
    { key: 'views', label: COPY.best.views, value: post.viewCount },
  ] as const;
  return (
    <article className="gd-community-post gd-surface" data-community-post-id={post.id}>
      <Link href={ROUTES.best} className="gd-community-post__back">
        {COPY.best.backToList}
      </Link>
      {post.category ? (
        <Link href={ROUTES.communityCategory(post.category.slug)} className="gd-community-post__category">
          {post.category.name}
        </Link>
      ) : null}
      <h1 className="gd-community-post__title">{post.title}</h1>
      <div className="gd-community-post__meta">
        <span className="gd-community-post__author">
          <span className="gd-visually-hidden">{COPY.post.author} </span>
          {post.author ?? COPY.common.anonymous}
        </span>
        <time dateTime={post.createdAt}>{formatKstDate(post.createdAt)}</time>
        {post.editedAt ? (
          <span
            className="gd-community-post__edited"
            data-testid="community-edited"
            title={formatKstDate(post.editedAt)}
          >
            {COMMUNITY_COPY.edited}
          </span>
        ) : null}
      </div>
      {/* Rendered by the API from the safe Markdown subset and sanitised (modules/community/markdown.ts). */}
      <div
        className="gd-community-post__body gd-markdown"
        data-testid="community-body"
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />
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
      {actions}
    </article>
  );
}
