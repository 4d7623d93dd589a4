import * as COPY from '@growday/contracts/copy';
import { KAKAO_SDK_URL } from '@growday/contracts/client';

/** The part of the Kakao JavaScript SDK the share uses. */
export interface KakaoSdk {
  init: (appKey: string) => void;
  isInitialized: () => boolean;
  Share: { sendDefault: (settings: Record<string, unknown>) => void };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

function isKakaoSdk(value: unknown): value is KakaoSdk {
  const sdk = value as Partial<KakaoSdk> | undefined;
  return (
    !!sdk &&
    typeof sdk.init === 'function' &&
    typeof sdk.isInitialized === 'function' &&
    typeof sdk.Share?.sendDefault === 'function'
  );
}

let loading: Promise<KakaoSdk> | null = null;

/**
 * `window.Kakao`, loading the SDK with a script tag on first use (the website only; the extension
 * ships no remote code and hides the Kakao button). Rejects when the script fails or the SDK is
 * not there after it loaded; a later call tries again.
 */
export function loadKakaoSdk(src: string = KAKAO_SDK_URL): Promise<KakaoSdk> {
  if (typeof window === 'undefined') return Promise.reject(new Error('Kakao SDK needs a browser'));
  if (isKakaoSdk(window.Kakao)) return Promise.resolve(window.Kakao);
  if (loading) return loading;
  loading = new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.dataset.gdKakaoSdk = '';
    script.onload = () => {
      if (isKakaoSdk(window.Kakao)) resolve(window.Kakao);
      else reject(new Error('Kakao SDK loaded without window.Kakao'));
    };
    script.onerror = () => reject(new Error('Kakao SDK failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    document.querySelector('script[data-gd-kakao-sdk]')?.remove();
    throw error;
  });
  return loading;
}

export interface KakaoShareContent {
  url: string;
  title: string;
  description?: string | undefined;
  imageUrl?: string | null | undefined;
}

/**
 * Share a link through KakaoTalk: the SDK (loaded on demand) initialised with the app key unless
 * it already is. Rejects when the SDK is unavailable or there is no key (CC-SHARE-13).
 */
export async function shareWithKakao(content: KakaoShareContent, appKey: string | undefined): Promise<void> {
  const kakao = await loadKakaoSdk();
  if (!kakao.isInitialized()) {
    if (!appKey) throw new Error('No Kakao app key');
    kakao.init(appKey);
  }
  const link = { mobileWebUrl: content.url, webUrl: content.url };
  kakao.Share.sendDefault({
    objectType: 'feed',
    content: {
      title: content.title,
      description: content.description ?? '',
      ...(content.imageUrl ? { imageUrl: content.imageUrl } : {}),
      link,
    },
    buttons: [{ title: COPY.post.seeDetails, link }],
  });
}
