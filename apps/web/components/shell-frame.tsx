'use client';

import { showBottomBar, showCloseApp, showHeader, showMyPageHeader, showSideMenu } from '@growday/ui';
import { isConnectedAppContainer } from '@growday/ui/core';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { CategoryMenuProvider } from './category-menu';
import type { ShellData } from './shell-data';
import type { SideMenuData } from './side-menu';

// Each device draws one of these (issue 13): the side menu on a PC, the bottom bar on a phone or in
// the apps, the 마이페이지 header in the newer apps only. In chunks of their own, a page downloads
// the one it renders (still rendered on the server), never the others.
const SideMenu = dynamic(() => import('./side-menu').then((m) => m.SideMenu));
const BottomBar = dynamic(() => import('./bottom-bar').then((m) => m.BottomBar));
const ShellMyPageHeader = dynamic(() => import('./shell-my-page-header').then((m) => m.ShellMyPageHeader));
const PageAd = dynamic(() => import('./page-ad').then((m) => m.PageAd));

export interface ShellFrameProps {
  /** The user and followed tags come from the session (shell-session.tsx), not from here. */
  data: Pick<ShellData, 'context' | 'tagGroups' | 'communityHome'>;
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
  const menuData: SideMenuData = { tagGroups: data.tagGroups };
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
          {isConnectedAppContainer(context.platform) ? <PageAd pathname={pathname} context={context} /> : null}
        </main>
      </div>
      {bottomBar ? (
        <BottomBar communityHome={data.communityHome} platform={context.platform} versionBands={context.versionBands} />
      ) : null}
    </CategoryMenuProvider>
  );
}
