import { SHARE_POPUP, SHARE_TARGET_URLS, postHref, type Post } from '@growday/contracts/client';

/** What a share link is built from: the post's type and id (SH-UI-08). */
export type ShareLinkData = Pick<Post, 'id' | 'type'>;

/**
 * The share link: /news/{id} for a news item (CC-SHARE-01), /feed/{id} for any other type
 * (CC-SHARE-02), on the short-domain host. An empty origin gives the path alone.
 */
export function shareUrl(data: ShareLinkData, shortOrigin: string | undefined): string {
  const origin = (shortOrigin ?? '').replace(/\/+$/, '');
  return `${origin}${postHref(data)}`;
}

/** The share link as an absolute URL (the page's own origin when no short origin is set). */
export function absoluteShareUrl(data: ShareLinkData, shortOrigin: string | undefined): string {
  const url = shareUrl(data, shortOrigin);
  if (/^https?:\/\//i.test(url) || typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).toString();
}

/** window.open features of the 400x550 share popup (CC-SHARE-08), centred on the current window. */
export function sharePopupFeatures(screenLeft = 0, screenTop = 0, outerWidth = 0, outerHeight = 0): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener=no`;
}

/** Open a share target in the popup window. */
export function openSharePopup(url: string): Window | null {
  const features = sharePopupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight);
  const popup = window.open(url, 'gd-share', features);
  if (popup) popup.opener = null;
  return popup;
}

export type ShareTarget = 'twitter' | 'facebook';

/** The share-intent URL of a social network for a link and its text. */
export function shareTargetUrl(target: ShareTarget, url: string, text: string): string {
  return target === 'twitter' ? SHARE_TARGET_URLS.twitter(url, text) : SHARE_TARGET_URLS.facebook(url);
}
