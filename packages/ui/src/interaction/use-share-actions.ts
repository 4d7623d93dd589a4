'use client';

import * as COPY from '@growday/contracts/copy';
import { INSTAGRAM_URL, type Post } from '@growday/contracts/client';
import { useCallback } from 'react';
import { useHost } from '../host/host-provider';
import { resolveThumbnailUrl } from '../posts/post-images';
import { useShareCountMutation } from '../queries/post-actions';
import { copyText } from './clipboard';
import { shareWithKakao } from './kakao';
import { absoluteShareUrl, openSharePopup, shareTargetUrl, shareUrl, type ShareTarget } from './share-link';
import { useAlert } from './toast';

export type SharedPost = Pick<Post, 'id' | 'type' | 'title' | 'desc' | 'thumbnail' | 'thumbnailKey'>;

export interface ShareActions {
  /** The share link on the short-domain host. */
  url: string;
  /** Copy the link, count the share (+1 at once, rolled back on failure) and say how it went. */
  copyLink: () => Promise<void>;
  /** Open a social network's share page in the 400x550 popup. */
  shareTo: (target: ShareTarget) => void;
  /** Instagram has no web share intent: copy the link, then open Instagram in the popup. */
  shareToInstagram: () => Promise<void>;
  /** KakaoTalk share; the unexpected-error alert when Kakao is unavailable (CC-SHARE-13). */
  shareToKakao: () => Promise<void>;
}

/** Everything the share box and the share modal do, in one place. */
export function useShareActions(post: SharedPost): ShareActions {
  const { shortOrigin, kakaoAppKey, storageBaseUrl } = useHost();
  const alert = useAlert();
  const shareCount = useShareCountMutation(post.id);
  const { mutateAsync } = shareCount;
  const url = shareUrl(post, shortOrigin);

  const copyAndCount = useCallback(
    async (afterCopy?: () => void) => {
      try {
        await copyText(absoluteShareUrl(post, shortOrigin));
      } catch {
        alert(COPY.common.unexpectedError);
        return;
      }
      afterCopy?.();
      try {
        await mutateAsync();
        alert(COPY.share.copied);
      } catch {
        alert(COPY.common.unexpectedError);
      }
    },
    [alert, mutateAsync, post, shortOrigin],
  );

  const copyLink = useCallback(() => copyAndCount(), [copyAndCount]);

  const shareTo = useCallback(
    (target: ShareTarget) => {
      openSharePopup(shareTargetUrl(target, absoluteShareUrl(post, shortOrigin), post.title));
    },
    [post, shortOrigin],
  );

  const shareToInstagram = useCallback(() => copyAndCount(() => openSharePopup(INSTAGRAM_URL)), [copyAndCount]);

  const shareToKakao = useCallback(async () => {
    try {
      const image = resolveThumbnailUrl(post, storageBaseUrl);
      await shareWithKakao(
        {
          url: absoluteShareUrl(post, shortOrigin),
          title: post.title,
          description: post.desc.slice(0, 100),
          imageUrl: image ? new URL(image, window.location.href).toString() : null,
        },
        kakaoAppKey,
      );
    } catch {
      alert(COPY.common.unexpectedError);
    }
  }, [alert, kakaoAppKey, post, shortOrigin, storageBaseUrl]);

  return { url, copyLink, shareTo, shareToInstagram, shareToKakao };
}
