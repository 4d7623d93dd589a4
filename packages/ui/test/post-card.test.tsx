import { FILES_BASE_PATH, ROUTES, type Post } from '@growday/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { HostProvider, PlainLink } from '../src/host/host-provider';
import { PostCard, type PostCardProps } from '../src/posts/post-card';

const basePost: Post = {
  id: 11,
  type: 'post',
  title: '타입스크립트 5.9 새 기능',
  desc: '설명',
  url: 'https://example.com/ts',
  href: '/feed/11',
  author: '홍길동',
  source: { name: '기술 블로그', iconKey: null },
  tags: [
    { id: 1, name: 'TypeScript', iconKey: 'icons/ts.svg' },
    { id: 2, name: '프론트엔드', iconKey: null },
  ],
  thumbnail: null,
  thumbnailKey: null,
  clickCount: 0,
  shareCount: 0,
  bookmarkCount: 1234,
  commentCount: 0,
  viewerHasBookmarked: false,
  viewerHasRead: false,
  isBest: false,
  createdAt: '2026-01-05T00:00:00.000Z',
};

function render(post: Post, highlightTerms?: readonly string[], cardProps: Partial<PostCardProps> = {}): string {
  const host = {
    Link: PlainLink,
    storageBaseUrl: FILES_BASE_PATH,
    apiClient: createApiClient({ baseUrl: '', fetch: async () => new Response('{}') }),
  };
  return renderToStaticMarkup(
    <HostProvider value={host}>
      <PostCard post={post} highlightTerms={highlightTerms} {...cardProps} />
    </HostProvider>,
  );
}

describe('PostCard', () => {
  it('search results mark the query words in the title and in the tag chips', () => {
    const html = render(basePost, ['typescript', '프론트']);
    expect(html).toContain('<mark class="gd-highlight">TypeScript</mark>');
    expect(html).toContain('<mark class="gd-highlight">프론트</mark>엔드');
    expect(render(basePost)).not.toContain('<mark');
  });

  it('CC-CARD-04 the image is shown only when a link exists, with the title as alt', () => {
    const withImage = render({ ...basePost, thumbnailKey: 'thumbs/11.svg' });
    // Through the resize service (CC-CARD-01), from the stored file.
    expect(withImage).toContain(
      `src="/api/v1/images/resize?url=${encodeURIComponent(`${FILES_BASE_PATH}/thumbs/11.svg`)}&amp;w=500&amp;h=250"`,
    );
    expect(withImage).toContain(`alt="${basePost.title}"`);
    expect(withImage).toContain('loading="lazy"');
    expect(render(basePost)).not.toContain(`alt="${basePost.title}"`);
  });

  it('the priority card (a phone’s largest paint) asks for its image eagerly and at high priority; others do not', () => {
    const withImage = { ...basePost, thumbnailKey: 'thumbs/11.svg' };
    const img = (html: string) => /<img[^>]*gd-thumb__img[^>]*>/.exec(html)?.[0] ?? '';
    const priority = img(render(withImage, undefined, { priorityImage: true }));
    expect(priority).toMatch(/\sfetchpriority="high"/i);
    expect(priority).toContain('loading="eager"');
    expect(img(render(withImage, undefined, { eagerImage: true }))).not.toMatch(/fetchpriority/i);
    expect(img(render(withImage))).not.toMatch(/fetchpriority/i);
  });

  it('CC-CARD-03 with no thumbnail the card shows the tag icon, or else the tag name text', () => {
    const iconFallback = render(basePost);
    expect(iconFallback).toContain('data-testid="thumbnail-fallback"');
    expect(iconFallback).toContain(`src="${FILES_BASE_PATH}/icons/ts.svg"`);
    const textFallback = render({ ...basePost, tags: [{ id: 2, name: '프론트엔드', iconKey: null }] });
    expect(textFallback).toMatch(/gd-thumb-fallback__text">프론트엔드</);
  });

  it('CC-ROUTE-03 tag chips link to /post?tagName={tag} and the title links to the post page', () => {
    const html = render(basePost);
    expect(html).toContain(`href="${ROUTES.postsByTag('TypeScript').replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`href="/post?tagName=${encodeURIComponent('프론트엔드')}"`);
    expect(html).toContain('href="/feed/11"');
    expect(render({ ...basePost, type: 'news' })).toContain('href="/news/11"');
  });

  it('CC-CARD-12 the card shows the bookmark count in the count format', () => {
    expect(render(basePost)).toContain('>1.2천<');
  });
});
