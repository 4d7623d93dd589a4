'use client';

import { SIDE_MENU_FOLDER_STORAGE_PREFIX } from '@growday/contracts/client';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import {
  allOpenFolderState,
  initialFolderState,
  openOnlyFolder,
  readFolderState,
  toggleFolder,
  writeFolderState,
  type FolderState,
} from './folder-state';

/** Every mounted menu (the aside and the category menu) re-reads when one of them writes. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface FolderStateControls {
  state: FolderState;
  /** Title click: this folder open, the rest closed (SH-SIDE-12). */
  openOnly: (key: string) => void;
  /** Arrow click: flip this folder only (SH-SIDE-13). */
  toggle: (key: string) => void;
}

/**
 * The side menu's folder state: the signed-in or signed-out defaults (SH-SIDE-10, SH-SIDE-11)
 * with what session storage remembers per key laid over them (SH-SIDE-14). `forceOpen` (the
 * category menu, SH-CAT-02) starts with every folder open and keeps its changes to itself.
 */
export function useFolderState(keys: readonly string[], signedIn: boolean, forceOpen = false): FolderStateControls {
  const signature = keys.join('\n');
  const defaults = useMemo(
    () => (forceOpen ? allOpenFolderState(keys) : initialFolderState(keys, signedIn)),
    // The keys array is rebuilt on every render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature, signedIn, forceOpen],
  );

  // A string snapshot, so equal storage contents compare equal between renders. Nothing remembered
  // reads as the server's '' (the defaults): a snapshot that differs from the server's makes React
  // render the whole menu again, synchronously, right after hydration, to the same result.
  const stored = useSyncExternalStore(
    subscribe,
    () => {
      const storage = sessionStore();
      if (!storage) return '';
      const values = keys.map((key) => storage.getItem(`${SIDE_MENU_FOLDER_STORAGE_PREFIX}${key}`));
      return values.some((value) => value !== null) ? values.map((value) => value ?? '-').join('') : '';
    },
    () => '',
  );
  const persisted = useMemo(() => (stored ? readFolderState(sessionStore(), defaults) : defaults), [stored, defaults]);

  const [forced, setForced] = useState<FolderState | null>(null);
  const state = useMemo(
    () => (forceOpen ? { ...defaults, ...(forced ?? {}) } : persisted),
    [forceOpen, defaults, forced, persisted],
  );

  const apply = useCallback(
    (next: FolderState) => {
      if (forceOpen) {
        setForced(next);
        return;
      }
      writeFolderState(sessionStore(), next);
      for (const listener of listeners) listener();
    },
    [forceOpen],
  );
  const openOnly = useCallback((key: string) => apply(openOnlyFolder(state, key)), [apply, state]);
  const toggle = useCallback((key: string) => apply(toggleFolder(state, key)), [apply, state]);
  return { state, openOnly, toggle };
}
