import {
  COMMUNITY_COPY,
  FILES_BASE_PATH,
  PROMO_ROOM_DEFAULT_URLS,
  ROUTES,
  type CommunityBestPost,
  type CommunityPost,
  type NewsHeadline,
  type PopularItem,
  type Tag,
} from '@growday/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { CommunityBestBoard } from '../src/content/community-best-board';
import { CommunityBestSection } from '../src/content/community-best-section';
import { CommunityPostView } from '../src/content/community-post-view';
import { FeedTagList, isActiveTag } from '../src/content/feed-tag-list';
import { NewsBestSection } from '../src/content/news-best-section';
import { PopularPanel } from '../src/content/popular-panel';
import { PromoBanners, promoRoomOrder, resolvePromoUrls } from '../src/content/promo-banners';
import { formatCount } from '../src/format/count';
import { HostProvider, PlainLink } from '../src/host/host-provider';
import { communityBestOptions, newsHeadlinesOptions, similarPostsOptions } from '../src/queries/content';
import { createQueryClient } from '../src/queries/query-client';

const api = createApiClient({ baseUrl: '', fetch: () => new Promise<Response>(() => {}) });

function render(node: ReactNode, client: QueryClient = createQueryClient()): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <HostProvider value={{ Link: PlainLink, storageBaseUrl: FILES_BASE_PATH, apiClient: api }}>{node}</HostProvider>
    </QueryClientProvider>,
  );
}

/** A client whose cache holds `data` for the given options, as if the request had answered. */
function clientWith<T>(options: { queryKey: readonly unknown[] }, data: T): QueryClient {
  const client = createQueryClient();
  client.setQueryData(options.queryKey, data);
  return client;
}

/** A client whose request for the given options failed. */
async function clientWithError(options: { queryKey: readonly unknown[] }): Promise<QueryClient> {
  const client = createQueryClient();
  await client.prefetchQuery({ queryKey: options.queryKey, queryFn: () => Promise.reject(new Error('boom')) });
  expect(client.getQueryState(options.queryKey)?.status).toBe('error');
  return client;
}

const bestPosts: CommunityBestPost[] = [
  { id: 31, title: '신입 개발자 첫 연봉 협상 후기', commentCount: 42, voteCount: 12 },
  { id: 32, title: '사이드 프로젝트로 이직한 이야기', commentCount: 7, voteCount: 3 },
];

describe('CommunityBestSection', () => {
  it('CC-BEST-01 CC-BEST-02 CC-ROUTE-02 tabs, a More link to /best and rows of title and commentCount opening /best/{id}', () => {
    const html = render(<CommunityBestSection />, clientWith(communityBestOptions(api, 'recent'), bestPosts));
    for (const label of ['실시간', '주간', '월간', '댓글순', '추천순']) expect(html).toContain(`>${label}</button>`);
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="recent"/);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`href="${ROUTES.best}"[^>]*>더보기<`));
    expect(html).toContain(`href="/best/31"`);
    expect(html).toContain('신입 개발자 첫 연봉 협상 후기');
    expect(html).toMatch(/data-testid="comment-count">.*42<\/span>/);
  });

  it('CC-BEST-03 renders nothing while the list is loading', () => {
    expect(render(<CommunityBestSection />)).toBe('');
  });

  it('CC-BEST-04 renders nothing when the list request failed', async () => {
    expect(render(<CommunityBestSection />, await clientWithError(communityBestOptions(api, 'recent')))).toBe('');
  });
});

describe('NewsBestSection', () => {
  const headlines: NewsHeadline[] = [
    {
      id: 501,
      title: '오늘의 IT 뉴스',
      href: '/news/501',
      commentCount: 3,
      clickCount: 90,
      source: { name: '뉴스', iconKey: null },
    },
  ];

  it('CC-BEST-05 tabs, rows to /news/{id} and a More link to the link supplied to it', () => {
    const html = render(
      <NewsBestSection moreHref="/somewhere" />,
      clientWith(newsHeadlinesOptions(api, 'today'), headlines),
    );
    for (const label of ['오늘', '이번 주', '댓글 많은']) expect(html).toContain(`>${label}</button>`);
    expect(html).toMatch(/href="\/somewhere"[^>]*>더보기</);
    expect(html).toContain('href="/news/501"');
  });

  it('renders nothing while loading and on error', async () => {
    expect(render(<NewsBestSection moreHref="/news" />)).toBe('');
    const client = await clientWithError(newsHeadlinesOptions(api, 'today'));
    expect(render(<NewsBestSection moreHref="/news" />, client)).toBe('');
  });
});

function popularItem(id: number, overrides: Partial<PopularItem> = {}): PopularItem {
  return {
    id,
    kind: 'post',
    type: 'post',
    title: `인기 글 ${id}`,
    href: `/feed/${id}`,
    author: `작성자${id}`,
    source: { name: '기술 블로그', iconKey: 'icons/blog.svg' },
    thumbnail: `https://img.example.com/${id}.png?size=large`,
    thumbnailKey: null,
    clickCount: 0,
    commentCount: 0,
    bookmarkCount: 0,
    viewerHasRead: false,
    viewerHasBookmarked: false,
    ...overrides,
  };
}

describe('PopularPanel', () => {
  const similar = similarPostsOptions(api, { postId: 7, similarType: 'SIMILAR', filter: 'view' });
  const items = [popularItem(1, { viewerHasRead: true }), ...[2, 3, 4, 5, 6].map((id) => popularItem(id))];

  it('CC-POP-01 CC-POP-02 CC-POP-03 CC-POP-04 heading, both tabs and the SIMILAR filters with 많이 본 selected', () => {
    const html = render(<PopularPanel postId={7} />, clientWith(similar, items));
    expect(html).toContain('함께 보면 좋은 인기 콘텐츠');
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="SIMILAR"/);
    expect(html).toMatch(/aria-selected="false"[^>]*data-value="COMMUNITY"/);
    expect(html).toContain('>커뮤니티 BEST</button>');
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="view">많이 본</);
    expect(html).toContain('>댓글 많은</button>');
    // The "more" link belongs to the COMMUNITY tab (CC-POP-06).
    expect(html).not.toContain('gd-popular__more');
  });

  it('CC-POP-07 CC-POP-08 five numbered items with title, source icon, author, scrap control and resized thumbnail', () => {
    const html = render(<PopularPanel postId={7} />, clientWith(similar, items));
    expect(html.match(/class="gd-popular__item"/g)).toHaveLength(5);
    for (const n of [1, 2, 3, 4, 5]) expect(html).toContain(`>${n}</span>`);
    expect(html).not.toContain('인기 글 6');
    expect(html).toContain('href="/feed/2"');
    expect(html).toContain(`src="${FILES_BASE_PATH}/icons/blog.svg"`);
    expect(html).toContain('alt="기술 블로그"');
    expect(html).toContain('작성자2');
    expect(html.match(/class="gd-icon-button gd-popular__scrap"/g)).toHaveLength(5);
    expect(html).toContain(
      `/api/v1/images/resize?url=${encodeURIComponent('https://img.example.com/2.png')}&amp;w=144&amp;h=72`,
    );
  });

  it('CC-POP-09 a read item is marked so its title is greyed', () => {
    const html = render(<PopularPanel postId={7} />, clientWith(similar, items));
    expect(html).toMatch(/data-index="0" data-read="true"/);
    expect(html).not.toMatch(/data-index="1" data-read/);
  });

  it('CC-POP-10 CC-POP-11 renders nothing while loading or after an error', async () => {
    expect(render(<PopularPanel postId={7} />)).toBe('');
    expect(render(<PopularPanel postId={7} />, await clientWithError(similar))).toBe('');
  });
});

describe('FeedTagList', () => {
  const tags: Tag[] = [
    { id: 1, name: 'React', iconKey: null, curated: true, shortName: 'React' },
    { id: 2, name: '자바스크립트', iconKey: null, curated: true, shortName: 'JS' },
  ];

  it('CC-ROUTE-03 CC-ROUTE-04 chips link to /post?tagName= and the tag matching the query is active', () => {
    const html = render(<FeedTagList tags={tags} activeTagName="자바스크립트" />);
    expect(html).toContain(`href="/post?tagName=React"`);
    expect(html).toContain(
      `href="/post?tagName=${encodeURIComponent('자바스크립트')}" class="gd-tag gd-tag--active" aria-current="page"`,
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(render(<FeedTagList tags={tags} />)).not.toContain('aria-current');
    expect(isActiveTag({ name: 'React' }, ' react ')).toBe(true);
    expect(isActiveTag({ name: 'React' }, null)).toBe(false);
  });
});

describe('CommunityBestBoard', () => {
  it('CC-ROUTE-01 ranks, titles linking to /best/{id}, votes and comments', () => {
    const hrefs = { recent: '/best', weekly: '/best?filter=weekly', monthly: 'm', comment: 'c', vote: 'v' };
    const html = render(
      <CommunityBestBoard
        filter="weekly"
        filterHrefs={hrefs}
        posts={[{ ...bestPosts[0]!, voteCount: 15 }, bestPosts[1]!]}
      />,
    );
    expect(html).toContain('href="/best?filter=weekly" class="gd-best-board__tab" aria-current="page"');
    expect(html).toMatch(/aria-label="1위">1</);
    expect(html).toMatch(/aria-label="2위">2</);
    expect(html).toContain('href="/best/32"');
    expect(html).toContain('추천 15');
    expect(html).toContain('추천 3');
    expect(html.match(/data-stat="votes"/g)).toHaveLength(2);
  });
});

describe('PromoBanners', () => {
  it('three banners open the configured rooms in a new tab with rel noopener; blanks use the defaults', () => {
    const html = render(<PromoBanners urls={{ hotDeal: 'https://open.kakao.com/o/custom', stock: ' ' }} />);
    expect(html.match(/class="gd-promo__banner"/g)).toHaveLength(3);
    expect(html).toContain('href="https://open.kakao.com/o/custom" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain(`href="${PROMO_ROOM_DEFAULT_URLS.stock}"`);
    expect(html).toContain('핫딜 알림방');
    expect(resolvePromoUrls()).toEqual(PROMO_ROOM_DEFAULT_URLS);
  });

  it("SH-PAGE-04 the page's random index 0, 1 or 2 picks the banner that leads; the others follow in turn", () => {
    const roomsOf = (html: string) => [...html.matchAll(/data-room="(\w+)"/g)].map((m) => m[1]);
    expect(roomsOf(render(<PromoBanners />))).toEqual(['hotDeal', 'realEstate', 'stock']);
    expect(roomsOf(render(<PromoBanners lead={1} />))).toEqual(['realEstate', 'stock', 'hotDeal']);
    expect(roomsOf(render(<PromoBanners lead={2} />))).toEqual(['stock', 'hotDeal', 'realEstate']);
    // Out-of-range values wrap instead of dropping a banner.
    expect(promoRoomOrder(3)).toEqual(promoRoomOrder(0));
    expect(promoRoomOrder(-1)).toEqual(promoRoomOrder(2));
  });
});

describe('CommunityPostView', () => {
  const post: CommunityPost = {
    id: 31,
    title: '첫 면접 후기',
    body: '**떨렸다**',
    bodyHtml: '<p><strong>떨렸다</strong></p>',
    author: 'writer',
    category: { id: 2, slug: 'career', name: '취업' },
    upCount: 3,
    downCount: 1,
    voteCount: 2,
    viewerVote: null,
    isWriter: false,
    commentCount: 4,
    viewCount: 1200,
    createdAt: '2026-03-01T15:04:00.000Z',
    editedAt: '2026-03-02T01:00:00.000Z',
    href: '/best/31',
  };

  it('renders with no host context, as the server renders it: its links through the link it is handed', () => {
    // No HostProvider and no query client around it: a server component gets neither.
    const html = renderToStaticMarkup(<CommunityPostView post={post} Link={PlainLink} />);
    expect(html).toContain(`href="${ROUTES.best}"`);
    expect(html).toContain(`href="${ROUTES.communityCategory('career')}"`);
    expect(html).toContain('<h1 class="gd-community-post__title">첫 면접 후기</h1>');
    expect(html).toContain('<p><strong>떨렸다</strong></p>');
    expect(html).toContain(`data-testid="community-edited"`);
    expect(html).toContain(`>${COMMUNITY_COPY.edited}<`);
    expect(html).toContain(`<dd>${formatCount(1200)}</dd>`);
  });

  it('leaves the edited mark out of a post never changed', () => {
    const html = renderToStaticMarkup(<CommunityPostView post={{ ...post, editedAt: null }} Link={PlainLink} />);
    expect(html).not.toContain('community-edited');
  });
});
