import * as COPY from '@growday/contracts/copy';
import { COMMUNITY_COPY, type CommunityPostSummary } from '@growday/contracts/client';
import { formatCount, formatKstDate } from '@growday/ui';
import Link from 'next/link';

/** Rows of community posts: category, title (linking to /best/{id}), author, date and counters. */
export function CommunityPostList({
  posts,
  ranked = false,
  empty,
}: {
  posts: CommunityPostSummary[];
  ranked?: boolean;
  empty: string;
}) {
  if (posts.length === 0) {
    return (
      <p className="gd-community-list__empty" data-testid="community-empty">
        {empty}
      </p>
    );
  }
  return (
    <ol className="gd-community-list" data-testid="community-list" data-ranked={ranked || undefined}>
      {posts.map((post) => (
        <li key={post.id} className="gd-community-list__row" data-community-post-id={post.id}>
          {post.category ? <span className="gd-community-list__category">{post.category.name}</span> : null}
          <Link href={post.href} className="gd-community-list__title">
            {post.title}
          </Link>
          <span className="gd-community-list__meta">
            <span>{post.author ?? COPY.common.anonymous}</span>
            <time dateTime={post.createdAt}>{formatKstDate(post.createdAt)}</time>
            {post.editedAt ? <span className="gd-community-list__edited">{COMMUNITY_COPY.edited}</span> : null}
            <span data-counter="votes">
              {COPY.communityPost.upVote} {formatCount(post.voteCount)}
            </span>
            <span data-counter="comments">
              {COMMUNITY_COPY.comments} {formatCount(post.commentCount)}
            </span>
            <span data-counter="views">
              {COMMUNITY_COPY.views} {formatCount(post.viewCount)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
