'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, type Tag } from '@growday/contracts/client';
import { useHost } from '../host/host-provider';

export interface FeedTagListProps {
  /** The feed tag list (FEED_TAG_LIST_SIZE tags, CC-CONST-03). */
  tags: readonly Tag[];
  /** The tagName of the page's query; the tag with this name is highlighted (CC-ROUTE-04). */
  activeTagName?: string | null | undefined;
}

/** Whether a tag is the one the page lists (names compare trimmed, case-insensitively). */
export function isActiveTag(tag: Pick<Tag, 'name'>, activeTagName: string | null | undefined): boolean {
  if (!activeTagName) return false;
  return tag.name.trim().toLowerCase() === activeTagName.trim().toLowerCase();
}

/** The tag chips of /post, each linking to /post?tagName={tag} (CC-ROUTE-03). */
export function FeedTagList({ tags, activeTagName }: FeedTagListProps) {
  const { Link } = useHost();
  if (tags.length === 0) return null;
  return (
    <nav className="gd-feed-tags" aria-label={COPY.lists.allTags}>
      <ul className="gd-tags">
        {tags.map((tag) => {
          const active = isActiveTag(tag, activeTagName);
          return (
            <li key={tag.id}>
              <Link
                href={ROUTES.postsByTag(tag.name)}
                className={active ? 'gd-tag gd-tag--active' : 'gd-tag'}
                aria-current={active ? 'page' : undefined}
              >
                {tag.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
