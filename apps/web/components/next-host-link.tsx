'use client';

import type { HostLinkProps } from '@growday/ui';
import Link from 'next/link';

/**
 * The shared UI's link on the website: Next's Link (client-side navigation). Feeds hold dozens
 * of links to server-rendered pages, so prefetching is opt-in rather than on every visible link.
 */
export function NextHostLink({ href, children, prefetch = false, ...props }: HostLinkProps) {
  return (
    <Link href={href} prefetch={prefetch} {...props}>
      {children}
    </Link>
  );
}
