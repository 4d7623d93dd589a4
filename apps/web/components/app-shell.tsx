import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { getShellData } from './shell-data';
import { ShellFrame } from './shell-frame';

/** The page frame: header (or the 마이페이지 header), side menu, main, bottom bar and category menu. */
export async function AppShell({ mainId, children }: { mainId: string; children: ReactNode }) {
  const data = await getShellData();
  const { context, tagGroups, communityHome } = data;
  return (
    <ShellFrame data={{ context, tagGroups, communityHome }} header={<AppHeader data={data} />} mainId={mainId}>
      {children}
    </ShellFrame>
  );
}
