'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, type HostPlatform } from '@growday/contracts/client';
import {
  BookmarkIcon,
  CommunityIcon,
  GridIcon,
  HomeIcon,
  ProfileIcon,
  isPathWithin,
  useHost,
  type AppVersionBandName,
} from '@growday/ui';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCategoryMenu } from './category-menu';
import { useLoginDialog } from './login-dialog';
import { ShellCommunityLink } from './shell-community-link';
import { useShellUser } from './shell-user';

export interface BottomBarProps {
  communityHome: string;
  platform: HostPlatform;
  /** The app version's bands, worked out on the server (the community link's hand-off). */
  versionBands: Record<AppVersionBandName, boolean>;
}

/**
 * The mobile bottom bar (SH-BAR-01..04): home, community, scrap (login-gated like the header's
 * bookmark), my (signed in only) and all, which toggles the category menu.
 */
export function BottomBar({ communityHome, platform, versionBands }: BottomBarProps) {
  const pathname = usePathname();
  const user = useShellUser();
  const { openLogin } = useHost();
  const loginDialog = useLoginDialog();
  const categoryMenu = useCategoryMenu();
  const scrapActive = [ROUTES.scrapQueue, ROUTES.recent].some((path) => isPathWithin(pathname, path));
  const myActive = [ROUTES.myProfile, ROUTES.myComments].some((path) => isPathWithin(pathname, path));

  return (
    <nav className="gd-bottom-bar" aria-label={COPY.bottomBar.label} data-testid="bottom-bar">
      <ul className="gd-bottom-bar__items">
        <li>
          <Link
            href={ROUTES.home}
            prefetch={false}
            className="gd-bottom-bar__item"
            data-bar-item="home"
            aria-current={pathname === ROUTES.home ? 'page' : undefined}
          >
            <HomeIcon size={22} />
            <span>{COPY.bottomBar.home}</span>
          </Link>
        </li>
        <li>
          <ShellCommunityLink
            href={communityHome}
            platform={platform}
            versionBands={versionBands}
            className="gd-bottom-bar__item"
            data-testid="bottom-bar-community"
          >
            <CommunityIcon size={22} />
            <span>{COPY.bottomBar.community}</span>
          </ShellCommunityLink>
        </li>
        <li>
          {user ? (
            <Link
              href={ROUTES.scrapQueue}
              prefetch={false}
              className="gd-bottom-bar__item"
              data-bar-item="scrap"
              aria-current={scrapActive ? 'page' : undefined}
            >
              <BookmarkIcon size={22} filled={scrapActive} />
              <span>{COPY.bottomBar.scrap}</span>
            </Link>
          ) : (
            <button
              type="button"
              className="gd-bottom-bar__item"
              data-bar-item="scrap"
              onClick={openLogin ?? loginDialog.open}
            >
              <BookmarkIcon size={22} />
              <span>{COPY.bottomBar.scrap}</span>
            </button>
          )}
        </li>
        {user ? (
          <li>
            <Link
              href={ROUTES.myProfile}
              prefetch={false}
              className="gd-bottom-bar__item"
              data-bar-item="my"
              aria-current={myActive ? 'page' : undefined}
            >
              <ProfileIcon size={22} filled={myActive} />
              <span>{COPY.bottomBar.my}</span>
            </Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className="gd-bottom-bar__item"
            data-bar-item="all"
            aria-expanded={categoryMenu.isOpen}
            aria-haspopup="dialog"
            onClick={categoryMenu.toggle}
          >
            <GridIcon size={22} />
            <span>{COPY.bottomBar.all}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
