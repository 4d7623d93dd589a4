import { AD_VIEWABILITY } from '@growday/contracts/client';

export interface ViewabilityTimer {
  /** The share of the ad now visible (an IntersectionObserver entry's ratio; 0 while the page is hidden). */
  update(visibleRatio: number): void;
  dispose(): void;
  readonly fired: boolean;
}

/**
 * CC-ADS-01: an ad is viewable once at least half of it has stayed visible for a full second. The
 * second starts when the ad reaches half and starts over if it drops below before the second is
 * up (scrolled past at once counts nothing). Fires once.
 */
export function createViewabilityTimer(
  onViewable: () => void,
  { visibleRatio, durationMs }: { visibleRatio: number; durationMs: number } = AD_VIEWABILITY,
): ViewabilityTimer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let fired = false;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    update(ratio) {
      if (fired) return;
      if (ratio >= visibleRatio) {
        timer ??= setTimeout(() => {
          timer = null;
          fired = true;
          onViewable();
        }, durationMs);
      } else {
        stop();
      }
    },
    dispose: stop,
    get fired() {
      return fired;
    },
  };
}

/** IntersectionObserver thresholds that report crossing the viewable share either way. */
export const VIEWABILITY_THRESHOLDS = [0, AD_VIEWABILITY.visibleRatio / 2, AD_VIEWABILITY.visibleRatio, 0.75, 1];
