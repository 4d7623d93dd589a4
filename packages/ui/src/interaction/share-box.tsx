'use client';

import * as COPY from '@growday/contracts/copy';
import { ShareButton } from './share-button';
import { useIsExtensionHost, type ShareTargetId } from './share-targets';
import { useShareActions, type SharedPost } from './use-share-actions';

export interface ShareBoxProps {
  post: SharedPost;
  className?: string | undefined;
}

/** The share box's targets in order, with its own labels (CC-SHARE-03). */
const BOX_TARGETS: readonly { target: ShareTargetId; label: string }[] = [
  { target: 'link', label: COPY.share.copyLink },
  { target: 'twitter', label: COPY.share.twitter },
  { target: 'facebook', label: COPY.share.facebook },
  { target: 'kakao', label: COPY.share.kakao },
];

/**
 * The post detail's share box: link copy, Twitter, Facebook and Kakao (CC-SHARE-03); Kakao is
 * hidden in the browser-extension build (CC-SHARE-04).
 */
export function ShareBox({ post, className }: ShareBoxProps) {
  const actions = useShareActions(post);
  const hideKakao = useIsExtensionHost();
  return (
    <section className={className ? `gd-share-box ${className}` : 'gd-share-box'} aria-label={COPY.post.share}>
      <h2 className="gd-share-box__title">{COPY.post.share}</h2>
      <ul className="gd-share-box__list">
        {BOX_TARGETS.filter(({ target }) => !(hideKakao && target === 'kakao')).map(({ target, label }) => (
          <ShareButton key={target} target={target} actions={actions} variant="gd-share-button" label={label} />
        ))}
      </ul>
    </section>
  );
}
