import { SHARE_COUNT_TIMEOUT_MS, ERROR_CODE, POST_PATHS, fillPath } from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';
import { ApiError } from './api-error';

/** Record that the reader opened the original article; answers the new view count (SH-API-08). */
export async function recordPostClick(api: ApiClient, postId: number): Promise<{ clickCount: number }> {
  const data = await api.request<unknown>(fillPath(POST_PATHS.clickPost, { postId }), { method: 'POST' });
  return checkAnswer(data, (c) => c.clickCountSchema);
}

/**
 * Count a share (link copy): PATCH the share-count path with a 3000 ms time-out of its own
 * (CC-SHARE-10), answering the new share count.
 */
export async function patchShareCount(
  api: ApiClient,
  postId: number,
  { timeoutMs = SHARE_COUNT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<{ shareCount: number }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const data = await api.request<unknown>(fillPath(POST_PATHS.shareCount, { postId }), {
      method: 'PATCH',
      signal: controller.signal,
    });
    return await checkAnswer(data, (c) => c.shareCountSchema);
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError({
        kind: 'timeout',
        status: 0,
        code: ERROR_CODE.unavailable,
        message: `Share count timed out after ${timeoutMs} ms`,
        cause: error,
      });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
