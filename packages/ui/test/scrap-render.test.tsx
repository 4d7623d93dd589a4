import { COPY, FILES_BASE_PATH, type Post } from '@growday/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { HostProvider, PlainLink } from '../src/host/host-provider';
import { PostActionsProvider, type PostActions } from '../src/posts/post-actions-context';
import { PostCard } from '../src/posts/post-card';
import { PostDetail } from '../src/posts/post-detail';
import { createQueryClient } from '../src/queries/query-client';
import { badgeText } from '../src/scrap/badge-count';

const post: Post = {
  id: 31,
  type: 'post',
  title: '스크랩 테스트 글',
  desc: '설명',
  url: 'https://example.com/31',
  href: '/feed/31',
  author: null,
  source: { name: '블로그', iconKey: null },
  tags: [],
  thumbnail: null,
  thumbnailKey: null,
  clickCount: 0,
  shareCount: 0,
  bookmarkCount: 1500,
  commentCount: 0,
  viewerHasBookmarked: true,
  viewerHasRead: false,
  isBest: false,
  createdAt: '2026-01-05T00:00:00.000Z',
};

function render(node: ReactNode, actions: PostActions): string {
  const host = {
    Link: PlainLink,
    storageBaseUrl: FILES_BASE_PATH,
    apiClient: createApiClient({ baseUrl: '', fetch: async () => new Response('{}') }),
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <HostProvider value={host}>
        <PostActionsProvider value={actions}>{node}</PostActionsProvider>
      </HostProvider>
    </QueryClientProvider>,
  );
}

const bookmarkButton = (html: string) =>
  html.match(/<button[^>]*data-testid="bookmark-button"[^>]*>.*?<\/button>/)?.[0];

describe('scrap controls', () => {
  it('CC-BOOK-04 SH-BOOK-01 the live card button starts from the post’s state and count', () => {
    const html = bookmarkButton(render(<PostCard post={post} />, { scrap: {} }));
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain(`aria-label="${COPY.a11y.bookmarkButton('1.5천')}"`);
    expect(html).toContain('fill="currentColor"');
  });

  it('CC-BOOK-04 a post without a count shows 0', () => {
    const withoutCount = { ...post, viewerHasBookmarked: false, bookmarkCount: undefined } as unknown as Post;
    const html = bookmarkButton(render(<PostCard post={withoutCount} />, { scrap: {} }));
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain(`aria-label="${COPY.a11y.bookmarkButton('0')}"`);
  });

  it('without the host’s scrap actions the card shows the state only', () => {
    const html = bookmarkButton(render(<PostCard post={post} />, {}));
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('>1.5천<');
  });

  it('CC-DETAIL-11 the detail’s scrap counter and button follow the toggle state', () => {
    const html = render(<PostDetail initialPost={post} />, { scrap: {} });
    expect(html).toMatch(/data-counter="scraps".*?<dd>1\.5천<\/dd>/);
    expect(html).toMatch(/data-action="scrap" aria-pressed="true"/);
  });
});

describe('header badges', () => {
  it('SH-HDR-21 SH-HDR-22 a badge shows only for a non-zero count', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(null)).toBeNull();
    expect(badgeText(1)).toBe('1');
  });

  it('SH-HDR-20 counts of 100 or more show as 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe(COPY.common.badgeCap);
    expect(badgeText(12345)).toBe('99+');
  });
});
