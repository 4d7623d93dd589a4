import type { Connection } from '@growday/contracts/client';

/** Every infinite list's getNextPageParam: the cursor after `page`, or undefined at the end. */
export function nextCursor(page: Pick<Connection<unknown>, 'pageInfo'>): string | undefined {
  return page.pageInfo.hasNextPage && page.pageInfo.endCursor ? page.pageInfo.endCursor : undefined;
}

/**
 * Every infinite list's flattening: the nodes of the loaded pages in order, each once (a node can
 * move into a later page between loads). `keep` leaves nodes out, as the queue leaves unbookmarked posts.
 */
export function nodesOfPages<T extends { id: number }>(
  pages: readonly Connection<T>[] | undefined,
  keep: (node: T) => boolean = () => true,
): T[] {
  const seen = new Set<number>();
  const list: T[] = [];
  for (const page of pages ?? []) {
    for (const { node } of page.edges) {
      if (seen.has(node.id) || !keep(node)) continue;
      seen.add(node.id);
      list.push(node);
    }
  }
  return list;
}
