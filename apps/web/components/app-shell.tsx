import type { ReactNode } from 'react';
import { AppHeader } from './app-header';

/** The page frame: header, (side menu, bottom bar and category menu come with the shell issue), main. */
export async function AppShell({ mainId, children }: { mainId: string; children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <main id={mainId} className="gd-main">
        {children}
      </main>
    </>
  );
}
