'use client';

import * as COPY from '@growday/contracts/copy';
import {
  FEED_PAGE_SIZE_DEFAULT,
  postHref,
  USER_PATHS,
  type Connection,
  type UserComment,
} from '@growday/contracts/client';
import {
  InfiniteListFooter,
  checkAnswer,
  formatKstDateTime,
  nextCursor,
  nodesOfPages,
  useHost,
  type ApiClient,
} from '@growday/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useMemo } from 'react';

type UserCommentPage = Connection<UserComment>;

export const myCommentKeys = {
  all: ['my-comments'] as const,
  list: (first: number) => [...myCommentKeys.all, { first }] as const,
};

/** listUserComments: the viewer's own comments, newest first; fetched on every visit (they change anywhere). */
function myCommentsOptions(api: ApiClient, first: number) {
  return infiniteQueryOptions({
    queryKey: myCommentKeys.list(first),
    queryFn: async ({ pageParam, signal }): Promise<UserCommentPage> =>
      checkAnswer(
        await api.request<unknown>(USER_PATHS.userComments, { query: { first, after: pageParam }, signal }),
        (c) => c.connectionSchema(c.userCommentSchema),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** /me/info/comment (SH-ROUTE-11): the viewer's comments with links to their posts, or the empty state. */
export function MyPageComments({ pageSize = FEED_PAGE_SIZE_DEFAULT }: { pageSize?: number }) {
  const { apiClient } = useHost();
  const query = useInfiniteQuery(myCommentsOptions(apiClient, pageSize));
  const { data, status } = query;
  const comments = useMemo(() => nodesOfPages(data?.pages), [data]);

  const footer = (
    <InfiniteListFooter
      state={query}
      itemCount={comments.length}
      failedText={COPY.myPage.commentLoadFailed}
      empty={
        <div className="gd-my-page__empty" data-testid="my-comments-empty">
          <p>{COPY.myPage.commentEmpty}</p>
        </div>
      }
    />
  );

  return (
    <section className="gd-my-comments" aria-label={COPY.myPage.commentList} aria-busy={status === 'pending'}>
      {comments.length > 0 ? (
        <ul className="gd-my-comments__list">
          {comments.map((comment) => (
            <MyComment key={comment.id} comment={comment} />
          ))}
        </ul>
      ) : null}
      {footer}
    </section>
  );
}

function MyComment({ comment }: { comment: UserComment }) {
  return (
    <li className="gd-my-comment gd-surface" data-testid="my-comment" data-comment-id={comment.id}>
      {comment.status === 'DELETED_BY_REPORT' ? (
        <p className="gd-my-comment__notice">{COPY.myPage.commentHiddenByReport}</p>
      ) : null}
      <p className="gd-my-comment__text">
        {comment.parentId !== null ? <span className="gd-my-comment__reply">{COPY.myPage.commentReply}</span> : null}
        {comment.text}
      </p>
      <div className="gd-my-comment__meta">
        <Link href={postHref(comment.post)} prefetch={false} className="gd-my-comment__post">
          {comment.post.title}
        </Link>
        <time dateTime={comment.createdAt}>{formatKstDateTime(comment.createdAt)}</time>
      </div>
    </li>
  );
}
