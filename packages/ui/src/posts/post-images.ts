import { MEDIA_PATHS, type Post, type PostTag } from '@growday/contracts/client';
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

/**
 * The resize service's URL for an image at w x h (CC-CARD-01), with any query string (and
 * fragment) of the source removed first (CC-CARD-02). `apiBaseUrl` is the API host ('' = the
 * page's own origin, where the website proxies /api).
 */
export function resizeImageUrl(sourceUrl: string, width: number, height: number, apiBaseUrl = ''): string {
  const source = sourceUrl.split(/[?#]/, 1)[0] ?? '';
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl.slice(0, -1) : apiBaseUrl;
  const query = new URLSearchParams({ url: source, w: String(width), h: String(height) });
  return `${base}${MEDIA_PATHS.resizeImage}?${query.toString()}`;
}
