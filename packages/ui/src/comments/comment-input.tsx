'use client';

import * as COPY from '@growday/contracts/copy';
import { type CommentPostKind } from '@growday/contracts/client';
import { useState, type FocusEvent, type FormEvent } from 'react';
import { useAuthState } from '../account/use-auth-state';
import { useHost } from '../host/host-provider';
import { useAlert, useToast } from '../interaction/toast';
import { clampCommentText, commentCounter, isBlankCommentText } from './comment-text';
import { useCreateComment } from './use-create-comment';

export interface CommentInputProps {
  postId: number;
  /** A community post (/best/{id}); posts by default. */
  postKind?: CommentPostKind | undefined;
  /** Replies only. */
  parentId?: number | undefined;
  /** The textarea's accessible name. */
  label: string;
  /** Reply inputs open focused, hence expanded. */
  autoFocus?: boolean | undefined;
}

/**
 * The comment (or reply) form (content spec §4 "Comment input"): collapsed at 50 px with a short
 * placeholder (CC-INPUT-01); focused, it shows the user, the counter and submit with the guidance
 * placeholder (CC-INPUT-02, CC-INPUT-03); leaving it empty collapses it again (CC-INPUT-04).
 */
export function CommentInput({ postId, postKind = 'post', parentId, label, autoFocus = false }: CommentInputProps) {
  const { openLogin } = useHost();
  const { show } = useToast();
  const alert = useAlert();
  const auth = useAuthState();
  const create = useCreateComment();
  const [text, setText] = useState('');
  // Opening a thread focuses its reply box for a member. A visitor who opens it to read the replies
  // is not asked to sign in for it (CC-AUTH-01): only their own focus on the box asks (CC-AUTH-03).
  const focusOnOpen = autoFocus && auth.isLoggedIn;
  const [expanded, setExpanded] = useState(focusOnOpen);

  const askLogin = () => (openLogin ? openLogin() : show(COPY.common.loginRequired));

  const onFocus = (event: FocusEvent<HTMLTextAreaElement>) => {
    if (auth.isLoading) return;
    if (!auth.isLoggedIn) {
      event.currentTarget.blur();
      askLogin();
      return;
    }
    setExpanded(true);
  };

  // Focus moving to the form's own button keeps it open, so an empty submit still reaches onSubmit.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (text.length === 0) setExpanded(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!auth.isLoggedIn) {
      askLogin();
      return;
    }
    if (isBlankCommentText(text)) {
      alert(COPY.comments.emptyText);
      return;
    }
    create.mutate(
      { postId, postKind, text, parentId },
      {
        onSuccess: () => {
          setText('');
          setExpanded(false);
        },
      },
    );
  };

  return (
    <form
      className="gd-comment-input"
      data-expanded={expanded}
      data-testid={parentId === undefined ? 'comment-input' : 'reply-input'}
      onSubmit={onSubmit}
      onBlur={onBlur}
      noValidate
    >
      {expanded ? (
        <div className="gd-comment-input__user" data-testid="comment-input-user">
          {auth.user?.username ?? COPY.common.anonymous}
        </div>
      ) : null}
      <textarea
        className="gd-comment-input__text"
        aria-label={label}
        placeholder={expanded ? COPY.comments.placeholderGuide : COPY.comments.placeholderShort}
        value={text}
        autoFocus={focusOnOpen}
        onFocus={onFocus}
        onChange={(event) => setText(clampCommentText(event.target.value))}
      />
      {expanded ? (
        <div className="gd-comment-input__foot">
          <span className="gd-comment-input__counter" data-testid="comment-counter" aria-live="polite">
            {commentCounter(text)}
          </span>
          <button
            type="submit"
            className="gd-button gd-button--primary gd-comment-input__submit"
            aria-busy={create.isPending || undefined}
          >
            {COPY.comments.submit}
          </button>
        </div>
      ) : null}
    </form>
  );
}
