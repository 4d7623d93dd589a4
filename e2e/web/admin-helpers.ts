import { API_PATHS, OPS_TOKEN_HEADER, apiPath, type Reply } from '@growday/contracts';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { readServerRecord } from '../../apps/api/src/runtime-files';
import { E2E_API_ORIGIN, E2E_WEB_ORIGIN } from '../stack';
import { postComment } from './comment-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

/** `npm run ops -- <args>` against the stack's API: the ops route with the token in its data folder. */
export async function runOps(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  const server = dataDir ? await readServerRecord(dataDir) : null;
  if (!server) throw new Error(`no running API recorded in E2E_DATA_DIR (${dataDir ?? 'unset'})`);
  const response = await fetch(`${E2E_API_ORIGIN}${API_PATHS.ops}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_TOKEN_HEADER]: server.token },
    body: JSON.stringify({ args }),
  });
  const body = (await response.json()) as { data: { ok: boolean; message: string } };
  expect(body.data.ok, body.data.message).toBe(true);
  return body.data.message;
}

/** Run `fn` as a fresh signed-in user in a browser context of its own. */
async function asFreshUser<T>(browser: Browser, prefix: string, fn: (request: APIRequestContext) => Promise<T>) {
  const context = await browser.newContext({ baseURL: E2E_WEB_ORIGIN });
  try {
    const page = await context.newPage();
    await signInAs(page, uniqueUsername(prefix));
    return await fn(page.request);
  } finally {
    await context.close();
  }
}

/** A comment by one fresh user, reported (through the real API) by another. */
export async function reportedComment(browser: Browser, postId: number, text: string): Promise<Reply> {
  const comment = await asFreshUser(browser, 'adm_w', (request) => postComment(request, postId, text));
  await asFreshUser(browser, 'adm_r', async (request) => {
    const response = await request.post(apiPath('commentReport', { commentId: comment.id }), {
      data: { commentId: comment.id, reportMessage: comment.text, reportType: 'SPAM', data: { ...comment } },
      headers: { origin: E2E_WEB_ORIGIN },
    });
    expect(response.ok(), await response.text()).toBe(true);
  });
  return comment;
}
