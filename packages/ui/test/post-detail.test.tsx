import { COPY, DETAIL_TAG_MORE_THRESHOLD, FILES_BASE_PATH, type Post } from '@growday/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { HostProvider, PlainLink } from '../src/host/host-provider';
import { PostDetail } from '../src/posts/post-detail';

const post: Post = {
  id: 5,
  type: 'post',
  title: '쿠버네티스 입문',
  desc: '첫 줄\n  둘째 줄',
  url: 'https://blog.example.com/k8s',
  href: '/feed/5',
  author: '김개발',
  source: { name: '데브 블로그', iconKey: 'icons/dev.png' },
  tags: Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `tag${i + 1}`, iconKey: null })),
  thumbnail: null,
  thumbnailKey: null,
  clickCount: 999,
  shareCount: 56789,
  bookmarkCount: 1234,
  commentCount: 0,
  viewerHasBookmarked: false,
  viewerHasRead: false,
  isBest: false,
  createdAt: '2026-01-05T00:00:00.000Z',
};

function render(aside?: React.ReactNode, shown: Post = post): string {
  const host = {
    Link: PlainLink,
    storageBaseUrl: FILES_BASE_PATH,
    apiClient: createApiClient({ baseUrl: '', fetch: async () => new Response('{}') }),
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <HostProvider value={host}>
        <PostDetail initialPost={shown} aside={aside} />
      </HostProvider>
    </QueryClientProvider>,
  );
}

describe('PostDetail', () => {
  it('CC-DETAIL-05 without a thumbnail the detail shows the tag-based placeholder', () => {
    expect(render()).toContain('data-testid="thumbnail-fallback"');
  });

  it('the thumbnail, the page’s largest paint, loads eagerly and before the scripts (fetchpriority high)', () => {
    const html = render(undefined, { ...post, thumbnail: 'https://img.example.com/k8s.png' });
    const img = /<img[^>]*src="https:\/\/img\.example\.com\/k8s\.png"[^>]*>/.exec(html)?.[0];
    expect(img).toMatch(/\sfetchpriority="high"/i);
    expect(img).toContain('loading="eager"');
  });

  it('CC-DETAIL-06 title, source icon and name linking to its list, author linking to theirs', () => {
    const html = render();
    expect(html).toContain(`<h1 class="gd-post-detail__title">${post.title}</h1>`);
    expect(html).toContain(`href="/post?sourceName=${encodeURIComponent('데브 블로그')}"`);
    expect(html).toContain(`src="${FILES_BASE_PATH}/icons/dev.png"`);
    expect(html).toContain(`href="/post?authorName=${encodeURIComponent('김개발')}"`);
  });

  it('CC-DETAIL-07 the description is kept preformatted in its clipping box', () => {
    expect(render()).toContain('data-testid="post-description">첫 줄\n  둘째 줄</div>');
  });

  it('CC-DETAIL-09 "see content details" opens the original URL in a new tab', () => {
    expect(render()).toMatch(
      new RegExp(
        `<a class="[^"]*gd-post-detail__original" href="${post.url}" target="_blank" rel="noopener">${COPY.post.seeDetails}`,
      ),
    );
  });

  it('CC-DETAIL-11 counters are labelled views, scraps and shares, in the count format (SH-FMT-01..03)', () => {
    const html = render();
    const counter = (key: string) => html.match(new RegExp(`data-counter="${key}"><dt>.*?</dt><dd>(.*?)</dd>`))?.[1];
    expect(html).toContain(`${COPY.post.views}</dt>`);
    expect(html).toContain(`${COPY.post.scraps}</dt>`);
    expect(html).toContain(`${COPY.post.shares}</dt>`);
    expect(counter('views')).toBe('999');
    expect(counter('scraps')).toBe('1.2천');
    expect(counter('shares')).toBe('5.6만');
  });

  it('CC-DETAIL-12 the detail has share, comment and scrap buttons', () => {
    const html = render();
    expect(html).toMatch(new RegExp(`data-action="share">.*?${COPY.post.share}</button>`));
    expect(html).toMatch(new RegExp(`data-action="comment">.*?${COPY.post.comment}</button>`));
    expect(html).toMatch(new RegExp(`data-action="scrap"[^>]*>.*?${COPY.post.scrap}</button>`));
  });

  it('CC-DETAIL-10 tags show with a more control at 6 or more: five chips, the rest when it opens', () => {
    const html = render();
    expect(html).toContain(`>${COPY.post.moreTags}</button>`);
    // Seven tags: five shown; the other two render in the popover once opened (e2e post-detail.spec.ts).
    expect(html.match(/href="\/post\?tagName=tag\d" class="gd-tag"/g)).toHaveLength(DETAIL_TAG_MORE_THRESHOLD - 1);
  });

  it('CC-DETAIL-03 CC-DETAIL-04 content on the left, the host-supplied right column beside it', () => {
    const html = render(<p>오른쪽</p>);
    expect(html).toContain('data-has-aside="true"');
    expect(html.indexOf('gd-post-detail-layout__main')).toBeLessThan(html.indexOf('gd-post-detail-layout__aside'));
    expect(html).toContain('<div class="gd-post-detail-layout__aside"><p>오른쪽</p></div>');
    expect(render()).not.toContain('gd-post-detail-layout__aside');
  });
});
