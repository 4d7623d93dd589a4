import '@growday/ui/styles.css';
import './new-tab.css';
import { API_ORIGIN, STORAGE_BASE_URL, WEB_ORIGIN } from './config';
import { paintCachedFeed } from './cached-feed-paint';
import { browserStorage, readCachedFeed } from './feed-cache';
import { mirrorWantsFeed } from './new-tab-mirror';
import { markFirstCardPaint } from './paint-marks';

// The new tab's first script (issue 13, the instant new tab): no React, no zod. It paints the cached
// feed with plain DOM calls at once, then loads the React app (new-tab-start.tsx), which takes the
// page over from the same cache and refreshes it.
const container = document.getElementById('root');
if (!container) throw new Error('new-tab.html has no #root');
markFirstCardPaint(container);
const storage = browserStorage();
if (mirrorWantsFeed(storage)) {
  const cached = readCachedFeed(storage);
  if (cached)
    paintCachedFeed(container, cached.page, {
      webOrigin: WEB_ORIGIN,
      apiOrigin: API_ORIGIN,
      storageBaseUrl: STORAGE_BASE_URL,
    });
}
void import('./new-tab-start');
