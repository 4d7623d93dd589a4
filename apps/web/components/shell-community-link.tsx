'use client';

import type { HostPlatform } from '@growday/contracts';
import { useCommunityHandoff, type AppVersionBandName } from '@growday/ui';
import type { MouseEvent, ReactNode } from 'react';

export interface ShellCommunityLinkProps {
  /** The community host's home (COMMUNITY_ORIGIN + /). */
  href: string;
  platform: HostPlatform;
  /** The app version's bands, worked out on the server (`appVersionBands`). */
  versionBands: Record<AppVersionBandName, boolean>;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The community link (SH-HDR-05): a plain link to the community host's home; in the reward-app
 * webview away from that host it carries the session across with the community hand-off.
 */
export function ShellCommunityLink({
  href,
  platform,
  versionBands,
  className,
  children,
  ...rest
}: ShellCommunityLinkProps) {
  const communityOrigin = new URL(href).origin;
  const handoff = useCommunityHandoff({ platform, versionBands, communityOrigin });
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (handoff.mode === 'none' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void handoff.start(href);
  }
  return (
    <a href={href} className={className} onClick={onClick} data-nav="community" data-testid={rest['data-testid']}>
      {children}
    </a>
  );
}
