'use client';

/** Browser-side platform work that renders nothing (cookies, service worker, bridge); shell issue. */
export function PlatformEffects() {
  return null;
}
