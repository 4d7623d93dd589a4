'use client';

import * as COPY from '@growday/contracts/copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHost } from '../host/host-provider';
import { useToast } from '../interaction/toast';
import { usePostActions } from '../posts/post-actions-context';
import {
  bookmarkMutationOptions,
  bookmarkView,
  toggleBookmark,
  type BookmarkTarget,
  type BookmarkToggleDeps,
  type BookmarkView,
} from './bookmark-toggle';

export interface BookmarkControl extends BookmarkView {
  /** Absent when the host supplies no scrap actions: the control then only shows state. */
  toggle: (() => void) | undefined;
}

const currentPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/** The scrap state and toggle of one item, kept locally per item (shell spec §4). */
export function useBookmarkToggle(target: BookmarkTarget): BookmarkControl {
  const { apiClient, openLogin: hostOpenLogin } = useHost();
  const { scrap } = usePostActions();
  const queryClient = useQueryClient();
  const { show } = useToast();
  const openLogin = scrap?.openLogin ?? hostOpenLogin;
  const deps: BookmarkToggleDeps = {
    api: apiClient,
    queryClient,
    // A host without a login modal says so in a toast (CC-AUTH-03).
    openLogin: openLogin ?? (() => show(COPY.common.loginRequired)),
    notify: show,
    pagePath: scrap?.pagePath ?? currentPath,
  };
  const mutation = useMutation(bookmarkMutationOptions(deps));
  return {
    ...bookmarkView(target, mutation),
    toggle: scrap ? () => void toggleBookmark(deps, target, { ...mutation, mutate: mutation.mutateAsync }) : undefined,
  };
}
