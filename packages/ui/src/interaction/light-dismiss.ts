'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Light dismiss for an anchored popup (menu, popover) while it is open: a press outside `ref` or
 * Escape calls `dismiss`. Not the native `popover` attribute: that puts the popup in the top layer,
 * out of its anchor's positioning, and CSS anchor positioning is not in every browser we serve.
 * Escape is taken (preventDefault), so inside a modal it closes the popup first and the modal on a
 * second press, as a native popover would.
 */
export function useLightDismiss(ref: RefObject<HTMLElement | null>, open: boolean, dismiss: () => void): void {
  // Listens only while open; a new `dismiss` each render just re-subscribes (popups re-render rarely).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref, dismiss]);
}
