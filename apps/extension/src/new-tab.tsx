import { NEW_TAB_APP_START_MAX_WAIT_MS } from '@growday/contracts/client';
import { API_ORIGIN, STORAGE_BASE_URL, WEB_ORIGIN } from './config';
import { paintCachedFeed } from './cached-feed-paint';
import { browserStorage, readCachedFeed } from './feed-cache';
import { mirrorWantsFeed } from './new-tab-mirror';
import { afterFirstContentfulPaint, afterNextPaint, markFirstCardPaint } from './paint-marks';

// The new tab's first script (issue 13, the instant new tab): no React, no zod. It paints the cached
// feed with plain DOM calls at once, then loads the React app (new-tab-start.tsx), which takes the
// page over from the same cache and refreshes it. The site stylesheet comes with the React part, so
// it does not block the first frame; that frame uses the rules inlined into new-tab.html at build
// (scripts/first-paint-css.ts).
const container = document.getElementById('root');
if (!container) throw new Error('new-tab.html has no #root');
markFirstCardPaint(container);
const storage = browserStorage();
const cached = mirrorWantsFeed(storage) ? readCachedFeed(storage) : null;
const visible = document.visibilityState === 'visible';
if (cached)
  paintCachedFeed(
    container,
    cached.page,
    { webOrigin: WEB_ORIGIN, apiOrigin: API_ORIGIN, storageBaseUrl: STORAGE_BASE_URL },
    visible ? afterNextPaint : undefined,
  );
const startApp = () => void import('./new-tab-start');
// With cards painted, the React part and its stylesheet wait until those cards are on screen:
// compiling them while the frame is rastered and composited would hold the cards back on a busy
// machine. A hidden page draws no frames, so it starts at once.
if (cached && visible) afterFirstContentfulPaint(startApp, NEW_TAB_APP_START_MAX_WAIT_MS);
else startApp();
