'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLoginDialog } from './login-dialog';
import { refreshUser, useShellSession } from './shell-session';

interface MyFeedPopupValue {
  /** Opens the My Feed popup; a visitor gets the login dialog instead (shell spec §6). */
  open: () => void;
}

// The popup (tag grid, tabs, save) loads when a signed-in viewer first opens it (issue 13).
const MyFeedPopup = dynamic(() => import('./my-feed-popup-lazy'), { ssr: false });

const MyFeedPopupContext = createContext<MyFeedPopupValue | null>(null);

/** Opens the one My Feed popup of the page (the home's My Feed button, and the side menu's plus). */
export function useMyFeedPopup(): MyFeedPopupValue {
  const value = useContext(MyFeedPopupContext);
  if (!value) throw new Error('useMyFeedPopup() needs a <MyFeedPopupProvider> above it');
  return value;
}

/** Holds the popup's open state and renders it; sits inside the login dialog's provider. */
export function MyFeedPopupProvider({ children }: { children: ReactNode }) {
  const session = useShellSession();
  const login = useLoginDialog();
  const [viewerId, setViewerId] = useState<number | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback(() => {
    // Asked at each opening, so a sign-out in another tab never opens a popup that cannot save.
    void refreshUser(session).then((user) => {
      if (!user) {
        login.open();
        return;
      }
      setViewerId(user.id);
      setIsOpen(true);
    });
  }, [session, login]);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <MyFeedPopupContext.Provider value={value}>
      {children}
      {viewerId !== null ? <MyFeedPopup open={isOpen} onClose={close} viewerId={viewerId} /> : null}
    </MyFeedPopupContext.Provider>
  );
}
