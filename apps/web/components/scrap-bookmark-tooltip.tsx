'use client';

import * as COPY from '@growday/contracts/copy';
import { BOOKMARK_TOOLTIP_DELAY_MS, BOOKMARK_TOOLTIP_DISMISSED_KEY } from '@growday/contracts/client';
import { useEffect, useState } from 'react';

/** Session storage may be unavailable (privacy modes); the tooltip then simply shows each time. */
function isDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(BOOKMARK_TOOLTIP_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.sessionStorage.setItem(BOOKMARK_TOOLTIP_DISMISSED_KEY, '1');
  } catch {
    // Nothing to remember it in: it hides for this page only.
  }
}

/**
 * The header's bookmark tooltip: after BOOKMARK_TOOLTIP_DELAY_MS when unread scraps exist and it
 * was not dismissed in this browser session (SH-HDR-14); a click hides it for the session (SH-HDR-15).
 */
export function ScrapBookmarkTooltip({ unreadCount }: { unreadCount: number }) {
  const [shown, setShown] = useState(false);
  const hasUnread = unreadCount > 0;

  useEffect(() => {
    if (!hasUnread || isDismissed()) return;
    const timer = setTimeout(() => setShown(true), BOOKMARK_TOOLTIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasUnread]);

  if (!shown || !hasUnread) return null;
  return (
    <button
      type="button"
      className="gd-bookmark-tooltip"
      data-testid="bookmark-tooltip"
      onClick={() => {
        rememberDismissal();
        setShown(false);
      }}
    >
      {COPY.header.bookmarkTooltip}
    </button>
  );
}
