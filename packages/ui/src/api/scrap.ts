import {
  FEED_PAGE_SIZE_DEFAULT,
  LIBRARY_PATHS,
  type BookmarkState,
  type Connection,
  type Post,
} from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';
import type { PageParams } from './content';

/** The bookmark answer is read as data.data (CC-BOOK-15); the client's request unwraps the outer data. */
async function bookmarkAnswer(data: unknown): Promise<BookmarkState> {
  return (await checkAnswer(data, (c) => c.dataSchema(c.bookmarkStateSchema))).data;
}

/** Add a bookmark: POST to the bookmark path with the post id (CC-BOOK-13). */
export async function addBookmark(api: ApiClient, postId: number): Promise<BookmarkState> {
  const data = await api.request<unknown>(LIBRARY_PATHS.bookmark, { method: 'POST', body: { postId } });
  return bookmarkAnswer(data);
}

/** Remove a bookmark: DELETE on the same path with the same body (CC-BOOK-14). */
export async function removeBookmark(api: ApiClient, postId: number): Promise<BookmarkState> {
  const data = await api.request<unknown>(LIBRARY_PATHS.bookmark, { method: 'DELETE', body: { postId } });
  return bookmarkAnswer(data);
}

/** One page of the viewer's scraps, newest bookmark first (/me/list/queue). */
export function listBookmarks(
  api: ApiClient,
  { first = FEED_PAGE_SIZE_DEFAULT, after, signal }: PageParams = {},
): Promise<Connection<Post>> {
  return api.request<Connection<Post>>(LIBRARY_PATHS.bookmarks, {
    query: { first, after },
    signal,
    answer: (c) => c.connectionSchema(c.postSchema),
  });
}

/** One page of the posts the viewer opened, most recently read first (/me/list/recent). */
export function listHistory(
  api: ApiClient,
  { first = FEED_PAGE_SIZE_DEFAULT, after, signal }: PageParams = {},
): Promise<Connection<Post>> {
  return api.request<Connection<Post>>(LIBRARY_PATHS.history, {
    query: { first, after },
    signal,
    answer: (c) => c.connectionSchema(c.postSchema),
  });
}
