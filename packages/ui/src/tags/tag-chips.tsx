import type { PostTag } from '@growday/contracts';
import { TagList } from './tag-list';

/** All of a post's tags as chips, without a more control (one implementation: TagList). */
export function TagChips({ tags, className }: { tags: readonly PostTag[]; className: string }) {
  return <TagList tags={tags} threshold={Number.POSITIVE_INFINITY} className={className} />;
}
