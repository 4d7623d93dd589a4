/**
 * A site path (`/feed/12`, `/post?tagName=...`) as an absolute URL on the website; absolute
 * URLs and other schemes pass through unchanged. Its own module, without JSX, so the new tab's
 * first script (cached-feed-paint.ts) does not pull in React's JSX runtime with web-link.tsx.
 */
export function toWebUrl(href: string, webOrigin: string): string {
  if (href.startsWith('/') && !href.startsWith('//')) return `${webOrigin}${href}`;
  return href;
}
