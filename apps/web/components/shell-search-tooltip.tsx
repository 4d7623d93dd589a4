'use client';

import * as COPY from '@growday/contracts/copy';
import { dismissSearchTooltip, isSearchTooltipDismissed } from '@growday/ui';
import { useSyncExternalStore } from 'react';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The search icon's click: the tooltip goes, here and in every other mounted header. */
export function dismissShellSearchTooltip(): void {
  dismissSearchTooltip(localStore());
  for (const listener of listeners) listener();
}

/**
 * The search icon's one-time tooltip (SH-HDR-11): shown until the icon is clicked, the dismissal
 * kept in local storage (SH-HDR-12). The server render leaves it out; the browser decides. A leaf
 * of its own: for a new visitor the browser's answer differs from the server's, and React renders
 * the component that reads it again right after hydration, so that is this span and not the icon.
 */
export function ShellSearchTooltip() {
  const shown = useSyncExternalStore(
    subscribe,
    () => !isSearchTooltipDismissed(localStore()),
    () => false,
  );
  if (!shown) return null;
  return (
    <span className="gd-search-tooltip" role="tooltip" data-testid="search-tooltip">
      {COPY.header.searchTooltip}
    </span>
  );
}
