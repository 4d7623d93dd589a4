import { API_PATHS, COPY, FILES_BASE_PATH, type Post } from '@growday/contracts';
import { createApiClient, HostProvider, LoginButtons, PlainLink, ShareBox, type HostValue } from '@growday/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { asExtensionHost } from '../src/new-tab-app';
import { makePost } from './fixtures';

const API_ORIGIN = 'https://api.growday.example';
const NEW_TAB = 'chrome-extension://jflffapameopjhofnlmdimjjpdhjjknl/new-tab.html';

function render(node: ReactNode): string {
  const base: HostValue = {
    Link: PlainLink,
    storageBaseUrl: `${API_ORIGIN}${FILES_BASE_PATH}`,
    apiClient: createApiClient({ baseUrl: API_ORIGIN, fetch: () => Promise.reject(new Error('offline')) }),
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <HostProvider value={asExtensionHost(base, () => undefined)}>{node}</HostProvider>
    </QueryClientProvider>,
  );
}

const post: Post = makePost(3);

describe('the extension host', () => {
  it('CC-SHARE-04 hides the Kakao share (the share box; the share modal reads the same host flag)', () => {
    const box = render(<ShareBox post={post} />);
    expect(box).toContain(COPY.share.copyLink);
    expect(box).not.toContain(COPY.share.kakao);
  });

  it('SH-LOGIN-09 SH-PLAT-01 signs in on the API host with platform=extension and next= the new tab', () => {
    const html = render(<LoginButtons isWebview={false} pageHost="growday.kr" next={NEW_TAB} />);
    const hrefs = [...html.matchAll(/data-provider="(\w+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      new URL((m[2] ?? '').replaceAll('&amp;', '&')),
    ]) as [string, URL][];
    expect(hrefs.map(([provider]) => provider)).toEqual(['google', 'github', 'kakao', 'naver']);
    for (const [, url] of hrefs) {
      expect(url.origin).toBe(API_ORIGIN);
      expect(url.searchParams.get('platform')).toBe('extension');
      expect(url.searchParams.get('next')).toBe(NEW_TAB);
    }
    expect(hrefs.find(([p]) => p === 'kakao')?.[1].pathname).toBe(API_PATHS.kakaoLogin);
  });
});
