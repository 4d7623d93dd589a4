import type { Page } from '@playwright/test';
import { ANALYTICS_SESSION_STORAGE_KEY, WEB_VITAL_EVENT } from '@growday/contracts';
import { runOps } from './admin-helpers';

export interface StoredEvent {
  name: string;
  webSessionId: string;
  suppleUserId: string;
  clientEventUs: number;
  receivedAt: string;
  platform: string;
  pageLocation: string;
  params: Record<string, unknown>;
}

/** The events the API stored for one browser session (read through `npm run ops -- analytics events`). */
export async function storedEvents(sessionId: string): Promise<StoredEvent[]> {
  const out = await runOps('analytics', 'events', sessionId);
  return out === 'no events' ? [] : out.split('\n').map((line) => JSON.parse(line) as StoredEvent);
}

/**
 * The stored events of a session but its field web vitals, which every page load adds on its own
 * timing (FCP and TTFB after load, LCP and CLS on the first input or when the page hides).
 */
export async function storedEventsButVitals(sessionId: string): Promise<StoredEvent[]> {
  return (await storedEvents(sessionId)).filter((e) => e.name !== WEB_VITAL_EVENT);
}

/** The page's web_session_id (the hydrated analytics provider draws it). */
export const sessionIdOf = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), ANALYTICS_SESSION_STORAGE_KEY);

/** Make the page report itself hidden, as a tab switch or a phone's home button does. */
export const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
