'use client';

import { PostDetail } from '@growday/ui';
import { withQueryScope } from './query-scope';

/**
 * A post page's article in a query scope of its own, for post-detail-lazy.tsx: on /feed/{id} and
 * /news/{id} it is the page's first querying part, so the query library comes with this chunk, not
 * with the page's first load. The post modal, a chunk of its own already, uses PostDetail directly.
 */
export default withQueryScope(PostDetail);
