'use client';

import { PostListFeed, type PostListFeedProps } from '../content/post-list-feed';

export type PostFeedProps = Omit<PostListFeedProps, 'source'>;

const LATEST = { kind: 'latest' } as const;

/** The latest feed (home page and the extension's new tab): PostListFeed on the latest source. */
export function PostFeed(props: PostFeedProps) {
  return <PostListFeed source={LATEST} {...props} />;
}
