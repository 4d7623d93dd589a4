'use client';

import type { HostLinkProps } from '@growday/ui';
import Link from 'next/link';

/** The shared UI's link on the website: Next's Link (client-side navigation, prefetch). */
export function NextHostLink({ href, children, ...props }: HostLinkProps) {
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}
