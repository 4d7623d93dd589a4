import { COPY, ROUTES } from '@growday/contracts';
import { LogoMark } from '@growday/ui';
import Link from 'next/link';
import { getCurrentUser } from '@/lib/server/users';
import { HeaderIconLink } from './header-icon-link';
import { LoginButton } from './login-button';
import { LogoutButton } from './logout-button';

/** The plain app header: home on the left; search, scrap, notification, profile and login on the right. */
export async function AppHeader() {
  const user = await getCurrentUser();

  return (
    <header className="gd-header">
      <div className="gd-container gd-header__inner">
        <Link href={ROUTES.home} className="gd-header__home" aria-label={COPY.header.home}>
          <LogoMark />
          <span aria-hidden="true">{COPY.site.name}</span>
        </Link>
        <nav aria-label={COPY.a11y.userMenu}>
          <ul className="gd-header__actions">
            <li>
              <HeaderIconLink icon="search" href={ROUTES.search('')} label={COPY.header.search} initialUser={user} />
            </li>
            <li>
              <HeaderIconLink
                icon="bookmark"
                href={ROUTES.scrapQueue}
                label={COPY.header.bookmark}
                restricted
                initialUser={user}
                activePaths={[ROUTES.scrapQueue, ROUTES.recent]}
              />
            </li>
            <li>
              <HeaderIconLink
                icon="notification"
                href={ROUTES.notification}
                label={COPY.header.notification}
                restricted
                initialUser={user}
              />
            </li>
            <li>
              <HeaderIconLink
                icon="profile"
                href={ROUTES.myProfile}
                label={COPY.header.profile}
                restricted
                initialUser={user}
                activePaths={[ROUTES.myProfile, ROUTES.myComments]}
              />
            </li>
            <li>
              {user ? (
                <span className="gd-header__user">
                  <span className="gd-header__username" data-testid="header-username">
                    {user.username ?? COPY.common.anonymous}
                  </span>
                  <LogoutButton />
                </span>
              ) : (
                <LoginButton />
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
