'use client';

import type { Post } from '@growday/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** What the scrap (bookmark) toggle needs of the host. */
export interface ScrapActions {
  /** Opens the login modal for visitors; `HostValue.openLogin` when absent. */
  openLogin?: (() => void) | undefined;
  /**
   * The path of the page being read, for the cache rule (CC-BOOK-09, CC-BOOK-10); under the post
   * modal, the page it was opened on. `location.pathname` when absent.
   */
  pagePath?: (() => string) | undefined;
}

/** What a host lets the shared post UI do beyond following links. */
export interface PostActions {
  /** Open a post in the post modal (the website); without it a card is a plain link. */
  openPost?: ((post: Post) => void) | undefined;
  /** The scrap toggle is live when set; without it the scrap controls only show state. */
  scrap?: ScrapActions | undefined;
}

const PostActionsContext = createContext<PostActions>({});

export function PostActionsProvider({ value, children }: { value: PostActions; children: ReactNode }) {
  return <PostActionsContext.Provider value={value}>{children}</PostActionsContext.Provider>;
}

export function usePostActions(): PostActions {
  return useContext(PostActionsContext);
}

/** A plain primary click, which a card may turn into opening the modal (others open tabs). */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
