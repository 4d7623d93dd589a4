'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Analytics seam of the content sections (CC-ANALYTICS-*). The events and where they fire are
 * here; the website supplies the real `track` through ContentAnalytics (analytics/ maps each to
 * its supple_ event and queues it).
 */

/** Menu types with their own events: COMMUNITY (community best) and BEST (news best). */
export type BestMenuType = 'COMMUNITY' | 'BEST';

export type ContentEvent =
  | { name: 'best_tab_select'; menuType: BestMenuType; filter: string }
  | { name: 'best_post_click'; menuType: BestMenuType; id: number }
  | { name: 'best_more_click'; menuType: BestMenuType }
  | { name: 'popular_item_click'; similarType: string; id: number }
  | { name: 'comment_create'; postId: number; parentId?: number | undefined }
  | { name: 'search'; query: string; resultCount: number }
  /** An ad came back empty (SH-ADS-09, SH-ADS-11); request errors are not reported (SH-ADS-10). */
  | { name: 'ad_failed'; message: string }
  /**
   * An ad seen (CC-ADS-01: half of it for a second) or clicked, as the browser saw it. The server
   * counts both again from its own tables; those counts, not these, are the billed ones.
   */
  | { name: 'ad_impression' | 'ad_click'; creativeId: number; inventoryId: string; groupId: string };

export type TrackContentEvent = (event: ContentEvent) => void;

/** Sends nothing (no ContentAnalytics above: the extension, tests). */
export const noopTrack: TrackContentEvent = () => {};

const TrackContext = createContext<TrackContentEvent>(noopTrack);

export function ContentAnalytics({ track, children }: { track: TrackContentEvent; children: ReactNode }) {
  return <TrackContext.Provider value={track}>{children}</TrackContext.Provider>;
}

/** The `track(event)` of the nearest ContentAnalytics; a no-op without one. */
export function useTrack(): TrackContentEvent {
  return useContext(TrackContext);
}

/**
 * A guard that lets a call through once (CC-ANALYTICS-03) until `reset()` (CC-ANALYTICS-04: the
 * page was hidden). Framework-free so it is testable on its own.
 */
export function createOnceGuard() {
  let fired = false;
  return {
    run(fn: () => void): boolean {
      if (fired) return false;
      fired = true;
      fn();
      return true;
    },
    reset() {
      fired = false;
    },
    get fired() {
      return fired;
    },
  };
}

/** `track` wrapped in a once-only guard that resets when the page is hidden. */
export function useTrackOncePerVisit(): TrackContentEvent {
  const track = useTrack();
  const [guard] = useState(createOnceGuard);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') guard.reset();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [guard]);
  return useCallback((event: ContentEvent) => void guard.run(() => track(event)), [guard, track]);
}
