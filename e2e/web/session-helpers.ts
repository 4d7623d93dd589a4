import { API_PATHS, TEST_CLOCK_TOKEN_HEADER } from '@growday/contracts';
import { expect, type Page } from '@playwright/test';
import { readServerRecord } from '../../apps/api/src/runtime-files';
import { E2E_API_ORIGIN, E2E_WEB_ORIGIN } from '../stack';

/**
 * Sign the page's browser context in through the dev sign-in (on outside production). The request
 * goes through the website's /api proxy, so the session cookie lands on the web origin exactly as
 * a real sign-in leaves it.
 */
export async function signInAs(page: Page, username: string): Promise<void> {
  const response = await page.request.post(API_PATHS.devLogin, {
    data: { username },
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A username no other test uses, so parallel tests never share bookmarks or tags. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 30);
}

/**
 * Move the stack's API clock forward (TEST_CLOCK). Every test shares the one stack, so only move
 * it by amounts no other test can notice (a minute is nothing next to 30-day sessions). The route
 * takes the token the API wrote to its data folder, as `npm run ops` does.
 */
export async function advanceApiClock(ms: number): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  const server = dataDir ? await readServerRecord(dataDir) : null;
  if (!server) throw new Error(`no running API recorded in E2E_DATA_DIR (${dataDir ?? 'unset'})`);
  const response = await fetch(`${E2E_API_ORIGIN}${API_PATHS.testClock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TEST_CLOCK_TOKEN_HEADER]: server.token },
    body: JSON.stringify({ advanceMs: ms }),
  });
  expect(response.ok, await response.text()).toBe(true);
}
