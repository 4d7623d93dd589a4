'use client';

import { CommentArea, type CommentAreaProps } from '@growday/ui/comment-area';
import { QueryScope } from './query-scope';

/**
 * The comment area in a query scope of its own, for comment-area-lazy.tsx: on /best/{id} it is
 * the page's only querying part, so the query library comes with this chunk, not the page's.
 */
export default function CommentAreaScoped(props: CommentAreaProps) {
  return (
    <QueryScope>
      <CommentArea {...props} />
    </QueryScope>
  );
}
