import * as COPY from '@growday/contracts/copy';
import { type BookmarkState, type CurrentUser } from '@growday/contracts/client';
import type { MutationObserverOptions, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { addBookmark, removeBookmark } from '../api/scrap';
import {
  shownValue,
  type OptimisticContext,
  type OptimisticMutation,
  type OptimisticVariables,
} from '../queries/optimistic';
import { currentUserOptions, userKeys } from '../queries/users';
import { applyBookmarkState, bookmarkListScope, dropBookmarkLists, refreshBookmarkUser } from './bookmark-caches';

/** What the toggle needs of a post (a feed post, or a popular panel item). */
export interface BookmarkTarget {
  id: number;
  title: string;
  viewerHasBookmarked: boolean;
  /** Absent on some shapes: the count then starts from 0 (CC-BOOK-04). */
  bookmarkCount?: number | null | undefined;
}

export interface BookmarkValue {
  bookmarked: boolean;
  count: number;
}

export interface BookmarkView extends BookmarkValue {
  /** A request is on its way; clicks are ignored until it settles (CC-BOOK-07). */
  pending: boolean;
}

export interface BookmarkToggleDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /** Visitors get the login modal (CC-BOOK-01). */
  openLogin: () => void;
  /** The confirmation snackbar (CC-BOOK-11). */
  notify: (message: string) => void;
  /** The path of the page being read, for the cache rule (CC-BOOK-09, CC-BOOK-10). */
  pagePath: () => string;
}

export type BookmarkVariables = OptimisticVariables<BookmarkTarget, BookmarkValue>;
export type BookmarkMutation = OptimisticMutation<BookmarkState, BookmarkVariables>;

export function bookmarkValueOf(target: BookmarkTarget): BookmarkValue {
  return { bookmarked: target.viewerHasBookmarked, count: target.bookmarkCount ?? 0 };
}

const answerValue = (state: BookmarkState): BookmarkValue => ({
  bookmarked: state.viewerHasBookmarked,
  count: state.bookmarkCount,
});
const sameValue = (a: BookmarkValue, b: BookmarkValue) => a.bookmarked === b.bookmarked && a.count === b.count;

/**
 * The bookmark mutation (CC-BOOK-02..15, SH-BOOK-01, SH-BOOK-02) for `useMutation`: every cached
 * copy of the post shows the change at once (CC-BOOK-05) and gets it back, silently, on a failure
 * (CC-BOOK-06); the answer's data.data is the truth from then on (CC-BOOK-15).
 */
export function bookmarkMutationOptions(
  deps: BookmarkToggleDeps,
): MutationObserverOptions<BookmarkState, Error, BookmarkVariables, OptimisticContext> {
  const { api, queryClient } = deps;
  return {
    mutationFn: ({ target, optimistic }) => (optimistic.bookmarked ? addBookmark : removeBookmark)(api, target.id),
    onMutate: ({ target, optimistic }) =>
      applyBookmarkState(queryClient, {
        postId: target.id,
        viewerHasBookmarked: optimistic.bookmarked,
        bookmarkCount: optimistic.count,
      }),
    // Silent: no message (CC-BOOK-06).
    onError: (_error, _variables, context) => context?.rollback(),
    onSuccess: (state, { target, optimistic }) => {
      applyBookmarkState(queryClient, state);
      dropBookmarkLists(queryClient, bookmarkListScope(deps.pagePath()));
      deps.notify(optimistic.bookmarked ? COPY.scrap.added(target.title) : COPY.scrap.removed(target.title));
      // Not awaited: the button is free again while the header's counts refresh (CC-BOOK-08).
      void refreshBookmarkUser(queryClient);
    },
  };
}

/** What to show for `target` with its mutation's state. */
export function bookmarkView(
  target: BookmarkTarget,
  mutation: Pick<BookmarkMutation, 'status' | 'variables' | 'data'>,
) {
  return shownValue(bookmarkValueOf(target), mutation, answerValue, sameValue);
}

/**
 * One click. Visitors get the login modal; otherwise the mutation runs. The returned promise
 * settles when everything is done (tests await it).
 */
export function toggleBookmark(deps: BookmarkToggleDeps, target: BookmarkTarget, mutation: BookmarkMutation) {
  const { queryClient, api } = deps;
  // Clicks while a request (or the sign-in check before it) is on its way are ignored (CC-BOOK-07).
  // Only the first check: once the user is known, the header's refresh after a change (CC-BOOK-08)
  // must not swallow the next click, which it did for as long as that refresh took.
  const userKnown = queryClient.getQueryState(userKeys.current())?.data !== undefined;
  const checkingSignIn = !userKnown && queryClient.isFetching({ queryKey: userKeys.current() }) > 0;
  if (mutation.status === 'pending' || checkingSignIn) return Promise.resolve();
  const send = () => {
    const basis = bookmarkValueOf(target);
    const before = bookmarkView(target, mutation);
    const add = !before.bookmarked;
    const optimistic = { bookmarked: add, count: Math.max(0, before.count + (add ? 1 : -1)) };
    return mutation.mutate({ target, basis, optimistic }).then(
      () => undefined,
      () => undefined,
    );
  };
  // The header seeds the current user, so the usual path decides without waiting.
  const known = queryClient.getQueryState<CurrentUser | null>(userKeys.current())?.data;
  if (known === null) {
    deps.openLogin();
    return Promise.resolve();
  }
  if (known !== undefined) return send();
  return queryClient
    .fetchQuery(currentUserOptions(api))
    .catch(() => null)
    .then((user) => (user ? send() : deps.openLogin()));
}
