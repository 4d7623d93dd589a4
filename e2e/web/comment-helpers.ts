import { API_PATHS, type Reply } from '@growday/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_WEB_ORIGIN } from '../stack';

/** Post a comment (or a reply with parentId) through the website's /api proxy as the request's user. */
export async function postComment(
  request: APIRequestContext,
  postId: number,
  text: string,
  parentId?: number,
): Promise<Reply> {
  const response = await request.post(API_PATHS.comments, {
    data: { postId, text, ...(parentId ? { parentId } : {}) },
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { comment: Reply } }).data.comment;
}
