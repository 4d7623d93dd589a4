import { SEARCH_TOOLTIP_DISMISSED_KEY } from '@growday/contracts/client';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the search tooltip was dismissed in this browser (local storage flag, SH-HDR-12). */
export function isSearchTooltipDismissed(storage: FlagStorage | null): boolean {
  if (!storage) return true;
  try {
    return storage.getItem(SEARCH_TOOLTIP_DISMISSED_KEY) !== null;
  } catch {
    // No storage, no way to remember a dismissal: better never than on every page.
    return true;
  }
}

/** A click on the search icon ends the tooltip for good (SH-HDR-11, SH-HDR-12). */
export function dismissSearchTooltip(storage: FlagStorage | null): void {
  try {
    storage?.setItem(SEARCH_TOOLTIP_DISMISSED_KEY, '1');
  } catch {
    // Storage off: the tooltip may show again on the next page.
  }
}
