import '@growday/ui/styles.css';
import './new-tab.css';
import { FEED_PAGE_SIZE_DEFAULT } from '@growday/contracts';
import { createApiClient, createQueryClient, type HostValue } from '@growday/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_ORIGIN, STORAGE_BASE_URL, WEB_ORIGIN } from './config';
import { persistLatestFeed, refreshLatestFeed, seedLatestFeed } from './latest-feed-sync';
import { NewTabApp } from './new-tab-app';
import { createWebLink } from './web-link';

const pageSize = FEED_PAGE_SIZE_DEFAULT;
const apiClient = createApiClient({ baseUrl: API_ORIGIN });
const host: HostValue = { Link: createWebLink(WEB_ORIGIN), storageBaseUrl: STORAGE_BASE_URL, apiClient };
const queryClient = createQueryClient();

// Paint from the last cached feed at once; keep storage in step with every fresh first page.
const cached = seedLatestFeed(queryClient, pageSize);
persistLatestFeed(queryClient, pageSize);

const container = document.getElementById('root');
if (!container) throw new Error('new-tab.html has no #root');
createRoot(container).render(
  <StrictMode>
    <NewTabApp queryClient={queryClient} host={host} webOrigin={WEB_ORIGIN} pageSize={pageSize} />
  </StrictMode>,
);

// Without a cache the feed fetches by itself (loading, then the feed or an error with retry).
if (cached) void refreshLatestFeed(queryClient, apiClient, pageSize);
