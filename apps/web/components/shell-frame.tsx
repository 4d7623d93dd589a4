'use client';

import { PageAd, showBottomBar, showCloseApp, showHeader, showMyPageHeader, showSideMenu } from '@growday/ui';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { BottomBar } from './bottom-bar';
import { CategoryMenuProvider } from './category-menu';
import { ShellMyPageHeader } from './shell-my-page-header';
import type { ShellData } from './shell-data';
import { SideMenu, type SideMenuData } from './side-menu';

export interface ShellFrameProps {
  data: Omit<ShellData, 'jobSites'>;
  /** The normal header, rendered on the server. */
  header: ReactNode;
  mainId: string;
  children: ReactNode;
}

/**
 * Places the shell's pieces for the current path (the rules live in @growday/ui shell/rules.ts):
 * the normal, 마이페이지 or no header; the side menu beside the main column; the bottom bar.
 */
export function ShellFrame({ data, header, mainId, children }: ShellFrameProps) {
  const pathname = usePathname();
  const { context } = data;
  const menuData: SideMenuData = {
    initialUser: data.user,
    tagGroups: data.tagGroups,
    followedTags: data.followedTags,
  };
  const sideMenu = showSideMenu(pathname, context);
  const bottomBar = showBottomBar(pathname, context);
  let top: ReactNode = null;
  if (showMyPageHeader(pathname, context)) top = <ShellMyPageHeader showCloseApp={showCloseApp(context)} />;
  else if (showHeader(pathname, context)) top = header;

  return (
    <CategoryMenuProvider data={menuData}>
      {top}
      <div className="gd-shell-body" data-side-menu={sideMenu ? 'true' : undefined}>
        {sideMenu ? (
          <aside className="gd-shell-aside">
            <SideMenu data={menuData} idPrefix="gd-side-menu" />
          </aside>
        ) : null}
        <main id={mainId} className="gd-main">
          {children}
          <PageAd pathname={pathname} context={context} />
        </main>
      </div>
      {bottomBar ? (
        <BottomBar
          initialUser={data.user}
          communityHome={data.communityHome}
          platform={context.platform}
          appVersion={context.appVersion}
        />
      ) : null}
    </CategoryMenuProvider>
  );
}
