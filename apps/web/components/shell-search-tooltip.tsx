'use client';

import * as COPY from '@growday/contracts/copy';
import { dismissSearchTooltip, isSearchTooltipDismissed } from '@growday/ui';
import { useCallback, useSyncExternalStore } from 'react';

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

/**
 * The search icon's one-time tooltip (SH-HDR-11): shown until the icon is clicked, the dismissal
 * kept in local storage (SH-HDR-12). The server render leaves it out; the browser decides.
 */
export function useSearchTooltip(): { shown: boolean; dismiss: () => void } {
  const shown = useSyncExternalStore(
    subscribe,
    () => !isSearchTooltipDismissed(localStore()),
    () => false,
  );
  const dismiss = useCallback(() => {
    dismissSearchTooltip(localStore());
    for (const listener of listeners) listener();
  }, []);
  return { shown, dismiss };
}

export function ShellSearchTooltip() {
  return (
    <span className="gd-search-tooltip" role="tooltip" data-testid="search-tooltip">
      {COPY.header.searchTooltip}
    </span>
  );
}
