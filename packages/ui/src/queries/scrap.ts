import { FEED_PAGE_SIZE_DEFAULT } from '@growday/contracts/client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { listBookmarks, listHistory } from '../api/scrap';
import type { ApiClient } from '../api/client';
import { nextCursor } from './pages';
import type { PostPageParam } from './posts';

/** Which /me/list page: the scraps (queue) or the reading history (recent). */
export type ScrapListKind = 'queue' | 'recent';

/** The viewer's own lists; both share the `['scrap']` prefix. */
export const scrapKeys = {
  all: ['scrap'] as const,
  lists: () => [...scrapKeys.all, 'list'] as const,
  list: (kind: ScrapListKind) => [...scrapKeys.lists(), kind] as const,
  page: (kind: ScrapListKind, first: number) => [...scrapKeys.list(kind), { first }] as const,
};

/**
 * The infinite query of a /me/list page. The lists change whenever the viewer bookmarks or opens
 * a post anywhere, so they are fetched again each time their page mounts.
 */
export function scrapListInfiniteOptions(api: ApiClient, kind: ScrapListKind, first: number = FEED_PAGE_SIZE_DEFAULT) {
  return infiniteQueryOptions({
    queryKey: scrapKeys.page(kind, first),
    queryFn: ({ pageParam, signal }) =>
      (kind === 'queue' ? listBookmarks : listHistory)(api, { first, after: pageParam, signal }),
    initialPageParam: null as PostPageParam,
    getNextPageParam: nextCursor,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
