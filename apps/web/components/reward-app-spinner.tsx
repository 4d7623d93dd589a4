'use client';

import dynamic from 'next/dynamic';

// Only the reward app from 1.0.0 covers its news articles while their ads preload (SH-ADS-01), so
// the layout renders the spinner there only, from a chunk of its own (issue 13): other platforms
// never download it nor the ad loader it preloads with. Rendered on the server as before.
export const FullScreenSpinner = dynamic(() => import('./full-screen-spinner').then((m) => m.FullScreenSpinner));
