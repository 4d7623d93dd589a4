'use client';

import { useTrack } from '@growday/ui';
import { useEffect } from 'react';

/**
 * supple_search for a results page: the query and how many results its first page had (0 is a
 * zero-result search on /admin/analytics). Once per query shown.
 */
export function SearchAnalytics({ query, resultCount }: { query: string; resultCount: number }) {
  const track = useTrack();
  useEffect(() => {
    track({ name: 'search', query, resultCount });
  }, [track, query, resultCount]);
  return null;
}
