'use client';

import { ROUTES, type Post } from '@growday/contracts/client';
import { PostActionsProvider, useHost, type PostActions, type PromoRoomUrls } from '@growday/ui';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLoginDialog } from './login-dialog';

// The dialog, the post detail and the comments load on the first card click (issue 13).
const PostModalBody = dynamic(() => import('./post-modal-body'), { ssr: false });

interface OpenPostState {
  post: Post;
  open: boolean;
  /** The page's path when the modal opened: moving to any other page closes the modal. */
  pathAtOpen: string;
}

/** The history entry the modal pushed, to go back from on close. */
interface PushedEntry {
  postId: number;
  previousUrl: string;
}

/** Marker in history.state of the entry the modal pushed. */
const HISTORY_KEY = 'gdPostModal';

function isOurEntry(state: unknown, postId: number): boolean {
  return !!state && typeof state === 'object' && (state as Record<string, unknown>)[HISTORY_KEY] === postId;
}

export interface PostModalProviderProps {
  children: ReactNode;
  /** Inside a connected app container the address does not change (CC-ROUTE-11). */
  isConnectedApp: boolean;
  /** The promo rooms' addresses, read by the server layout. */
  promoUrls: Partial<PromoRoomUrls>;
  /** The promo banner shown first, chosen by the server layout for this page (SH-PAGE-04). */
  promoLead: number;
}

/**
 * The feed modal (CC-MODAL-05: open only while a post is set). A card's click opens it; while
 * open the address is /feed/{postId} (CC-ROUTE-09) and closing it, or the Back button, returns
 * to the previous address (CC-ROUTE-10).
 */
export function PostModalProvider({ children, isConnectedApp, promoUrls, promoLead }: PostModalProviderProps) {
  const pathname = usePathname();
  const [state, setState] = useState<OpenPostState | null>(null);
  const pushed = useRef<PushedEntry | null>(null);

  const openPost = useCallback(
    (post: Post) => {
      setState({ post, open: true, pathAtOpen: window.location.pathname });
      if (isConnectedApp) return;
      const previousUrl = window.location.href;
      const current: unknown = window.history.state;
      const base = current && typeof current === 'object' ? (current as Record<string, unknown>) : {};
      window.history.pushState({ ...base, [HISTORY_KEY]: post.id }, '', ROUTES.feed(post.id));
      pushed.current = { postId: post.id, previousUrl };
    },
    [isConnectedApp],
  );

  const close = useCallback(() => {
    const entry = pushed.current;
    pushed.current = null;
    setState((current) => (current ? { ...current, open: false } : current));
    if (!entry) return;
    if (isOurEntry(window.history.state, entry.postId)) window.history.back();
    else window.history.replaceState(window.history.state, '', entry.previousUrl);
  }, []);

  // The Back button leaves the modal's entry: close without touching history again.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const entry = pushed.current;
      if (!entry || isOurEntry(event.state, entry.postId)) return;
      pushed.current = null;
      setState((current) => (current ? { ...current, open: false } : current));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // The document title follows the address while the modal shows the post.
  const shownPost = state?.open ? state.post : null;
  useEffect(() => {
    if (!shownPost) return;
    const previous = document.title;
    document.title = shownPost.title;
    return () => {
      document.title = previous;
    };
  }, [shownPost]);

  // A link inside the modal that leads to another page closes it.
  const onModalPath = state ? pathname === state.pathAtOpen || pathname === ROUTES.feed(state.post.id) : false;
  const visible = !!state && state.open && onModalPath;

  const onExited = useCallback(() => {
    pushed.current = null;
    setState(null);
  }, []);

  // The page under the modal decides the scrap cache rule (CC-BOOK-09): the address says
  // /feed/{id} while the modal is open.
  const pathAtOpen = useRef<string | null>(null);
  const openOnPath = visible && state ? state.pathAtOpen : null;
  useEffect(() => {
    pathAtOpen.current = openOnPath;
  }, [openOnPath]);
  const { openLogin: hostOpenLogin } = useHost();
  const { open: openLoginDialog } = useLoginDialog();
  const openLogin = hostOpenLogin ?? openLoginDialog;
  const actions = useMemo<PostActions>(
    () => ({
      openPost,
      scrap: { openLogin, pagePath: () => pathAtOpen.current ?? window.location.pathname },
    }),
    [openPost, openLogin],
  );

  return (
    <PostActionsProvider value={actions}>
      {children}
      {state ? (
        <PostModalBody
          post={state.post}
          open={visible}
          onClose={close}
          onExited={onExited}
          promoUrls={promoUrls}
          promoLead={promoLead}
        />
      ) : null}
    </PostActionsProvider>
  );
}
