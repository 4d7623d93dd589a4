import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts/client';
import { LogoMark, externalSiteHref, findMainNewsGroup, showCloseApp, showNewsLink } from '@growday/ui';
import Link from 'next/link';
import { HeaderIconLink } from './header-icon-link';
import { LoginButton } from './login-button';
import { LogoutButton } from './logout-button';
import { ShellCategoriesButton } from './shell-categories-button';
import { ShellCloseAppButton } from './shell-close-app-button';
import { ShellCommunityLink } from './shell-community-link';
import type { ShellData } from './shell-data';

function RedDot({ testId }: { testId: string }) {
  return <span className="gd-red-dot" data-testid={testId} aria-hidden="true" />;
}

/**
 * The header (55 px, SH-HDR-16): home, news (PC, when the 주요 뉴스 group exists), community,
 * recruit and intern on the left; search, bookmark, notification, profile, categories, close-app
 * (native apps by version) and login on the right.
 */
export function AppHeader({ data }: { data: ShellData }) {
  const { user, context, tagGroups, communityHome, jobSites } = data;
  const newsGroup = showNewsLink(context, tagGroups) ? findMainNewsGroup(tagGroups) : null;

  return (
    <header className="gd-header" data-testid="app-header">
      <div className="gd-container gd-header__inner">
        <div className="gd-header__left">
          <Link href={ROUTES.home} className="gd-header__home" aria-label={COPY.header.home} data-nav="home">
            <LogoMark />
            <span aria-hidden="true">{COPY.site.name}</span>
          </Link>
          <nav aria-label={COPY.header.mainMenu} className="gd-header-nav">
            <ul className="gd-header-nav__list">
              {newsGroup ? (
                <li>
                  <Link
                    href={ROUTES.postsByTagGroup(newsGroup.id, newsGroup.name)}
                    prefetch={false}
                    className="gd-header-nav__link"
                    data-nav="news"
                  >
                    {COPY.header.news}
                    <RedDot testId="news-dot" />
                  </Link>
                </li>
              ) : null}
              <li>
                <ShellCommunityLink
                  href={communityHome}
                  platform={context.platform}
                  versionBands={context.versionBands}
                  className="gd-header-nav__link"
                >
                  {COPY.header.community}
                  <RedDot testId="community-dot" />
                </ShellCommunityLink>
              </li>
              {(['recruit', 'intern'] as const).map((site) => (
                <li key={site}>
                  <a
                    href={externalSiteHref(jobSites[site])}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="gd-header-nav__link"
                    data-nav={site}
                    title={`${COPY.header[site]} (${COPY.header.newWindow})`}
                  >
                    {COPY.header[site]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <nav aria-label={COPY.a11y.userMenu}>
          <ul className="gd-header__actions">
            <li>
              <HeaderIconLink icon="search" href={ROUTES.search('')} label={COPY.header.search} />
            </li>
            <li>
              <HeaderIconLink
                icon="bookmark"
                href={ROUTES.scrapQueue}
                label={COPY.header.bookmark}
                restricted
                activePaths={[ROUTES.scrapQueue, ROUTES.recent]}
              />
            </li>
            <li>
              <HeaderIconLink
                icon="notification"
                href={ROUTES.notification}
                label={COPY.header.notification}
                restricted
              />
            </li>
            <li>
              <HeaderIconLink
                icon="profile"
                href={ROUTES.myProfile}
                label={COPY.header.profile}
                restricted
                activePaths={[ROUTES.myProfile, ROUTES.myComments]}
              />
            </li>
            <li>
              <ShellCategoriesButton />
            </li>
            {showCloseApp(context) ? (
              <li>
                <ShellCloseAppButton />
              </li>
            ) : null}
            <li>
              {user ? (
                <span className="gd-header__user">
                  <span className="gd-header__username" data-testid="header-username">
                    {user.username ?? COPY.common.anonymous}
                  </span>
                  <LogoutButton />
                </span>
              ) : (
                <LoginButton small />
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
