'use client';

import { BellIcon, BookmarkIcon, ProfileIcon, SearchIcon } from '@growday/ui';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLoginDialog } from './login-dialog';

const ICONS = {
  search: SearchIcon,
  bookmark: BookmarkIcon,
  notification: BellIcon,
  profile: ProfileIcon,
} as const;

export type HeaderIconName = keyof typeof ICONS;

export interface HeaderIconLinkProps {
  icon: HeaderIconName;
  href: string;
  label: string;
  /** Visitors get the login dialog instead of the page. */
  restricted?: boolean;
  signedIn: boolean;
  /** Pages on which the icon shows filled (its own section). */
  activePaths?: readonly string[];
}

export function HeaderIconLink({
  icon,
  href,
  label,
  restricted = false,
  signedIn,
  activePaths = [],
}: HeaderIconLinkProps) {
  const pathname = usePathname();
  const { open } = useLoginDialog();
  const Icon = ICONS[icon];
  const active = activePaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

  if (restricted && !signedIn) {
    return (
      <button type="button" className="gd-icon-button" aria-label={label} title={label} onClick={open}>
        <Icon />
      </button>
    );
  }
  return (
    <Link
      href={href}
      prefetch={false}
      className="gd-icon-button"
      aria-label={label}
      title={label}
      aria-current={active ? 'page' : undefined}
    >
      {icon === 'bookmark' || icon === 'profile' ? <Icon filled={active} /> : <Icon />}
    </Link>
  );
}
