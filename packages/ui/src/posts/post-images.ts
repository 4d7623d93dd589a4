import type { Post, PostTag } from '@growday/contracts';
import { storageUrl } from '../files/storage-url';

/**
 * A post's thumbnail: the attachment storage key when present (CC-DATA-01), else the post's
 * thumbnail URL (CC-DATA-02), else none.
 */
export function resolveThumbnailUrl(
  post: Pick<Post, 'thumbnailKey' | 'thumbnail'>,
  storageBaseUrl: string,
): string | null {
  if (post.thumbnailKey) return storageUrl(storageBaseUrl, post.thumbnailKey);
  if (post.thumbnail) return post.thumbnail;
  return null;
}

/** A tag's icon from the storage host; null means the default icon (CC-DATA-05, CC-DATA-06). */
export function tagIconUrl(tag: Pick<PostTag, 'iconKey'>, storageBaseUrl: string): string | null {
  return tag.iconKey ? storageUrl(storageBaseUrl, tag.iconKey) : null;
}

/** A source's icon from the storage host, or null. */
export function sourceIconUrl(source: Post['source'], storageBaseUrl: string): string | null {
  return source.iconKey ? storageUrl(storageBaseUrl, source.iconKey) : null;
}
