'use client';

import * as COPY from '@growday/contracts/copy';
import { useQuery } from '@tanstack/react-query';
import { PostListFeed } from '../content/post-list-feed';
import { useHost } from '../host/host-provider';
import { followedTagsOptions } from '../queries/my-feed';
import { TagChips } from '../tags/tag-chips';
import styles from './my-feed-section.module.css';

const MY_FEED_SOURCE = { kind: 'myFeed' } as const;

export interface MyFeedSectionProps {
  viewerId: number;
  /** Opens the My Feed popup (the host owns it, so the side menu can open the same one). */
  onEditTags: () => void;
}

/**
 * The signed-in home's My Feed: a heading with the button that opens the popup, then the followed
 * tags and the feed built from them; with no tags, text inviting the user to set interest tags.
 * The feed loads further pages on request only, so the latest feed below it stays reachable.
 */
export function MyFeedSection({ viewerId, onEditTags }: MyFeedSectionProps) {
  const { apiClient } = useHost();
  const followed = useQuery(followedTagsOptions(apiClient, viewerId));
  const tags = followed.data?.edges.map((edge) => edge.node) ?? [];

  let body;
  if (followed.status === 'pending') {
    body = null;
  } else if (tags.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>{COPY.myFeed.empty}</p>
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.tags} aria-label={COPY.myFeed.followedTags} role="group">
          <TagChips tags={tags} className="gd-my-feed__tag-list" />
        </div>
        <PostListFeed
          source={MY_FEED_SOURCE}
          label={COPY.myFeed.title}
          emptyText={COPY.myFeed.feedEmpty}
          autoLoad={false}
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="gd-my-feed-title" data-testid="my-feed-section">
      <div className={styles.head}>
        <h2 className="gd-section-title" id="gd-my-feed-title">
          {COPY.myFeed.title}
        </h2>
        <button type="button" className="gd-button gd-button--small" onClick={onEditTags}>
          {COPY.myFeed.setTags}
        </button>
      </div>
      {body}
    </section>
  );
}
