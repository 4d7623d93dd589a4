import type { HostLinkProps } from '@growday/ui';

/**
 * A site path (`/feed/12`, `/post?tagName=...`) as an absolute URL on the website; absolute
 * URLs and other schemes pass through unchanged.
 */
export function toWebUrl(href: string, webOrigin: string): string {
  if (href.startsWith('/') && !href.startsWith('//')) return `${webOrigin}${href}`;
  return href;
}

/** The extension's link for packages/ui: a plain anchor that leaves the new tab for the website. */
export function createWebLink(webOrigin: string) {
  function WebLink({ href, children, ...props }: HostLinkProps) {
    return (
      <a {...props} href={toWebUrl(href, webOrigin)}>
        {children}
      </a>
    );
  }
  return WebLink;
}
