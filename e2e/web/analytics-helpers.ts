import type { Page } from '@playwright/test';
import { ANALYTICS_SESSION_STORAGE_KEY } from '@growday/contracts';
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

/** The page's web_session_id (the hydrated analytics provider draws it). */
export const sessionIdOf = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), ANALYTICS_SESSION_STORAGE_KEY);
