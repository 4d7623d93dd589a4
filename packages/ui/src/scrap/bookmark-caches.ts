import { ROUTES, type BookmarkState } from '@growday/contracts/client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { newsKeys, similarKeys } from '../queries/content';
import { patchQueries, type OptimisticContext } from '../queries/optimistic';
import { postKeys } from '../queries/posts';
import { scrapKeys } from '../queries/scrap';
import { userKeys } from '../queries/users';

/** Where a toggle happened, for the cache rule (CC-BOOK-09, CC-BOOK-10). */
export type BookmarkListScope = 'queue' | 'other';

export function bookmarkListScope(pagePath: string): BookmarkListScope {
  const path = pagePath.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return path === ROUTES.scrapQueue ? 'queue' : 'other';
}

/** The news list's key prefix (every page size). */
const newsListsKey: QueryKey = [...newsKeys.all, 'list'];

/**
 * "The unread and all lists" of the spec, in our caches: the viewer's scrap lists (the queue, which
 * holds the unread scraps, and the history) and every post list (the latest feed, the /post lists
 * and the news list). On /me/list/queue only the queue.
 */
export function bookmarkListKeys(scope: BookmarkListScope): QueryKey[] {
  return scope === 'queue' ? [scrapKeys.list('queue')] : [scrapKeys.lists(), postKeys.lists(), newsListsKey];
}

/**
 * Drop cached lists without blanking a list on screen: lists nobody shows are removed (the next
 * visit fetches them anew); a list on screen keeps its pages, already patched, and is only marked
 * stale, so the feed under the reader's eyes neither empties nor jumps.
 */
export function dropBookmarkLists(queryClient: QueryClient, scope: BookmarkListScope): void {
  for (const queryKey of bookmarkListKeys(scope)) {
    queryClient.removeQueries({ queryKey, type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

/** The user's bookmark state (counts for the header badge and tooltip) is fetched again (CC-BOOK-08). */
export function refreshBookmarkUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.current() });
}

type Patchable = { id: number; viewerHasBookmarked: boolean; bookmarkCount?: number; kind?: string };

function isTargetNode(value: unknown, postId: number): value is Patchable {
  if (!value || typeof value !== 'object') return false;
  const node = value as Partial<Patchable>;
  // Community posts (popular panel items of kind community) live in another id space.
  return (
    node.id === postId &&
    typeof node.viewerHasBookmarked === 'boolean' &&
    (node.kind === undefined || node.kind === 'post')
  );
}

function patchNode<T>(node: T, state: BookmarkState): T {
  if (!isTargetNode(node, state.postId)) return node;
  if (node.viewerHasBookmarked === state.viewerHasBookmarked && node.bookmarkCount === state.bookmarkCount) return node;
  return { ...node, viewerHasBookmarked: state.viewerHasBookmarked, bookmarkCount: state.bookmarkCount };
}

function patchEdges(edges: unknown[], state: BookmarkState): unknown[] {
  let changed = false;
  const next = edges.map((edge) => {
    if (!edge || typeof edge !== 'object' || !('node' in edge)) return edge;
    const node = patchNode(edge.node, state);
    if (node === edge.node) return edge;
    changed = true;
    return { ...edge, node };
  });
  return changed ? next : edges;
}

/** Patch one cached value of any shape we cache posts in; other shapes are returned untouched. */
function patchCached(data: unknown, state: BookmarkState): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = patchNode(item, state);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : data;
  }
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const patched = patchCached(page, state);
      if (patched !== page) changed = true;
      return patched;
    });
    return changed ? { ...data, pages } : data;
  }
  if ('edges' in data && Array.isArray(data.edges)) {
    const edges = patchEdges(data.edges, state);
    return edges === data.edges ? data : { ...data, edges };
  }
  return patchNode(data, state);
}

/** Caches that may hold the post with its viewer state (best lists hold community posts only). */
const PATCHED_PREFIXES: QueryKey[] = [postKeys.all, newsKeys.all, scrapKeys.all, similarKeys.all];

/**
 * Feed the answer's state (CC-BOOK-15) into every cached copy of the post, so the card, the
 * modal and the lists agree without fetching anything. Returns the rollback (an optimistic write's undo).
 */
export function applyBookmarkState(queryClient: QueryClient, state: BookmarkState): OptimisticContext {
  return patchQueries(queryClient, PATCHED_PREFIXES, (data) => patchCached(data, state));
}
