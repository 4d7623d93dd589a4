'use client';

// Loaded with import() on first opening (my-feed-popup-provider.tsx), so only this export of the
// UI package goes into the lazy chunk.
export { MyFeedPopup as default } from '@growday/ui';
