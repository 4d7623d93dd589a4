'use client';

import { COPY } from '@growday/contracts/client';
import { useHost } from '../host/host-provider';
import { isExtensionPage } from './host-flags';
import { ShareButton } from './share-button';
import { useShareActions, type SharedPost } from './use-share-actions';

export interface ShareBoxProps {
  post: SharedPost;
  className?: string | undefined;
}

/**
 * The post detail's share box: link copy, Twitter, Facebook and Kakao (CC-SHARE-03); Kakao is
 * hidden in the browser-extension build (CC-SHARE-04).
 */
export function ShareBox({ post, className }: ShareBoxProps) {
  const { isExtension } = useHost();
  const actions = useShareActions(post);
  const hideKakao = isExtension ?? isExtensionPage();
  return (
    <section className={className ? `gd-share-box ${className}` : 'gd-share-box'} aria-label={COPY.post.share}>
      <h2 className="gd-share-box__title">{COPY.post.share}</h2>
      <ul className="gd-share-box__list">
        <ShareButton
          share="link"
          variant="gd-share-button"
          icon="🔗"
          label={COPY.share.copyLink}
          onClick={() => void actions.copyLink()}
        />
        <ShareButton
          share="twitter"
          variant="gd-share-button"
          icon="𝕏"
          label={COPY.share.twitter}
          onClick={() => actions.shareTo('twitter')}
        />
        <ShareButton
          share="facebook"
          variant="gd-share-button"
          icon="f"
          label={COPY.share.facebook}
          onClick={() => actions.shareTo('facebook')}
        />
        {hideKakao ? null : (
          <ShareButton
            share="kakao"
            variant="gd-share-button"
            icon="💬"
            label={COPY.share.kakao}
            onClick={() => void actions.shareToKakao()}
          />
        )}
      </ul>
    </section>
  );
}
