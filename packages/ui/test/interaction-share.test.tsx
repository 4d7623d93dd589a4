import { API_PATHS, COPY, FILES_BASE_PATH, KAKAO_SDK_URL, SHARE_COUNT_TIMEOUT_MS, type Post } from '@growday/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../src/api/api-error';
import { createApiClient, type FetchLike } from '../src/api/client';
import { patchShareCount, recordPostClick } from '../src/api/post-actions';
import { HostProvider, PlainLink, type HostValue } from '../src/host/host-provider';
import { shareWithKakao, type KakaoSdk } from '../src/interaction/kakao';
import { ShareBox } from '../src/interaction/share-box';
import { ShareModalContent } from '../src/interaction/share-modal';
import { sharePopupFeatures, shareTargetUrl, shareUrl } from '../src/interaction/share-link';
import { SHARE_TARGET_ACTIONS } from '../src/interaction/share-targets';
import type { ShareActions } from '../src/interaction/use-share-actions';

const post: Post = {
  id: 21,
  type: 'post',
  title: '리액트 19 정리',
  desc: '설명',
  url: 'https://example.com/react',
  href: '/feed/21',
  author: null,
  source: { name: '블로그', iconKey: null },
  tags: [],
  thumbnail: null,
  thumbnailKey: null,
  clickCount: 0,
  shareCount: 4,
  bookmarkCount: 0,
  commentCount: 0,
  viewerHasBookmarked: false,
  viewerHasRead: false,
  isBest: false,
  createdAt: '2026-01-05T00:00:00.000Z',
};

function host(extra: Partial<HostValue> = {}): HostValue {
  return {
    Link: PlainLink,
    storageBaseUrl: FILES_BASE_PATH,
    apiClient: createApiClient({ baseUrl: '', fetch: async () => new Response('{}') }),
    ...extra,
  };
}

function render(node: ReactNode, extra: Partial<HostValue> = {}): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <HostProvider value={host(extra)}>{node}</HostProvider>
    </QueryClientProvider>,
  );
}

describe('share links', () => {
  it('CC-SHARE-01 SH-UI-08 the share link data is type and id; a news item shares /news/{id}', () => {
    expect(shareUrl({ id: 7, type: 'news' }, 'https://gd.kr')).toBe('https://gd.kr/news/7');
  });

  it('CC-SHARE-02 any other type shares /feed/{id} on the short-domain host', () => {
    expect(shareUrl({ id: 7, type: 'post' }, 'https://gd.kr/')).toBe('https://gd.kr/feed/7');
    expect(shareUrl({ id: 7, type: 'post' }, undefined)).toBe('/feed/7');
  });

  it('CC-SHARE-08 the share popup window is 400x550, centred on the window', () => {
    expect(sharePopupFeatures(100, 50, 1200, 950)).toBe('popup=yes,width=400,height=550,left=500,top=250,noopener=no');
    expect(shareTargetUrl('twitter', 'https://gd.kr/feed/1', '제목')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent('https://gd.kr/feed/1')}&text=${encodeURIComponent('제목')}`,
    );
    expect(shareTargetUrl('facebook', 'https://gd.kr/feed/1', '제목')).toContain(
      `sharer.php?u=${encodeURIComponent('https://gd.kr/feed/1')}`,
    );
  });
});

describe('share box and share modal', () => {
  it('CC-SHARE-03 the share box offers link copy, Twitter, Facebook and Kakao', () => {
    const html = render(<ShareBox post={post} />, { isExtension: false });
    for (const label of [COPY.share.copyLink, COPY.share.twitter, COPY.share.facebook, COPY.share.kakao]) {
      expect(html).toContain(label);
    }
    expect(html.match(/data-share="/g)).toHaveLength(4);
  });

  it('CC-SHARE-04 Kakao is hidden when the extension build flag is on', () => {
    const html = render(<ShareBox post={post} />, { isExtension: true });
    expect(html).not.toContain(COPY.share.kakao);
    expect(html).not.toContain('data-share="kakao"');
    expect(html).toContain(COPY.share.copyLink);
  });

  const actions: ShareActions = {
    url: 'https://gd.kr/feed/21',
    copyLink: async () => {},
    shareTo: () => {},
    shareToInstagram: async () => {},
    shareToKakao: async () => {},
  };

  it('CC-SHARE-05 the share modal offers X, Instagram and KakaoTalk', () => {
    const html = render(<ShareModalContent actions={actions} hideKakao={false} />);
    expect(html).toContain(`${COPY.shareModal.x}</button>`);
    expect(html).toContain(`${COPY.shareModal.instagram}</button>`);
    expect(html).toContain(`${COPY.shareModal.kakao}</button>`);
  });

  it('CC-SHARE-06 the share modal hides the mobile chat app button in a connected app', () => {
    const html = render(<ShareModalContent actions={actions} hideKakao />);
    expect(html).not.toContain(COPY.shareModal.kakao);
    expect(html).toContain(COPY.shareModal.x);
  });

  it('each share target runs its one action, whichever surface lists it', () => {
    const ran: string[] = [];
    const spy: ShareActions = {
      url: actions.url,
      copyLink: async () => void ran.push('copy'),
      shareTo: (target) => void ran.push(target),
      shareToInstagram: async () => void ran.push('instagram'),
      shareToKakao: async () => void ran.push('kakao'),
    };
    for (const target of ['link', 'twitter', 'facebook', 'instagram', 'kakao'] as const) {
      SHARE_TARGET_ACTIONS[target].run(spy);
    }
    expect(ran).toEqual(['copy', 'twitter', 'facebook', 'instagram', 'kakao']);
    // The surfaces keep their own target names for styling.
    const modal = render(<ShareModalContent actions={actions} hideKakao={false} />);
    expect(modal.match(/data-share="[a-z]+"/g)).toEqual([
      'data-share="x"',
      'data-share="instagram"',
      'data-share="kakao"',
    ]);
    const box = render(<ShareBox post={post} />, { isExtension: false });
    expect(box.match(/data-share="[a-z]+"/g)).toEqual([
      'data-share="link"',
      'data-share="twitter"',
      'data-share="facebook"',
      'data-share="kakao"',
    ]);
  });

  it('CC-SHARE-07 the share modal has a readonly link field and a copy button', () => {
    const html = render(<ShareModalContent actions={actions} hideKakao={false} />);
    expect(html).toMatch(
      /<input[^>]*readOnly=""[^>]*value="https:\/\/gd.kr\/feed\/21"|<input[^>]*value="https:\/\/gd.kr\/feed\/21"[^>]*readOnly=""/,
    );
    expect(html).toContain(`>${COPY.shareModal.copy}</button>`);
    expect(html).toContain(COPY.shareModal.linkLabel);
  });
});

describe('post counter calls', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('CC-SHARE-10 link copy sends PATCH to the share-count path and gives up after 3000 ms', async () => {
    vi.useFakeTimers();
    const calls: { url: string; method: string | undefined }[] = [];
    const neverAnswers: FetchLike = (url, init) =>
      new Promise((_, reject) => {
        calls.push({ url, method: init?.method });
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: neverAnswers });
    const pending = patchShareCount(api, 21);
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(SHARE_COUNT_TIMEOUT_MS - 1);
    expect(calls).toEqual([{ url: 'http://api.test/api/v1/posts/postShare/21', method: 'PATCH' }]);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(isApiError(error) && error.kind).toBe('timeout');
  });

  it('CC-SHARE-10 the share count answer is read as data.shareCount', async () => {
    const api = createApiClient({
      baseUrl: '',
      fetch: async () => new Response(JSON.stringify({ data: { shareCount: 5 } })),
    });
    await expect(patchShareCount(api, 21)).resolves.toEqual({ shareCount: 5 });
  });

  it('SH-API-08 see details posts to /api/v1/posts/clickPost/{id} and reads the view count', async () => {
    const seen: string[] = [];
    const api = createApiClient({
      baseUrl: '',
      fetch: async (url, init) => {
        seen.push(`${init?.method} ${url}`);
        return new Response(JSON.stringify({ data: { clickCount: 1001 } }));
      },
    });
    await expect(recordPostClick(api, 33)).resolves.toEqual({ clickCount: 1001 });
    expect(seen).toEqual([`POST ${API_PATHS.clickPost.replace(':postId', '33')}`]);
  });
});

describe('Kakao share', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubKakao(initialized: boolean) {
    const sent: Record<string, unknown>[] = [];
    const inits: string[] = [];
    const kakao: KakaoSdk = {
      init: (key) => void inits.push(key),
      isInitialized: () => initialized || inits.length > 0,
      Share: { sendDefault: (settings) => void sent.push(settings) },
    };
    vi.stubGlobal('window', { Kakao: kakao });
    return { sent, inits };
  }

  it('CC-SHARE-13 shares through window.Kakao, initialising it with the app key', async () => {
    const { sent, inits } = stubKakao(false);
    await shareWithKakao({ url: 'https://gd.kr/feed/21', title: post.title }, 'key-123');
    expect(inits).toEqual(['key-123']);
    expect(JSON.stringify(sent[0])).toContain('https://gd.kr/feed/21');
  });

  it('CC-SHARE-13 Kakao is unavailable without an app key or without the SDK', async () => {
    stubKakao(false);
    await expect(shareWithKakao({ url: 'https://gd.kr/feed/21', title: post.title }, undefined)).rejects.toThrow();
    // No window.Kakao: the SDK script is added and its failure rejects.
    const appended: { src: string; onerror?: () => void }[] = [];
    const head = { appendChild: (el: { src: string; onerror?: () => void }) => void appended.push(el) };
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {
      head,
      createElement: () => ({ dataset: {} }),
      querySelector: () => null,
    });
    const attempt = shareWithKakao({ url: 'https://gd.kr/feed/21', title: post.title }, 'key');
    expect(appended[0]?.src).toBe(KAKAO_SDK_URL);
    appended[0]?.onerror?.();
    await expect(attempt).rejects.toThrow(/failed to load/);
  });
});
