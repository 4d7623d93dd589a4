'use client';

import type { Comment, Reply } from '@growday/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The comment more-menu's actions. The comment list calls these; the moderation modals (report
 * form and completion, block/unblock confirm and completion, delete confirm) implement them.
 */
export interface CommentModeration {
  report(comment: Comment | Reply): void;
  block(comment: Comment | Reply): void;
  unblock(comment: Comment | Reply): void;
  remove(comment: Comment | Reply): void;
}

const noop: CommentModeration = { report() {}, block() {}, unblock() {}, remove() {} };
const CommentModerationContext = createContext<CommentModeration>(noop);

export function CommentModerationProvider({ value, children }: { value: CommentModeration; children: ReactNode }) {
  return <CommentModerationContext.Provider value={value}>{children}</CommentModerationContext.Provider>;
}

export function useCommentModeration(): CommentModeration {
  return useContext(CommentModerationContext);
}
