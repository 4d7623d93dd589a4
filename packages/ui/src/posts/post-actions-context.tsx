'use client';

import type { Post } from '@growday/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** What a host lets the shared post UI do beyond following links. */
export interface PostActions {
  /** Open a post in the post modal (the website); without it a card is a plain link. */
  openPost?: ((post: Post) => void) | undefined;
  /** The scrap (bookmark) toggle; the accounts issue supplies it. */
  toggleBookmark?: ((post: Post) => void) | undefined;
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
