'use client';

import * as COPY from '@growday/contracts/copy';
import { useId, useRef, useState } from 'react';
import { useLightDismiss } from '../interaction/light-dismiss';
import { COMMENT_MENU_LABEL, type CommentMenuAction } from './comment-display';
import { MoreIcon } from './comment-icons';

export interface CommentMoreMenuProps {
  actions: readonly CommentMenuAction[];
  onSelect: (action: CommentMenuAction) => void;
}

/** The more menu: opens on click, closes on an outside click or Escape (CC-DISP-01). */
export function CommentMoreMenu({ actions, onSelect }: CommentMoreMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useLightDismiss(rootRef, open, () => setOpen(false));

  if (actions.length === 0) return null;
  return (
    <div ref={rootRef} className="gd-comment-menu">
      <button
        type="button"
        className="gd-comment-menu__toggle"
        aria-label={COPY.common.more}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="comment-more"
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon />
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={COPY.comments.menu} className="gd-comment-menu__list">
          {actions.map((action) => (
            <li key={action} role="none">
              <button
                type="button"
                role="menuitem"
                className="gd-comment-menu__item"
                data-action={action}
                onClick={() => {
                  setOpen(false);
                  onSelect(action);
                }}
              >
                {COMMENT_MENU_LABEL[action]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
