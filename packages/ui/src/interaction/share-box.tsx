'use client';

import { COPY } from '@growday/contracts';
import { useHost } from '../host/host-provider';
import { isExtensionPage } from './host-flags';
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
        <li>
          <button type="button" className="gd-share-button" data-share="link" onClick={() => void actions.copyLink()}>
            <span className="gd-share-button__icon" aria-hidden="true">
              🔗
            </span>
            {COPY.share.copyLink}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="gd-share-button"
            data-share="twitter"
            onClick={() => actions.shareTo('twitter')}
          >
            <span className="gd-share-button__icon" aria-hidden="true">
              𝕏
            </span>
            {COPY.share.twitter}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="gd-share-button"
            data-share="facebook"
            onClick={() => actions.shareTo('facebook')}
          >
            <span className="gd-share-button__icon" aria-hidden="true">
              f
            </span>
            {COPY.share.facebook}
          </button>
        </li>
        {hideKakao ? null : (
          <li>
            <button
              type="button"
              className="gd-share-button"
              data-share="kakao"
              onClick={() => void actions.shareToKakao()}
            >
              <span className="gd-share-button__icon" aria-hidden="true">
                💬
              </span>
              {COPY.share.kakao}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
