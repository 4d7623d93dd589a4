'use client';

import type { CurrentUser } from '@growday/contracts';
import { BellIcon, BookmarkIcon, ProfileIcon, SearchIcon, badgeText, useHost } from '@growday/ui';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useLoginDialog } from './login-dialog';
import { ScrapBookmarkTooltip } from './scrap-bookmark-tooltip';
import { useShellUser } from './shell-user';
import { ShellSearchTooltip, dismissShellSearchTooltip } from './shell-search-tooltip';

const ICONS = {
  search: SearchIcon,
  bookmark: BookmarkIcon,
  notification: BellIcon,
  profile: ProfileIcon,
} as const;

export type HeaderIconName = keyof typeof ICONS;

/** Which of the user's counts an icon's badge shows (SH-HDR-21, SH-HDR-22). */
const BADGE_COUNT: Partial<Record<HeaderIconName, (user: CurrentUser) => number>> = {
  bookmark: (user) => user.unreadBookmarkCount,
  notification: (user) => user.unreadNotificationCount,
};

export interface HeaderIconLinkProps {
  icon: HeaderIconName;
  href: string;
  label: string;
  /** Visitors get the login dialog instead of the page (SH-HDR-13). */
  restricted?: boolean;
  /** Pages on which the icon shows filled (its own section, SH-HDR-18, SH-HDR-19). */
  activePaths?: readonly string[];
}

function Badge({ icon, count }: { icon: HeaderIconName; count: number }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="gd-header-badge" data-testid={`${icon}-badge`}>
      {text}
    </span>
  );
}

export function HeaderIconLink({ icon, href, label, restricted = false, activePaths = [] }: HeaderIconLinkProps) {
  const pathname = usePathname();
  const { openLogin: hostOpenLogin } = useHost();
  const { open: openLoginDialog } = useLoginDialog();
  // The session's user (shell-user.ts): a bookmark toggle refreshes it and the badges follow.
  const user = useShellUser();
  const Icon = ICONS[icon];
  const active = activePaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  const countOf = BADGE_COUNT[icon];
  const badge: ReactNode = user && countOf ? <Badge icon={icon} count={countOf(user)} /> : null;

  if (restricted && !user) {
    return (
      <button
        type="button"
        className="gd-icon-button"
        aria-label={label}
        title={label}
        data-header-icon={icon}
        onClick={hostOpenLogin ?? openLoginDialog}
      >
        <Icon />
      </button>
    );
  }
  return (
    <span className="gd-header-icon">
      <Link
        href={href}
        prefetch={false}
        className="gd-icon-button"
        aria-label={label}
        title={label}
        aria-current={active ? 'page' : undefined}
        data-header-icon={icon}
        data-filled={active || undefined}
        onClick={icon === 'search' ? dismissShellSearchTooltip : undefined}
      >
        {icon === 'bookmark' || icon === 'profile' ? <Icon filled={active} /> : <Icon />}
        {badge}
      </Link>
      {icon === 'bookmark' && user ? <ScrapBookmarkTooltip unreadCount={user.unreadBookmarkCount} /> : null}
      {icon === 'search' ? <ShellSearchTooltip /> : null}
    </span>
  );
}
