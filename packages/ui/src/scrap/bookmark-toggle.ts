import { COPY, type BookmarkState, type CurrentUser } from '@growday/contracts/client';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { addBookmark, removeBookmark } from '../api/scrap';
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

interface Snapshot {
  pending: boolean;
  /**
   * The value shown instead of the target's own: set by a click and kept while the target still
   * carries the values it had then (`basis`). Once the caches feed the target newer values, those win.
   */
  local: { value: BookmarkValue; basis: BookmarkValue } | null;
}

export function bookmarkValueOf(target: BookmarkTarget): BookmarkValue {
  return { bookmarked: target.viewerHasBookmarked, count: target.bookmarkCount ?? 0 };
}

const sameValue = (a: BookmarkValue, b: BookmarkValue) => a.bookmarked === b.bookmarked && a.count === b.count;

/**
 * The local bookmark state of one item (SH-BOOK-01, SH-BOOK-02) and its toggle (CC-BOOK-01..11):
 * framework-free, so the React hook is a thin subscription and tests drive it directly.
 */
export class BookmarkToggle {
  private snapshot: Snapshot = { pending: false, local: null };
  private readonly listeners = new Set<() => void>();

  constructor(private deps: BookmarkToggleDeps) {}

  setDeps(deps: BookmarkToggleDeps): void {
    this.deps = deps;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): Snapshot => this.snapshot;

  /** What to show for `target` now. */
  view(target: BookmarkTarget): BookmarkView {
    const own = bookmarkValueOf(target);
    const { local, pending } = this.snapshot;
    const value = local && (pending || sameValue(local.basis, own)) ? local.value : own;
    return { ...value, pending };
  }

  /**
   * One click. Visitors get the login modal; otherwise the change shows at once (CC-BOOK-05) and
   * the request follows. The returned promise settles when everything is done (tests await it).
   */
  toggle(target: BookmarkTarget): Promise<void> {
    if (this.snapshot.pending) return Promise.resolve();
    const { queryClient, api } = this.deps;
    // The header seeds the current user, so the usual path decides without waiting.
    const known = queryClient.getQueryState<CurrentUser | null>(userKeys.current())?.data;
    if (known === null) {
      this.deps.openLogin();
      return Promise.resolve();
    }
    if (known !== undefined) return this.send(target);

    const local = this.snapshot.local;
    this.set({ pending: true, local });
    return queryClient
      .fetchQuery(currentUserOptions(api))
      .catch(() => null)
      .then((user) => {
        this.set({ pending: false, local });
        if (user) return this.send(target);
        this.deps.openLogin();
      });
  }

  private async send(target: BookmarkTarget): Promise<void> {
    const { api, queryClient } = this.deps;
    const previous = this.snapshot.local;
    const basis = bookmarkValueOf(target);
    const before = this.view(target);
    const add = !before.bookmarked;
    const optimistic = { bookmarked: add, count: Math.max(0, before.count + (add ? 1 : -1)) };
    this.set({ pending: true, local: { value: optimistic, basis } });

    let state: BookmarkState;
    try {
      state = await (add ? addBookmark(api, target.id) : removeBookmark(api, target.id));
    } catch {
      // Silent: no message, the toggle and count return to what they were (CC-BOOK-06).
      this.set({ pending: false, local: previous });
      return;
    }

    // data.data is the truth from here on (CC-BOOK-15).
    this.set({
      pending: false,
      local: { value: { bookmarked: state.viewerHasBookmarked, count: state.bookmarkCount }, basis },
    });
    applyBookmarkState(queryClient, state);
    dropBookmarkLists(queryClient, bookmarkListScope(this.deps.pagePath()));
    this.deps.notify(add ? COPY.scrap.added(target.title) : COPY.scrap.removed(target.title));
    await refreshBookmarkUser(queryClient);
  }

  private set(snapshot: Snapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
