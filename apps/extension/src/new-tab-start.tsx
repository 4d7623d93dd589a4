// The React part of the new tab, loaded by new-tab.tsx right after it painted the cached feed. Its
// stylesheet loads with it (Vite's preload waits for it), so React never draws unstyled.
import '@growday/ui/styles.css';
import './new-tab.css';
import { FEED_PAGE_SIZE_DEFAULT } from '@growday/contracts/client';
import { createApiClient, createQueryClient, type HostValue } from '@growday/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { extensionApi } from './browser-api';
import { API_ORIGIN, STORAGE_BASE_URL, WEB_ORIGIN } from './config';
import { browserStorage } from './feed-cache';
import { persistLatestFeed, refreshLatestFeed, seedLatestFeed } from './latest-feed-sync';
import { NewTabApp } from './new-tab-app';
import {
  leaveNewTab,
  loadNewTabSetting,
  newTabDestination,
  readSettingMirror,
  sameSetting,
  writeSettingMirror,
  type NewTabDestination,
} from './new-tab-setting';
import { getExtensionTabId } from './tab-id';
import { createWebLink } from './web-link';

const storage = browserStorage();
const api = extensionApi();
const leave = (destination: NewTabDestination) =>
  leaveNewTab(destination, { api, replace: (url) => location.replace(url), tabId: getExtensionTabId });

// The reader's new-tab choice, from the synchronous mirror: the default costs one missing key.
const mirrored = readSettingMirror(storage);
const destination = newTabDestination(mirrored);

if (destination.kind === 'feed') {
  startFeed();
} else {
  void leave(destination).then((went) => {
    if (went === null) startFeed();
  });
}

// The synced setting may have changed in another browser or before the mirror existed: bring the
// mirror in step, and follow a changed choice at once.
void loadNewTabSetting(api).then((synced) => {
  if (sameSetting(synced, mirrored)) return;
  writeSettingMirror(synced, storage);
  const next = newTabDestination(synced);
  // Back to the feed: the next tab paints it (this one may already be leaving).
  if (next.kind !== 'feed') void leave(next);
});

function startFeed() {
  const pageSize = FEED_PAGE_SIZE_DEFAULT;
  const apiClient = createApiClient({ baseUrl: API_ORIGIN });
  const host: HostValue = { Link: createWebLink(WEB_ORIGIN), storageBaseUrl: STORAGE_BASE_URL, apiClient };
  const queryClient = createQueryClient();

  // Paint from the last cached feed at once; keep storage in step with every fresh first page.
  const cached = seedLatestFeed(queryClient, pageSize, storage);
  persistLatestFeed(queryClient, pageSize, storage);

  const container = document.getElementById('root');
  if (!container) throw new Error('new-tab.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <NewTabApp queryClient={queryClient} host={host} webOrigin={WEB_ORIGIN} pageSize={pageSize} />
    </StrictMode>,
  );

  // Without a cache the feed fetches by itself (loading, then the feed or an error with retry).
  if (cached) void refreshLatestFeed(queryClient, apiClient, pageSize);
  // Ask for the tab id now, so the reward widget's calls find it settled.
  void getExtensionTabId();
}
