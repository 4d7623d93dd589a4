'use client';

import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { SideMenuData } from './side-menu';

// The dialog loads on the first opening (issue 13); the side menu itself is already on wide screens.
const CategoryMenuDialog = dynamic(() => import('./category-menu-dialog'), { ssr: false });

interface CategoryMenuValue {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** The bottom bar's "all" (SH-BAR-04). */
  toggle: () => void;
}

const CategoryMenuContext = createContext<CategoryMenuValue | null>(null);

/** The mobile category menu's controls (header categories icon, bottom bar "all"). */
export function useCategoryMenu(): CategoryMenuValue {
  const value = useContext(CategoryMenuContext);
  if (!value) throw new Error('useCategoryMenu() needs a <CategoryMenuProvider> above it');
  return value;
}

/** Calls `onChange` whenever the path or its query changes (not on the first render). */
function RouteChangeWatcher({ onChange }: { onChange: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const route = `${pathname}?${search}`;
  const previous = useRef(route);
  useEffect(() => {
    if (previous.current === route) return;
    previous.current = route;
    onChange();
  }, [route, onChange]);
  return null;
}

/**
 * The mobile category menu (SH-CAT-01): the shared modal showing the side menu with every folder
 * open (SH-CAT-02); it closes on any route or route-query change (SH-CAT-03).
 */
export function CategoryMenuProvider({ data, children }: { data: SideMenuData; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  // Kept mounted after the first opening, so closing still fades out.
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => setIsOpen((current) => !current), []);
  const value = useMemo(() => ({ isOpen, open, close, toggle }), [isOpen, open, close, toggle]);
  return (
    <CategoryMenuContext.Provider value={value}>
      {children}
      {/* useSearchParams needs a boundary so static pages still render on the server. */}
      <Suspense fallback={null}>
        <RouteChangeWatcher onChange={close} />
      </Suspense>
      {opened ? <CategoryMenuDialog open={isOpen} onClose={close} data={data} /> : null}
    </CategoryMenuContext.Provider>
  );
}
