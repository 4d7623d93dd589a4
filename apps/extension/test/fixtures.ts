import type { Post } from '@growday/contracts';
import type { PostPage } from '@growday/ui';
import type { FeedStorage } from '../src/feed-cache';

export function makePost(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    type: 'post',
    title: `개발 글 ${id}`,
    desc: '설명',
    url: `https://example.kr/${id}`,
    href: `/feed/${id}`,
    author: '김개발',
    source: { name: '개발 블로그', iconKey: null },
    tags: [{ id: 1, name: '백엔드', iconKey: null }],
    thumbnail: null,
    thumbnailKey: `thumbs/${id}.png`,
    clickCount: 0,
    shareCount: 0,
    bookmarkCount: 3,
    commentCount: 0,
    viewerHasBookmarked: false,
    viewerHasRead: false,
    isBest: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makePage(ids: number[], hasNextPage = true): PostPage {
  return {
    edges: ids.map((id) => ({ node: makePost(id), cursor: `c${id}` })),
    pageInfo: { endCursor: ids.length ? `c${ids[ids.length - 1]}` : null, hasNextPage },
  };
}

/** An in-memory `Storage`; `failWrites` imitates a full quota. */
export function memoryStorage(options: { failWrites?: boolean } = {}): FeedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (options.failWrites) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}
