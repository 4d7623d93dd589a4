import type { HostLinkProps } from '@growday/ui';
import { toWebUrl } from './web-url';

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
