import {
  API_PATHS,
  CARD_IMAGE,
  CARD_TAG_MORE_THRESHOLD,
  DETAIL_TAG_MORE_THRESHOLD,
  FILES_BASE_PATH,
  type Post,
} from '@growday/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { HostProvider, PlainLink } from '../src/host/host-provider';
import { PostCard } from '../src/posts/post-card';
import { resizeImageUrl } from '../src/posts/post-images';
import { splitTags } from '../src/tags/tag-list';

const tags = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `태그${i + 1}`, iconKey: null }));

const basePost: Post = {
  id: 11,
  type: 'post',
  title: '타입스크립트 5.9 새 기능',
  desc: '설명',
  url: 'https://example.com/ts',
  href: '/feed/11',
  author: '홍길동',
  source: { name: '기술 블로그', iconKey: null },
  tags: tags(2),
  thumbnail: null,
  thumbnailKey: null,
  clickCount: 0,
  shareCount: 0,
  bookmarkCount: 7,
  commentCount: 0,
  viewerHasBookmarked: false,
  viewerHasRead: false,
  isBest: false,
  createdAt: '2026-01-05T00:00:00.000Z',
};

function render(post: Post, apiBaseUrl = ''): string {
  const host = {
    Link: PlainLink,
    storageBaseUrl: apiBaseUrl ? `${apiBaseUrl}${FILES_BASE_PATH}` : FILES_BASE_PATH,
    apiClient: createApiClient({ baseUrl: apiBaseUrl, fetch: async () => new Response('{}') }),
  };
  return renderToStaticMarkup(
    <HostProvider value={host}>
      <PostCard post={post} />
    </HostProvider>,
  );
}

const amp = (s: string) => s.replaceAll('&', '&amp;');

describe('card image through the resize service', () => {
  it('CC-CARD-01 the card image is requested from the resize service at 500x250', () => {
    const url = resizeImageUrl('/api/v1/files/thumbs/1.png', CARD_IMAGE.width, CARD_IMAGE.height);
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe(API_PATHS.resizeImage);
    expect(parsed.searchParams.get('url')).toBe('/api/v1/files/thumbs/1.png');
    expect(parsed.searchParams.get('w')).toBe('500');
    expect(parsed.searchParams.get('h')).toBe('250');

    const html = render({ ...basePost, thumbnailKey: 'thumbs/11.svg' });
    expect(html).toContain(`src="${amp(resizeImageUrl(`${FILES_BASE_PATH}/thumbs/11.svg`, 500, 250))}"`);
    expect(html).toContain('width="500" height="250"');
  });

  it('CC-CARD-02 any query string is stripped from the source before resizing', () => {
    const url = new URL(resizeImageUrl('https://cdn.example.com/a.png?x=1&y=2#frag', 500, 250), 'http://x');
    expect(url.searchParams.get('url')).toBe('https://cdn.example.com/a.png');
    const html = render({ ...basePost, thumbnail: 'https://cdn.example.com/b.jpg?token=abc' });
    expect(html).toContain(encodeURIComponent('https://cdn.example.com/b.jpg'));
    expect(html).not.toContain('token');
  });

  it('CC-CARD-01 the extension asks the API host for the resized image of its absolute file URL', () => {
    const html = render({ ...basePost, thumbnailKey: 'thumbs/11.svg' }, 'http://api.test');
    expect(html).toContain(
      `src="${amp(`http://api.test${API_PATHS.resizeImage}?url=${encodeURIComponent('http://api.test/api/v1/files/thumbs/11.svg')}&w=500&h=250`)}"`,
    );
  });

  it('CC-CARD-03 without tags or icon the fallback is the default icon and the tag name', () => {
    const html = render({ ...basePost, tags: tags(1) });
    expect(html).toContain('data-testid="default-tag-icon"');
    expect(html).toMatch(/gd-thumb-fallback__text">태그1</);
    expect(render({ ...basePost, tags: [] })).toMatch(/gd-thumb-fallback__text">기술 블로그</);
  });
});

describe('tag more control', () => {
  it('CC-CARD-07 the "+" control appears only from the threshold (3) on, hiding the rest', () => {
    expect(CARD_TAG_MORE_THRESHOLD).toBe(3);
    expect(splitTags([1, 2], 3)).toEqual({ visible: [1, 2], hidden: [] });
    expect(splitTags([1, 2, 3], 3)).toEqual({ visible: [1, 2], hidden: [3] });
    expect(splitTags([1, 2, 3, 4, 5], 3)).toEqual({ visible: [1, 2], hidden: [3, 4, 5] });
    expect(render({ ...basePost, tags: tags(2) })).not.toContain('data-testid="tag-more"');
    const html = render({ ...basePost, tags: tags(4) });
    expect(html).toContain('data-testid="tag-more"');
    expect(html).toContain('>+2</button>');
  });

  it('CC-CARD-08 the control names a popover that is closed at first and holds no chips until it opens (the card hydrates fewer links)', () => {
    const html = render({ ...basePost, tags: tags(4) });
    const control = /aria-expanded="false" aria-controls="([^"]+)"/.exec(html);
    expect(control).not.toBeNull();
    expect(html).toContain(
      `<div id="${control![1]}" class="gd-tag-popover" data-testid="tag-popover" hidden=""></div>`,
    );
    // The shown chips link to their lists; the remaining ones appear in the popover once opened
    // (e2e/web/card.spec.ts "CC-CARD-08 CC-CARD-09 ...").
    expect(html).toContain(`href="/post?tagName=${encodeURIComponent('태그1')}"`);
    expect(html).not.toContain(`href="/post?tagName=${encodeURIComponent('태그3')}"`);
  });

  it('CC-DETAIL-10 the detail threshold is 6: five tags show, the sixth moves behind the control', () => {
    expect(DETAIL_TAG_MORE_THRESHOLD).toBe(6);
    expect(splitTags(tags(5), 6).hidden).toHaveLength(0);
    expect(splitTags(tags(6), 6)).toMatchObject({ visible: tags(5), hidden: [tags(6)[5]] });
  });
});

describe('card bookmark button', () => {
  it('CC-CARD-12 the bookmark button shows the count and names it for assistive tech', () => {
    const html = render({ ...basePost, bookmarkCount: 12345, viewerHasBookmarked: true });
    expect(html).toMatch(/<button[^>]*aria-label="스크랩 1.2만"[^>]*aria-pressed="true"/);
    expect(html).toContain('>1.2만</span>');
  });
});
