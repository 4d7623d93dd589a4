'use client';

import { markExternalLink, type ExternalLinkRule, type HostLinkProps } from '@growday/ui';
import Link from 'next/link';
import { createContext, useContext, type ReactNode } from 'react';

const ExternalLinkRuleContext = createContext<ExternalLinkRule | null>(null);

/** The platform and internal hosts the links of this page follow (set once, in Providers). */
export function ExternalLinkRuleProvider({ rule, children }: { rule: ExternalLinkRule; children: ReactNode }) {
  return <ExternalLinkRuleContext.Provider value={rule}>{children}</ExternalLinkRuleContext.Provider>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The shared UI's link on the website: Next's Link (client-side navigation) for site paths, a
 * plain anchor for absolute URLs. In the reward-app webview outbound links get the external
 * marker unless they point to an internal host (CC-PLAT-02, CC-PLAT-03). Feeds hold dozens of
 * links to server-rendered pages, so prefetching is opt-in rather than on every visible link.
 */
export function NextHostLink({ href, children, prefetch = false, ...props }: HostLinkProps) {
  const rule = useContext(ExternalLinkRuleContext);
  if (ABSOLUTE_URL.test(href)) {
    return (
      <a href={rule ? markExternalLink(href, rule) : href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={prefetch} {...props}>
      {children}
    </Link>
  );
}
