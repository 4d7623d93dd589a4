import { ROUTES, type PostTag } from '@growday/contracts';
import { useHost } from '../host/host-provider';

/** A post's tags as chips linking to the tag's post list (cards and post detail share it). */
export function TagChips({ tags, className }: { tags: readonly PostTag[]; className: string }) {
  const { Link } = useHost();
  if (tags.length === 0) return null;
  return (
    <ul className={`gd-tags ${className}`}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link href={ROUTES.postsByTag(tag.name)} className="gd-tag">
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
