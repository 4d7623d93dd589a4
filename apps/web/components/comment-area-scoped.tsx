'use client';

import { CommentArea } from '@growday/ui/comment-area';
import { withQueryScope } from './query-scope';

/**
 * The comment area in a query scope of its own, for comment-area-lazy.tsx: on /best/{id} it is
 * the page's only querying part, so the query library comes with this chunk, not the page's.
 */
export default withQueryScope(CommentArea);
